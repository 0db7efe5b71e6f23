import type { Settings } from '../../config-schema.ts';

/** The prize pool's terms (POOL_* settings, docs/pool.md). */
export interface PoolSettings {
  /** Basis points of the period's fee and house earnings (USDT) that go into the pool. */
  shareBps: number;
  periodMs: number;
  /** A closed period is funded and paid this long after it closed (transfers in flight at the close commit). */
  settleAfterMs: number;
  /** How often each server process runs the job; 0: never (tests run it by hand). */
  jobEveryMs: number;
  /** Payouts paid per transaction. */
  payBatch: number;
}

const HOUR_MS = 3_600_000;

export function poolSettingsFrom(
  settings: Pick<Settings, 'POOL_SHARE_BPS' | 'POOL_PERIOD_HOURS' | 'POOL_SETTLE_AFTER_SECONDS' | 'POOL_JOB_EVERY_MS'>,
): PoolSettings {
  return {
    shareBps: settings.POOL_SHARE_BPS,
    periodMs: settings.POOL_PERIOD_HOURS * HOUR_MS,
    settleAfterMs: settings.POOL_SETTLE_AFTER_SECONDS * 1000,
    jobEveryMs: settings.POOL_JOB_EVERY_MS,
    payBatch: 100,
  };
}

/** The first period boundary after `at`: periods are aligned on multiples of their length since the epoch. */
export function nextBoundary(at: Date, periodMs: number): Date {
  return new Date((Math.floor(at.getTime() / periodMs) + 1) * periodMs);
}
