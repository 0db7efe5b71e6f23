/** The programme's artwork: two hands meeting over a coin with a rising arrow (decorative). */
export function PartnerArt({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="#fff" fillOpacity="0.16" />
      <circle cx="36" cy="26" r="12" fill="#ffd35c" stroke="#b8860b" strokeWidth="2" />
      <path d="M31 29l5-6 5 6M36 23v10" stroke="#8a5a00" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M8 50c6-6 12-8 18-6l8 3c2 1 2 4-1 4h-9" fill="#f6c7a0" stroke="#7a4a2a" strokeWidth="2" />
      <path d="M64 50c-6-6-12-8-18-6l-8 3c-2 1-2 4 1 4h9" fill="#e8a77b" stroke="#7a4a2a" strokeWidth="2" />
      <path d="M8 50l4 10M64 50l-4 10" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
