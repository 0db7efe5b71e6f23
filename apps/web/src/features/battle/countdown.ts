import { useEffect, useState } from 'react';

/** Seconds left as days and a clock: { days: 3, clock: '04:12:09' } (never below zero). */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`,
  };
}

/** Seconds until `endsAt` (Unix seconds) on the server's clock (`serverNow` when read), ticking each second. */
export function useSecondsLeft(endsAt: number, serverNow: number): number {
  const [skew] = useState(() => serverNow - Date.now() / 1000);
  const [now, setNow] = useState(() => Date.now() / 1000 + skew);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000 + skew), 1000);
    return () => clearInterval(timer);
  }, [skew]);
  return Math.max(0, endsAt - now);
}
