/** The invite illustration, drawn for the app: two friends and a gift between them, on a soft glow. */
export function InviteArt({ size = '1.2rem' }: { size?: string }) {
  return (
    <svg viewBox="0 0 120 96" width={size} height={`calc(${size} * 0.8)`} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="share-glow" cx="50%" cy="55%" r="55%">
          <stop offset="0" stopColor="#ffc94d" stopOpacity="0.45" />
          <stop offset="1" stopColor="#7c6cf2" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="share-gift" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd873" />
          <stop offset="1" stopColor="#f5b52e" />
        </linearGradient>
      </defs>
      <circle cx="60" cy="52" r="46" fill="url(#share-glow)" />
      <circle cx="28" cy="38" r="11" fill="#a99cff" />
      <path d="M10 80c0-12 8-21 18-21s18 9 18 21z" fill="#7c6cf2" />
      <circle cx="92" cy="38" r="11" fill="#7fd1ff" />
      <path d="M74 80c0-12 8-21 18-21s18 9 18 21z" fill="#3fa7f5" />
      <rect x="46" y="50" width="28" height="26" rx="3" fill="url(#share-gift)" />
      <rect x="43" y="44" width="34" height="9" rx="2" fill="#ffc94d" />
      <rect x="57" y="44" width="6" height="32" fill="#e5484d" />
      <path d="M60 44c-6-9-15-8-14-2 1 4 9 3 14 2zm0 0c6-9 15-8 14-2-1 4-9 3-14 2z" fill="#e5484d" />
      <circle cx="20" cy="16" r="2" fill="#ffc94d" />
      <circle cx="104" cy="14" r="2.5" fill="#ffc94d" />
      <circle cx="60" cy="12" r="1.8" fill="#a99cff" />
    </svg>
  );
}
