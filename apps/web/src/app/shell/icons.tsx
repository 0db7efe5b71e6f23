import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** What every shell icon shares: a 24-unit box, drawn in the text colour, hidden from assistive technology. */
export const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  'aria-hidden': true,
} as const;

export const BackIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M15 5 8 12l7 7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
