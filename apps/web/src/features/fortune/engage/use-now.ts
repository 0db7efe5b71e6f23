import { useEffect, useState } from 'react';

/** The time now in ms, ticking every `everyMs` while mounted (for countdowns). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Milliseconds until a unix time in seconds (never below zero). */
export const msUntil = (seconds: number, now: number) => Math.max(0, seconds * 1000 - now);
