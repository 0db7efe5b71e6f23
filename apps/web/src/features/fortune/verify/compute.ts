import { bytesToFloat, hashServerSeed, pickWeighted, roll10000, roundBytes } from '@arcadia/contract/fairness';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The verifier's steps, made with the shared fairness library (packages/contract/src/fairness.ts, the same code the
 * server draws with): the commitment, the HMAC bytes of round 0, the first float, the outcome.
 */
export type VerifyGame = 'lucky_spin' | 'free_lottery';

export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: VerifyGame;
  /** The lucky spin's weights in table order (empty when unknown). */
  weights: readonly number[];
  /** The commitment published before play, when known. */
  publishedHash?: string;
}

export interface VerifySteps {
  hash: string;
  /** null when no published hash was given. */
  hashMatches: boolean | null;
  message: string;
  bytes: string;
  /** "d5 01 6f 2a" */
  firstBytes: string;
  uint32: number;
  float: number;
  /** Lucky spin: floor(float x total) and the total weight (null without usable weights). */
  pick: number | null;
  total: number | null;
  /** The row (lucky spin) or the roll (free lottery); null when the weights are missing or unusable. */
  outcome: number | null;
}

export function verifyDraw(input: VerifyInput): VerifySteps {
  const hash = hashServerSeed(input.serverSeed);
  const published = input.publishedHash?.trim().toLowerCase();
  const bytes = roundBytes(input.serverSeed, input.clientSeed, input.nonce, 0);
  const float = bytesToFloat(bytes, 0);
  const base = {
    hash,
    hashMatches: published ? published === hash : null,
    message: `${input.clientSeed}:${input.nonce}:0`,
    bytes: bytesToHex(bytes),
    firstBytes: bytesToHex(bytes.slice(0, 4)).replace(/(..)(?!$)/g, '$1 '),
    uint32: Math.round(float * 2 ** 32),
    float,
  };
  if (input.game === 'free_lottery') return { ...base, pick: null, total: null, outcome: roll10000(float) };
  const total = input.weights.reduce((sum, w) => sum + w, 0);
  try {
    const row = pickWeighted(input.weights, float);
    return { ...base, pick: Math.floor(float * total), total, outcome: row };
  } catch {
    // No weights, or weights that are not non-negative integers with a positive total.
    return { ...base, pick: null, total: null, outcome: null };
  }
}

/** "5, 3,2" -> [5, 3, 2]; anything that is not a whole number makes the list unusable (empty). */
export function parseWeights(text: string): number[] {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const weights = parts.map(Number);
  return weights.every((w) => Number.isInteger(w) && w >= 0) ? weights : [];
}
