import type { ReactNode } from 'react';

/**
 * retiger's symbols, drawn for the app (viewBox 64 x 64, flat shapes, no text but the card letters and the wild's
 * mark). Ids are the model's (contract games/retiger.ts RETIGER_SYMBOLS); an id this app does not know draws a plain
 * tile, so a model change never breaks the reels.
 */
const ART: Record<string, ReactNode> = {
  tiger: (
    <>
      <circle cx="32" cy="33" r="24" fill="#f08a24" />
      <path d="M12 14l10 6-8 8zM52 14l-10 6 8 8z" fill="#f08a24" stroke="#3b1d06" strokeWidth="2" />
      <path d="M15 17l5 3-4 4zM49 17l-5 3 4 4z" fill="#ffd9b0" />
      <ellipse cx="32" cy="43" rx="13" ry="10" fill="#fff3e2" />
      <path
        d="M32 10v9M25 11l2 8M39 11l-2 8M9 30h8M9 37h7M55 30h-8M55 37h-7"
        stroke="#2b1405"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <ellipse cx="24" cy="31" rx="3.5" ry="4" fill="#1d3a16" />
      <ellipse cx="40" cy="31" rx="3.5" ry="4" fill="#1d3a16" />
      <circle cx="25" cy="30" r="1.2" fill="#fff" />
      <circle cx="41" cy="30" r="1.2" fill="#fff" />
      <path d="M28 39h8l-4 4z" fill="#2b1405" />
      <path d="M32 43v3M27 48q5 3 10 0" stroke="#2b1405" strokeWidth="2" fill="none" strokeLinecap="round" />
      <rect x="16" y="54" width="32" height="9" rx="4.5" fill="#b9821a" stroke="#ffe08a" strokeWidth="1.5" />
      <path
        d="M22 56.5l2 4 2-3 2 3 2-4M34 56.5v4M37 56.5v4h3M42 56.5v4h1.5a2 2 0 0 0 0-4z"
        stroke="#fff6d6"
        strokeWidth="1.4"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  ),
  ingot: (
    <>
      <ellipse cx="32" cy="46" rx="26" ry="8" fill="#b9821a" />
      <path
        d="M6 34q4 14 26 14t26-14q-8 4-14 2-2-12-12-12t-12 12q-6 2-14-2z"
        fill="#f4c24d"
        stroke="#8a5a00"
        strokeWidth="2"
      />
      <ellipse cx="32" cy="30" rx="11" ry="8" fill="#ffe08a" stroke="#8a5a00" strokeWidth="2" />
      <path d="M27 27q5-4 10 0" stroke="#fff6d6" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M50 12l1.5 3.5L55 17l-3.5 1.5L50 22l-1.5-3.5L45 17l3.5-1.5z" fill="#fff6d6" />
    </>
  ),
  coin_bag: (
    <>
      <path d="M22 14h20l-5 8h-10z" fill="#a8322c" stroke="#5c1210" strokeWidth="2" strokeLinejoin="round" />
      <path d="M26 22h12q16 10 14 26-2 10-20 10T12 48q-2-16 14-26z" fill="#c9403a" stroke="#5c1210" strokeWidth="2" />
      <path d="M24 22h16" stroke="#f4c24d" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="42" r="10" fill="#f4c24d" stroke="#8a5a00" strokeWidth="2" />
      <rect x="29" y="39" width="6" height="6" fill="#b9821a" />
    </>
  ),
  lantern: (
    <>
      <path d="M32 4v6" stroke="#f4c24d" strokeWidth="2.5" />
      <rect x="22" y="10" width="20" height="6" rx="2" fill="#f4c24d" />
      <ellipse cx="32" cy="32" rx="20" ry="17" fill="#e0322c" stroke="#7a1210" strokeWidth="2" />
      <path
        d="M32 15q-10 17 0 34M32 15q10 17 0 34M20 20q-6 12 0 24M44 20q6 12 0 24"
        stroke="#ff8a5c"
        strokeWidth="1.6"
        fill="none"
      />
      <rect x="22" y="48" width="20" height="6" rx="2" fill="#f4c24d" />
      <path d="M29 54v7M32 54v8M35 54v7" stroke="#f4c24d" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  firecracker: (
    <>
      <path d="M40 12q6-8 12-4" stroke="#d3c4e8" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M53 4l1.5 3L58 8l-3.5 1.5L53 13l-1.5-3.5L48 8l3.5-1z" fill="#ffd66b" />
      <g transform="rotate(-18 32 36)">
        <rect x="14" y="16" width="12" height="40" rx="3" fill="#d8342c" stroke="#6e1210" strokeWidth="2" />
        <rect x="26" y="14" width="12" height="42" rx="3" fill="#e84a3a" stroke="#6e1210" strokeWidth="2" />
        <rect x="38" y="16" width="12" height="40" rx="3" fill="#d8342c" stroke="#6e1210" strokeWidth="2" />
        <path d="M14 26h36M14 46h36" stroke="#f4c24d" strokeWidth="3" />
      </g>
    </>
  ),
  orange: (
    <>
      <circle cx="32" cy="36" r="22" fill="#ff9a1f" stroke="#a24f00" strokeWidth="2" />
      <circle cx="25" cy="28" r="5" fill="#ffc46b" opacity="0.7" />
      <path d="M32 14q2-6 6-8" stroke="#4c2a00" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <path d="M34 13q10-8 18-2-8 8-18 2z" fill="#37b36b" stroke="#0c5a3b" strokeWidth="1.5" />
    </>
  ),
  ace: (
    <>
      <rect x="10" y="6" width="44" height="52" rx="7" fill="#1f4fa3" stroke="#9cc0ff" strokeWidth="2" />
      <path
        d="M22 48l10-30 10 30M26 38h12"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </>
  ),
  king: (
    <>
      <rect x="10" y="6" width="44" height="52" rx="7" fill="#0c6b45" stroke="#8ff0c0" strokeWidth="2" />
      <path
        d="M24 18v30M40 18L25 34l15 14"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </>
  ),
};

const UNKNOWN = <rect x="8" y="8" width="48" height="48" rx="8" fill="#35204f" stroke="#5a3f80" strokeWidth="2" />;

/** One symbol's picture; its name is said by whoever shows it (aria-hidden here). */
export function SymbolArt({ id, className }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false" data-symbol={id}>
      {ART[id] ?? UNKNOWN}
    </svg>
  );
}
