import { LOTTO_COIN } from '@arcadia/contract/calls/lotto/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Settings } from '../../config-schema.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';

/**
 * lotto and xoso's coin: USDT, the game balance the /win games play with (docs/lotto.md): one balance for every
 * main-brand game, topped up at /win/money, and a real-money prize worth waiting for a draw.
 */
export const COIN = LOTTO_COIN as CoinCode;
export const usdt = (minor: bigint) => fromMinor(minor, coinOf(COIN).decimals);
export const toUsdt = (amount: string) => toMinor(amount, coinOf(COIN).decimals);
export const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The terms new draws open with (LOTTO_* and XOSO_* settings); a lotto draw keeps its own once open. */
export interface Terms {
  periodMs: number;
  /** Minor units of USDT. */
  price: bigint;
  jackpotBps: number;
  maxLines: number;
  minStake: bigint;
  maxStake: bigint;
  daysAhead: number;
  /** How often the scheduler tick runs on this server; 0: never (tests tick themselves). */
  jobMs: number;
}

type LottoSettings = Pick<
  Settings,
  | 'LOTTO_PERIOD_MINUTES'
  | 'LOTTO_PRICE_USDT'
  | 'LOTTO_JACKPOT_BPS'
  | 'LOTTO_MAX_LINES'
  | 'XOSO_MIN_STAKE_USDT'
  | 'XOSO_MAX_STAKE_USDT'
  | 'XOSO_DAYS_AHEAD'
  | 'LOTTO_JOB_MS'
>;

export function termsFrom(settings: LottoSettings): Terms {
  const min = toUsdt(settings.XOSO_MIN_STAKE_USDT) ?? 100_000n;
  return {
    periodMs: settings.LOTTO_PERIOD_MINUTES * 60_000,
    price: toUsdt(settings.LOTTO_PRICE_USDT) ?? 500_000n,
    jackpotBps: settings.LOTTO_JACKPOT_BPS,
    maxLines: settings.LOTTO_MAX_LINES,
    minStake: min > 0n ? min : 1n,
    maxStake: toUsdt(settings.XOSO_MAX_STAKE_USDT) ?? 100_000_000n,
    daysAhead: settings.XOSO_DAYS_AHEAD,
    jobMs: settings.LOTTO_JOB_MS,
  };
}

/** The jackpot's share of `sales`: floor(sales x bps / 10000). */
export const jackpotShare = (sales: bigint, bps: number) => (sales * BigInt(bps)) / 10_000n;
