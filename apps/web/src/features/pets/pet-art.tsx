import { decodeGenes, type Rarity } from '@arcadia/contract/games/pets';

/**
 * A pet's picture, drawn from its genes (games/pets.ts decodeGenes): body shape, colour, pattern, eyes and accessory
 * layers, framed by its rarity. Nothing is fetched.
 */
const COLOURS = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#6d597a', '#e9c46a', '#4d96ff', '#ff6b9a'];
const FRAMES: Record<Rarity, string> = {
  common: '#b8c0cc',
  rare: '#4d96ff',
  epic: '#9b5de5',
  legendary: '#f5b700',
};
const BODIES = [
  'M50 22c17 0 28 14 28 32s-11 30-28 30-28-12-28-30 11-32 28-32z',
  'M24 50c0-18 11-30 26-30s26 12 26 30v30H24z',
  'M50 18l30 26-6 38H26l-6-38z',
  'M50 20c20 0 30 16 30 34 0 16-12 28-30 28S20 70 20 54c0-18 10-34 30-34z',
];

export function PetArt({
  genes,
  rarity,
  size = 96,
  label,
}: {
  genes: string;
  rarity: Rarity;
  size?: number;
  label: string;
}) {
  const g = decodeGenes(genes);
  const colour = COLOURS[g.colour] ?? COLOURS[0];
  const id = `pet-${genes}`;
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label}>
      <defs>
        <clipPath id={`${id}-clip`}>
          <path d={BODIES[g.body]} />
        </clipPath>
      </defs>
      <rect x="2" y="2" width="96" height="96" rx="18" fill="#fff8ef" stroke={FRAMES[rarity]} strokeWidth="4" />
      {g.body === 1 ? (
        <>
          <path d="M28 30l-4-14 14 8z" fill={colour} />
          <path d="M72 30l4-14-14 8z" fill={colour} />
        </>
      ) : null}
      <path d={BODIES[g.body]} fill={colour} />
      <g clipPath={`url(#${id}-clip)`} fill="#000" opacity="0.18">
        {g.pattern === 1 ? [30, 44, 58, 72].map((y) => <rect key={y} x="16" y={y} width="68" height="5" />) : null}
        {g.pattern === 2
          ? [
              [36, 40],
              [62, 48],
              [44, 70],
              [66, 72],
            ].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r="6" />)
          : null}
        {g.pattern === 3 ? <path d="M20 60h60v30H20z" fill="#fff" opacity="2.5" /> : null}
      </g>
      {g.eyes === 0 ? (
        <>
          <circle cx="41" cy="50" r="5" fill="#1d1d1f" />
          <circle cx="59" cy="50" r="5" fill="#1d1d1f" />
        </>
      ) : g.eyes === 1 ? (
        <path d="M35 51q6-6 12 0M53 51q6-6 12 0" stroke="#1d1d1f" strokeWidth="3" fill="none" />
      ) : g.eyes === 2 ? (
        <>
          <circle cx="41" cy="50" r="7" fill="#fff" />
          <circle cx="59" cy="50" r="7" fill="#fff" />
          <circle cx="42" cy="51" r="3.5" fill="#1d1d1f" />
          <circle cx="60" cy="51" r="3.5" fill="#1d1d1f" />
        </>
      ) : (
        <rect x="33" y="46" width="34" height="8" rx="4" fill="#1d1d1f" />
      )}
      <path d="M45 62q5 4 10 0" stroke="#1d1d1f" strokeWidth="2.5" fill="none" />
      {g.accessory === 1 ? <path d="M38 24l12-12 12 12z" fill="#f5b700" stroke="#a07800" /> : null}
      {g.accessory === 2 ? <path d="M40 72l10 4 10-4-10 8z" fill="#e63946" /> : null}
      {g.accessory === 3 ? <circle cx="72" cy="30" r="6" fill="#ff8fab" /> : null}
      {g.accessory === 4 ? <path d="M30 44h40" stroke="#1d1d1f" strokeWidth="2" /> : null}
    </svg>
  );
}
