import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * inbet (BitGame), the price prediction game (docs/inbet.md). Pure and synchronous: the server, the public verifier
 * and bench/inbet-edge.ts share it.
 *
 * Rounds: every pair runs rounds on one fixed schedule of `window` ms (INBET_WINDOW_MS, 60 s): round n takes
 * positions from n*window to (n+1)*window (its lock), then runs to (n+2)*window (its close). So one round takes
 * positions while the previous one runs. Up wins when close > lock, down when close < lock; equal prices refund.
 *
 * Payout: fixed, 1.95x the stake for the right side. With P(tie) = q and a feed that moves up as often as down
 * (the sandbox feed does, exactly), a position returns 0.975 + 0.025 q of its stake: a house edge of 2.5 % on every
 * stake that is not refunded (2.5 % x (1 - q) of all stakes). Fixed odds also mean the house gains nothing from any
 * price: it pays the same whoever is on the other side.
 *
 * Sandbox feed (provably fair): one pre-committed hash chain drives every pair, as turbo's crash chain does
 * (games/turbo.ts). Tick k (one a second, k = floor(epoch ms / 1000)) of a chain starting at tick F uses link
 * length - (k - F + 1); the last link (the commitment) and the salt are published before the chain's first tick.
 * Each pair's move at a tick: bytes of HMAC-SHA256(key = salt, message = link bytes || pair id); the first byte
 * below 246 (= 41 x 6, so every value is equally likely) gives step = byte mod 41 - 20, and the price moves by
 * step x the pair's unit. Up and down steps are mirror images, so P(up) = P(down) exactly, and the close minus the
 * lock price is the sum of the steps after the lock tick up to the close tick: anyone holding the close tick's link
 * recomputes the result and walks the link forward to the commitment.
 */

export const INBET_TICK_MS = 1000;
/** The right side pays 1.95 x its stake (hundredths). */
export const INBET_PAYOUT_HUNDREDTHS = 195;
export const INBET_HOUSE_EDGE_PERCENT = '2.5';
/** A sandbox step is -20..20 units. */
export const INBET_MAX_STEP = 20;

export const INBET_SIDES = ['up', 'down'] as const;
export type InbetSide = (typeof INBET_SIDES)[number];
export type InbetResult = 'up' | 'down' | 'tie' | 'void';

export interface InbetPair {
  /** The pair's id (the exchange's symbol). */
  id: string;
  /** Shown name. */
  name: string;
  /** Decimals of the price; prices are integers in these minor units. */
  decimals: number;
  /** The sandbox feed's first price, minor units. */
  anchor: number;
  /** The sandbox feed's price unit per step, minor units. */
  unit: number;
}

export const INBET_PAIRS: readonly InbetPair[] = [
  { id: 'BTCUSDT', name: 'BTC/USDT', decimals: 2, anchor: 6_500_000, unit: 100 },
  { id: 'ETHUSDT', name: 'ETH/USDT', decimals: 2, anchor: 320_000, unit: 5 },
  { id: 'TONUSDT', name: 'TON/USDT', decimals: 4, anchor: 52_000, unit: 1 },
];

export const INBET_PAIR_IDS = ['BTCUSDT', 'ETHUSDT', 'TONUSDT'] as const;
export type InbetPairId = (typeof INBET_PAIR_IDS)[number];

export function inbetPair(id: string): InbetPair | undefined {
  return INBET_PAIRS.find((p) => p.id === id);
}

/** The schedule of round `n` for a window of `windowMs`. */
export function roundTimes(n: number, windowMs: number) {
  return { opensAt: n * windowMs, locksAt: (n + 1) * windowMs, closesAt: (n + 2) * windowMs };
}

/** The round taking positions at `ms`. */
export function openRoundAt(ms: number, windowMs: number): number {
  return Math.floor(ms / windowMs);
}

export const tickAt = (ms: number) => Math.floor(ms / INBET_TICK_MS);

export function inbetResult(lock: number | null, close: number | null): InbetResult {
  if (lock === null || close === null) return 'void';
  return close > lock ? 'up' : close < lock ? 'down' : 'tie';
}

/** What a position pays back: 1.95x when its side won, the stake on a tie or a void round, nothing when it lost. */
export function inbetPayout(amount: bigint, side: InbetSide, result: InbetResult): bigint {
  if (result === 'tie' || result === 'void') return amount;
  return result === side ? (amount * BigInt(INBET_PAYOUT_HUNDREDTHS)) / 100n : 0n;
}

/** The next link: SHA-256 of the previous link's lowercase hex text (as turbo's chain). */
export function inbetNextLink(hashHex: string): string {
  return bytesToHex(sha256(utf8ToBytes(hashHex)));
}

const SPAN = 2 * INBET_MAX_STEP + 1;
const ACCEPT_BELOW = 256 - (256 % SPAN);

/** A pair's step (-20..20) at the tick whose link is `linkHex`. */
export function tickStep(linkHex: string, salt: string, pairId: string): number {
  const h = hmac(sha256, utf8ToBytes(salt), concatBytes(hexToBytes(linkHex), utf8ToBytes(pairId)));
  for (const b of h) if (b < ACCEPT_BELOW) return (b % SPAN) - INBET_MAX_STEP;
  return 0;
}

export interface InbetProof {
  pair: string;
  commitment: string;
  salt: string;
  /** The chain's first tick (epoch seconds). */
  chainFirstTick: number;
  lockTick: number;
  closeTick: number;
  /** The close tick's link, revealed at the close. */
  closeHash: string;
}

export interface VerifiedRound {
  /** Steps after the lock tick up to the close tick, in order. */
  steps: number[];
  /** close - lock in price units (minor units: steps' sum x the pair's unit). */
  delta: number;
  result: Exclude<InbetResult, 'void'>;
}

/**
 * Verifies a sandbox round: the close tick's link leads to the commitment, and the steps between lock and close
 * give the published prices' difference. Throws when the link is not in the chain.
 */
export function verifyInbetRound(proof: InbetProof): VerifiedRound {
  const pair = inbetPair(proof.pair);
  if (!pair) throw new Error('unknown pair');
  const closePosition = proof.closeTick - proof.chainFirstTick + 1;
  const lockPosition = proof.lockTick - proof.chainFirstTick + 1;
  if (lockPosition < 0 || closePosition <= lockPosition) throw new Error('the ticks are not in this chain');
  const steps: number[] = [];
  let h = proof.closeHash;
  for (let g = closePosition; g >= 1; g--) {
    if (g > lockPosition) steps.push(tickStep(h, proof.salt, pair.id));
    h = inbetNextLink(h);
  }
  if (h !== proof.commitment) throw new Error('the link does not lead to the published commitment');
  steps.reverse();
  const delta = steps.reduce((a, s) => a + s, 0) * pair.unit;
  return { steps, delta, result: delta > 0 ? 'up' : delta < 0 ? 'down' : 'tie' };
}

/**
 * P(the sum of `n` independent uniform steps of -max..max is 0): the chance of a tie over a window of n ticks,
 * exactly (as a float from an integer convolution).
 */
export function tieProbability(n: number, max = INBET_MAX_STEP): number {
  const span = 2 * max + 1;
  let dist: bigint[] = [1n];
  for (let i = 0; i < n; i++) {
    const next: bigint[] = new Array(dist.length + span - 1).fill(0n);
    for (let a = 0; a < dist.length; a++) {
      const v = dist[a] as bigint;
      if (v === 0n) continue;
      for (let s = 0; s < span; s++) next[a + s] = (next[a + s] as bigint) + v;
    }
    dist = next;
  }
  const middle = dist[(dist.length - 1) / 2] as bigint;
  const total = BigInt(span) ** BigInt(n);
  // Scale before dividing, keeping 15 significant digits.
  return Number((middle * 10n ** 18n) / total) / 1e18;
}

/** The return to a player per unit staked when ties refund and up and down are equally likely. */
export function inbetReturn(tie: number): number {
  return ((1 - tie) / 2) * (INBET_PAYOUT_HUNDREDTHS / 100) + tie;
}

/** Formats a price in minor units with its pair's decimals ("65000.00"). */
export function priceText(minor: number, decimals: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A decimal price text to minor units, cut (not rounded) to `decimals`; undefined when it is not a price. */
export function priceMinor(text: string, decimals: number): number | undefined {
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const frac = (m[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return Number(m[1]) * 10 ** decimals + (frac ? Number(frac) : 0);
}
