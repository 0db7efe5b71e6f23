import type { HonorTier } from '@arcadia/contract/calls/honor/common';
import type { ReactNode } from 'react';
import styles from './honor.module.css';

/** Ribbon, rim and face colours per tier. */
const TIERS: Record<HonorTier, { rim: string; face: string; ribbon: string; glyph: string }> = {
  bronze: { rim: '#a0522d', face: '#e3a76f', ribbon: '#7c3f1d', glyph: '#4a230c' },
  silver: { rim: '#7d8796', face: '#dfe5ee', ribbon: '#4f6d9a', glyph: '#2a3444' },
  gold: { rim: '#c8921a', face: '#ffd866', ribbon: '#b3342b', glyph: '#5c3b00' },
};

/** The glyph in a badge's face, per badge (drawn on a 64 x 64 box, face centred at 32, 30). */
const GLYPHS: Record<string, (c: string) => ReactNode> = {
  first_win: (c) => (
    <path d="M32 17l4 8.5 9.3 1.2-6.8 6.4 1.7 9.2L32 37.8l-8.2 4.5 1.7-9.2-6.8-6.4 9.3-1.2z" fill={c} />
  ),
  rounds_100: (c) => (
    <text x="32" y="35" textAnchor="middle" fontSize="13" fontWeight="800" fill={c}>
      100
    </text>
  ),
  rounds_1000: (c) => (
    <text x="32" y="35" textAnchor="middle" fontSize="14" fontWeight="800" fill={c}>
      1K
    </text>
  ),
  sudoku_streak_7: (c) => (
    <g fill="none" stroke={c} strokeWidth="1.8">
      <rect x="22" y="20" width="20" height="20" rx="2" />
      <path d="M28.7 20v20M35.3 20v20M22 26.7h20M22 33.3h20" />
      <text x="32" y="46" textAnchor="middle" fontSize="0" />
    </g>
  ),
  invited_10: (c) => (
    <g fill={c}>
      <circle cx="26" cy="24" r="4.5" />
      <circle cx="38" cy="24" r="4.5" />
      <path d="M17.5 39c0-5.5 3.8-9 8.5-9s8.5 3.5 8.5 9zM29.5 39c0-5.5 3.8-9 8.5-9s8.5 3.5 8.5 9z" />
    </g>
  ),
  battle_top10: (c) => (
    <g fill={c}>
      <path d="M24 18h16v6a8 8 0 01-16 0z" />
      <path d="M22 19h-4a5 5 0 005 6M42 19h4a5 5 0 01-5 6" fill="none" stroke={c} strokeWidth="2" />
      <rect x="30" y="31" width="4" height="6" />
      <rect x="25" y="37" width="14" height="4" rx="1" />
    </g>
  ),
  season_champion: (c) => <path d="M19 38l-2-16 8 7 7-11 7 11 8-7-2 16z M19 40h26v3H19z" fill={c} />,
  first_post: (c) => (
    <g fill={c}>
      <path d="M22 40l2.5-8 13-13 5.5 5.5-13 13z" />
      <path d="M21 43h22v2H21z" />
    </g>
  ),
  verified_phone: (c) => (
    <g>
      <rect x="25" y="16" width="14" height="26" rx="3" fill={c} />
      <path d="M28.5 29l2.5 2.5 4.5-5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </g>
  ),
};

/** A badge drawn in the app (nothing fetched): a medal of its tier with its glyph; locked ones are grey. */
export function BadgeArt({
  code,
  tier,
  locked = false,
  size = 56,
}: {
  code: string;
  tier: HonorTier;
  locked?: boolean;
  size?: number;
}) {
  const c = TIERS[tier];
  const glyph = GLYPHS[code] ?? GLYPHS.first_win;
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={locked ? styles.locked : undefined}
      data-badge={code}
    >
      <path d="M20 44l-6 16 8-3 5 6 5-15zM44 44l6 16-8-3-5 6-5-15z" fill={c.ribbon} />
      <path d="M32 4l22 8v16c0 14-9.5 22-22 27C19.5 50 10 42 10 28V12z" fill={c.rim} />
      <path d="M32 9l17.5 6.4V28c0 11-7.4 17.6-17.5 21.8C21.9 45.6 14.5 39 14.5 28V15.4z" fill={c.face} />
      {glyph?.(c.glyph)}
    </svg>
  );
}
