/** A candidate's artwork, drawn here from its hue and glyph (nothing fetched). */
export function CandidateArt({ hue, glyph, className }: { hue: number; glyph: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 44 44" aria-hidden="true">
      <defs>
        <linearGradient id={`va${hue}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 80% 62%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 42%)`} />
        </linearGradient>
      </defs>
      <rect width="44" height="44" rx="12" fill={`url(#va${hue})`} />
      <text x="22" y="30" textAnchor="middle" fontSize="22" fill="#fff">
        {glyph}
      </text>
    </svg>
  );
}
