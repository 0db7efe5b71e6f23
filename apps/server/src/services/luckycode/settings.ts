import { LUCKYCODE_COIN } from '@arcadia/contract/calls/luckycode/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Settings } from '../../config-schema.ts';
import { coinOf, toMinor } from '../../ledger/coins.ts';

/** The one coin of lucky code: KC, the coin tasks pay (docs/luckycode.md). */
export const COIN = LUCKYCODE_COIN as CoinCode;

/** The terms a new draw opens with (LUCKYCODE_* settings); each draw keeps its own once open. */
export interface Terms {
  periodMs: number;
  /** Minor units of KC. */
  price: bigint;
  cap: number;
  minTickets: number;
  prizeBps: number;
  maxPerBuy: number;
  /** How often the job runs on this server; 0: never. */
  jobMs: number;
}

type LuckySettings = Pick<
  Settings,
  | 'LUCKYCODE_PERIOD_MINUTES'
  | 'LUCKYCODE_PRICE_KC'
  | 'LUCKYCODE_CAP'
  | 'LUCKYCODE_MIN_TICKETS'
  | 'LUCKYCODE_PRIZE_BPS'
  | 'LUCKYCODE_MAX_PER_BUY'
  | 'LUCKYCODE_JOB_MS'
>;

export function termsFrom(settings: LuckySettings): Terms {
  return {
    periodMs: settings.LUCKYCODE_PERIOD_MINUTES * 60_000,
    price: toMinor(settings.LUCKYCODE_PRICE_KC, coinOf(COIN).decimals) ?? 0n,
    cap: settings.LUCKYCODE_CAP,
    minTickets: Math.min(settings.LUCKYCODE_MIN_TICKETS, settings.LUCKYCODE_CAP),
    prizeBps: settings.LUCKYCODE_PRIZE_BPS,
    maxPerBuy: settings.LUCKYCODE_MAX_PER_BUY,
    jobMs: settings.LUCKYCODE_JOB_MS,
  };
}

/** What the winner of `sales` gets: floor(sales x bps / 10000); the house keeps sales - prize. */
export function prizeOf(sales: bigint, prizeBps: number): bigint {
  return (sales * BigInt(prizeBps)) / 10_000n;
}
