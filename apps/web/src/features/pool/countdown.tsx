import { useEffect, useRef, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as H:MM:SS (hours may pass 24 for long periods). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Ticks every second towards `endsAt` (unix seconds) on the server's clock: `serverNow` is the server's time when
 * the answer was made, so a wrong phone clock does not move the countdown. Calls `onDone` once it reaches zero.
 */
export function Countdown({ endsAt, serverNow, onDone }: { endsAt: number; serverNow: number; onDone?: () => void }) {
  const [skewMs] = useState(() => serverNow * 1000 - Date.now());
  const [seconds, setSeconds] = useState(() => endsAt - (Date.now() + skewMs) / 1000);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const left = () => endsAt - (Date.now() + skewMs) / 1000;
    setSeconds(left());
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next <= 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, skewMs]);
  return (
    <time dateTime={`PT${Math.max(0, Math.floor(seconds))}S`} data-testid="pool-countdown">
      {formatCountdown(seconds)}
    </time>
  );
}
