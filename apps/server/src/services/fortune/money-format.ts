import { fromMinor, toMinor } from '../../ledger/coins.ts';

/** USDT minor units (6 decimals) as the wire's decimal text, and back. */
export const usdtText = (minor: bigint) => fromMinor(minor, 6);
export const usdtMinor = (text: string) => toMinor(text, 6) ?? 0n;

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Whole USDT as settings and seeds write it (50, 2.5), in minor units. */
export const usdtWhole = (whole: number) => BigInt(Math.round(whole * 1_000_000));

/** The UTC day of a moment, YYYY-MM-DD: wagers, free chances and rakeback periods are kept by it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
