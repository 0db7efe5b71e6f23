import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  'aria-hidden': true,
} as const;

export const HomeIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
  </svg>
);
export const LibraryIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </svg>
);
export const PoolIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 3c3 4 6 7.2 6 10.5a6 6 0 0 1-12 0C6 10.2 9 7 12 3z" strokeLinejoin="round" />
  </svg>
);
export const WalletIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 9h14a2 2 0 0 0 2-2V5" strokeLinecap="round" />
  </svg>
);
export const ProfileIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
  </svg>
);
export const BackIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M15 5 8 12l7 7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
