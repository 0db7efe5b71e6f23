import type { ReactNode, SVGProps } from 'react';

/** Stroke icons of posts (24x24, currentColor), decorative: the buttons carry the words. */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Svg>
);
export const CommentIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 5h14v10H9l-4 4z" />
  </Svg>
);
export const ShareIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11M7 9l5-5 5 5M5 14v5h14v-5" />
  </Svg>
);
export const FlagIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 21V4M6 4h11l-2 4 2 4H6" />
  </Svg>
);
export const UpIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 14l6-6 6 6" />
  </Svg>
);
export const DownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 10l6 6 6-6" />
  </Svg>
);
export const TrashIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13" />
  </Svg>
);
export const PenIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 20l4-1 11-11-3-3L5 16zM14 6l3 3" />
  </Svg>
);
