import { fromMinor, toMinor } from '../../ledger/coins.ts';

/** USDT minor units (6 decimals) as the wire's decimal text, and back. */
export const usdtText = (minor: bigint) => fromMinor(minor, 6);
export const usdtMinor = (text: string) => toMinor(text, 6) ?? 0n;

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
