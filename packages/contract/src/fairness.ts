import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Fortune's provably fair procedure (docs/fortune.md, "Fairness"), the same on the server and in the public verifier
 * (/fortune/test). Pure and synchronous, no Node APIs: it runs in the browser as is. It follows the Stake-style scheme
 * (references/fairness-and-game-math.md, section 1):
 *
 * 1. Commitment: before any play the player sees serverSeedHash = hex SHA-256 of the server seed's UTF-8 text.
 * 2. Bytes: round r (0 first) gives the 32 bytes HMAC_SHA256(key = server seed text, message = `${clientSeed}:${nonce}:${r}`).
 * 3. Floats: float i = the big-endian uint32 of bytes 4i..4i+3 of the stream, divided by 2^32 (so 0 <= float < 1);
 *    eight floats per round.
 * 4. Outcomes from float 0: the lucky spin's row = the first row whose cumulative weight exceeds
 *    floor(float x total weight); the free lottery's roll = floor(float x 10000), 0-9999.
 *
 * Rotating the seed pair reveals the server seed: hash it, compare with the commitment, and recompute every draw.
 */

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const FLOATS_PER_ROUND = 8;
const TWO_POW_32 = 2 ** 32;
export const LOTTERY_ROLLS = 10_000;

/** The commitment shown before play: hex SHA-256 of the server seed's UTF-8 text. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of one round: HMAC_SHA256(key = server seed, message = `clientSeed:nonce:round`). */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number, round: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/** The first `count` floats of the stream, each in [0, 1). */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = roundBytes(serverSeed, clientSeed, nonce, round);
    for (let i = 0; i < FLOATS_PER_ROUND && out.length < count; i++) out.push(bytesToFloat(bytes, i * 4));
  }
  return out;
}

/** Four bytes from `offset` as a big-endian uint32 over 2^32. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  const b = (k: number) => bytes[offset + k] ?? 0;
  return (b(0) * 2 ** 24 + b(1) * 2 ** 16 + b(2) * 2 ** 8 + b(3)) / TWO_POW_32;
}

/** The row a float picks from weighted rows: the first whose cumulative weight exceeds floor(float x total). */
export function pickWeighted(weights: readonly number[], float: number): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0) || weights.some((w) => !Number.isInteger(w) || w < 0))
    throw new Error('weights must be non-negative integers with a positive total');
  const target = Math.floor(float * total);
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i] as number;
    if (target < cumulative) return i;
  }
  throw new Error('float must be in [0, 1)');
}

/** The free lottery's roll, 0-9999. */
export function roll10000(float: number): number {
  return Math.floor(float * LOTTERY_ROLLS);
}

/** The lucky spin's prize-table row for a seed pair and nonce. */
export function spinOutcome(weights: readonly number[], pair: SeedPair): number {
  return pickWeighted(weights, floats(pair.serverSeed, pair.clientSeed, pair.nonce, 1)[0] as number);
}

/** The free lottery's roll for a seed pair and nonce. */
export function lotteryOutcome(pair: SeedPair): number {
  return roll10000(floats(pair.serverSeed, pair.clientSeed, pair.nonce, 1)[0] as number);
}

export type FairGame = 'lucky_spin' | 'free_lottery';

/** A draw as the server publishes it (fair/draw): its game, outcome, proof and, for a spin, the table's weights. */
export interface PublishedDraw {
  game: FairGame;
  outcome: number;
  proof: { server_seed_hash: string; server_seed: string | null; client_seed: string; nonce: number };
  weights?: readonly number[];
}

export type Verdict =
  | { ok: true; outcome: number }
  | { ok: false; reason: 'not_revealed' | 'hash_mismatch' | 'outcome_mismatch' | 'no_weights'; outcome?: number };

/** Checks a published draw: the revealed seed matches the commitment and reproduces the outcome. */
export function verifyDraw(draw: PublishedDraw): Verdict {
  const { proof } = draw;
  if (proof.server_seed === null) return { ok: false, reason: 'not_revealed' };
  if (hashServerSeed(proof.server_seed) !== proof.server_seed_hash.toLowerCase())
    return { ok: false, reason: 'hash_mismatch' };
  const pair = { serverSeed: proof.server_seed, clientSeed: proof.client_seed, nonce: proof.nonce };
  let outcome: number;
  if (draw.game === 'lucky_spin') {
    if (!draw.weights?.length) return { ok: false, reason: 'no_weights' };
    outcome = spinOutcome(draw.weights, pair);
  } else {
    outcome = lotteryOutcome(pair);
  }
  return outcome === draw.outcome ? { ok: true, outcome } : { ok: false, reason: 'outcome_mismatch', outcome };
}
