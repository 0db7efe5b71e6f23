/** The pool's hero art: coins dropping into a glowing basin, drawn for the app (decorative). */
export function PoolArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="pool-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
        <linearGradient id="pool-coin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="78" rx="50" ry="14" fill="#134e4a" opacity="0.35" />
      <path d="M14 60c0 12 20.6 22 46 22s46-10 46-22l-6 0c-4 7-20 12-40 12S24 67 20 60z" fill="#0f766e" />
      <ellipse cx="60" cy="60" rx="46" ry="13" fill="url(#pool-water)" />
      <ellipse cx="60" cy="60" rx="34" ry="8" fill="#99f6e4" opacity="0.45" />
      <g stroke="#92400e" strokeWidth="1.5">
        <ellipse cx="42" cy="30" rx="10" ry="10" fill="url(#pool-coin)" />
        <ellipse cx="74" cy="18" rx="8" ry="8" fill="url(#pool-coin)" />
        <ellipse cx="62" cy="44" rx="9" ry="6" fill="url(#pool-coin)" />
      </g>
      <path d="M39 30h6M42 26v8M71 18h6M74 15v6" stroke="#92400e" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="28" cy="14" r="2" fill="#fde68a" />
      <circle cx="94" cy="34" r="2.5" fill="#fde68a" />
      <circle cx="100" cy="12" r="1.5" fill="#fde68a" />
    </svg>
  );
}
