import { useId } from 'react';

/** The eleven VIP colours, level 0 to 10 (spec section 3: vip_level indexes eleven icons). */
const VIP_GEMS: readonly [string, string][] = [
  ['#c9c3d6', '#6f6780'], // 0 stone
  ['#f0b27a', '#9a5a22'], // 1 bronze
  ['#eef1f6', '#8d96a8'], // 2 silver
  ['#ffe08a', '#b9821a'], // 3 gold
  ['#7ef0bd', '#0c7a4d'], // 4 emerald
  ['#8cc8ff', '#1d5fc2'], // 5 sapphire
  ['#d5a6ff', '#6b2fa3'], // 6 amethyst
  ['#ff8fa3', '#b0183a'], // 7 ruby
  ['#ffc2e6', '#c2408f'], // 8 pink diamond
  ['#9ef3ff', '#2a6f8a'], // 9 aquamarine
  ['#ffffff', '#f4c24d'], // 10 crown diamond
];

/** A cut gem in the level's colours, with a crown from level 10 and stars for the tiers above stone. */
export function VipGem({ level, size = '0.4rem', title }: { level: number; size?: string; title?: string }) {
  const id = useId();
  const [light, deep] = VIP_GEMS[Math.max(0, Math.min(10, level))] as [string, string];
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-level={level}
    >
      <defs>
        <linearGradient id={`${id}v`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={deep} />
        </linearGradient>
      </defs>
      {level >= 10 ? <path d="M12 10l5 5 7-9 7 9 5-5-2 9H14z" fill="#f4c24d" stroke="#b9821a" /> : null}
      <path d="M10 20h28l-14 22z" fill={`url(#${id}v)`} stroke={deep} strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M16 14h16l6 6H10z" fill={light} stroke={deep} strokeWidth="1.2" strokeLinejoin="round" />
      <path
        d="M10 20l14 22 14-22M18 20l6 22 6-22M16 14l2 6M32 14l-2 6M24 14v6"
        fill="none"
        stroke={deep}
        strokeOpacity="0.55"
        strokeWidth="0.9"
      />
      <path d="M17 16l3 3" stroke="#fff" strokeOpacity="0.8" strokeWidth="1.4" strokeLinecap="round" />
      <text x="24" y="31" textAnchor="middle" fontSize="9" fontWeight="800" fill="#24103a" fillOpacity="0.85">
        {level}
      </text>
    </svg>
  );
}
