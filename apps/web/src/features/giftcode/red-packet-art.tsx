/** The red packet drawn for the app (inline SVG): an envelope with a gold seal; decorative, hidden from readers. */
export function RedPacketArt({ open = false, size = 96 }: { open?: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 96 112" width={size} height={(size * 112) / 96} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rp-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8323f" />
          <stop offset="1" stopColor="#b5121f" />
        </linearGradient>
        <linearGradient id="rp-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f2b33d" />
        </linearGradient>
      </defs>
      <rect x="6" y="8" width="84" height="100" rx="12" fill="url(#rp-body)" />
      {open ? (
        <path d="M6 30 L48 6 L90 30 Z" fill="#c91b29" stroke="#f2b33d" strokeWidth="2" />
      ) : (
        <path d="M6 20 Q48 58 90 20 V20 Q90 8 78 8 H18 Q6 8 6 20 Z" fill="#d11f2d" />
      )}
      <circle cx="48" cy={open ? 58 : 44} r="14" fill="url(#rp-gold)" />
      <text
        x="48"
        y={open ? 63 : 49}
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fill="#9a1020"
        fontFamily="system-ui, sans-serif"
      >
        福
      </text>
      <path d="M20 92 H76" stroke="#f2b33d" strokeWidth="2" strokeLinecap="round" opacity="0.7" />
      <path d="M28 99 H68" stroke="#f2b33d" strokeWidth="2" strokeLinecap="round" opacity="0.45" />
    </svg>
  );
}
