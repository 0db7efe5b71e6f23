import { useEffect, useState } from 'react';

/** Seconds until `endsAt` (Unix seconds) on the server's clock (`serverNow` when read), ticking each second. */
export function useSecondsLeft(endsAt: number, serverNow: number): number {
  const skew = serverNow - Date.now() / 1000;
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, endsAt - (now + skew));
}
