import { accrued, DEFAULT_PET_TERMS, type Rarity, staminaLeft } from '@arcadia/contract/games/pets';
import { useEffect, useState } from 'react';
import type { PetView } from './queries.ts';

/** The server's clock as seen now: the answer's `now` plus the seconds since it arrived. */
export function useServerNowMs(serverNow: number): number {
  const [base] = useState(() => ({ server: serverNow * 1000, local: Date.now() }));
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return base.server + (now - base.local);
}

/** What the pet has earned by `nowMs`, KC decimal string (the same math as the server's). */
export function liveAccrued(p: PetView, nowMs: number): string {
  const minor = accrued(
    DEFAULT_PET_TERMS,
    {
      rarity: p.rarity as Rarity,
      level: p.level,
      lastCollectedMs: p.last_collected_at * 1000,
      staminaUntilMs: p.stamina_until * 1000,
      buffUntilMs: p.buff_until === null ? null : p.buff_until * 1000,
    },
    nowMs,
  );
  const s = minor.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

export const staminaPercent = (p: PetView, nowMs: number) =>
  Math.round(staminaLeft(DEFAULT_PET_TERMS, p.stamina_until * 1000, nowMs) * 100);

export const newKey = () => crypto.randomUUID();
