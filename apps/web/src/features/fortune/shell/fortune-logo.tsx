import { useId } from 'react';

/** Fortune's mark: a gold coin carrying a four-leaf clover (the same drawing as public/fortune/icon.svg). */
export function FortuneMark({ size = '0.36rem', title }: { size?: string; title?: string }) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a3" />
          <stop offset="0.55" stopColor="#f4c24d" />
          <stop offset="1" stopColor="#b9821a" />
        </linearGradient>
        <linearGradient id={`${id}c`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3ddc97" />
          <stop offset="1" stopColor="#0c5a3b" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${id}g)`} />
      <circle cx="24" cy="24" r="18" fill="#2a1245" stroke="#ffe9a3" strokeOpacity="0.6" strokeWidth="1.2" />
      <g fill={`url(#${id}c)`}>
        <circle cx="19" cy="19" r="5.4" />
        <circle cx="29" cy="19" r="5.4" />
        <circle cx="19" cy="29" r="5.4" />
        <circle cx="29" cy="29" r="5.4" />
      </g>
      <circle cx="24" cy="24" r="2.4" fill="#f4c24d" />
      <path d="M26 31c2 4 5 6 8 7" fill="none" stroke="#3ddc97" strokeWidth="2" strokeLinecap="round" />
      <path d="M38 7l1.2 2.6 2.6 1.2-2.6 1.2L38 14.6l-1.2-2.6-2.6-1.2 2.6-1.2z" fill="#fff6d6" />
    </svg>
  );
}
