import { describe, expect, it } from 'vitest';
import { localDay, markRanToday, mayRunToday } from './daily-limit.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('daily-limit helper (spec section 4)', () => {
  const monday = new Date(2026, 10, 23, 9, 0);
  const mondayLate = new Date(2026, 10, 23, 23, 59);
  const tuesday = new Date(2026, 10, 24, 0, 1);

  it('runs the first time', () => {
    expect(mayRunToday('signin', { storage: memory(), now: monday })).toBe(true);
  });

  it('not twice on the same day', () => {
    const storage = memory();
    markRanToday('signin', { storage, now: monday });
    expect(mayRunToday('signin', { storage, now: mondayLate })).toBe(false);
    expect(mayRunToday('signin', { storage, now: tuesday })).toBe(true);
  });

  it('stops at the optional cap', () => {
    const storage = memory();
    markRanToday('popup', { storage, now: monday });
    markRanToday('popup', { storage, now: tuesday });
    const wednesday = new Date(2026, 10, 25);
    expect(mayRunToday('popup', { storage, now: wednesday, cap: 3 })).toBe(true);
    expect(mayRunToday('popup', { storage, now: wednesday, cap: 2 })).toBe(false);
    expect(mayRunToday('popup', { storage, now: wednesday })).toBe(true);
  });

  it('actions are independent and bad records are ignored', () => {
    const storage = memory();
    markRanToday('a', { storage, now: monday });
    expect(mayRunToday('b', { storage, now: monday })).toBe(true);
    storage.setItem('daily_limit_c', '{oops');
    expect(mayRunToday('c', { storage, now: monday })).toBe(true);
  });

  it('uses the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
