import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

// The multiplier's curve needs no hashing: it lives apart, so a screen drawing the rounds does not load SHA-256.
export { msUntil, multiplierAt, multiplierText, TURBO_GROWTH_PER_MS } from './turbo-curve.ts';

/**
 * turbo, Fortune's crash game (docs/fortune-games.md, "turbo"): crash points from a pre-committed hash chain, after
 * Bustabit v2 (references/fairness-and-game-math.md, section 2). Pure and synchronous: the server, the public verifier
 * and the bench share it.
 *
 * 1. Chain: a secret 32-byte seed x0; x(k+1) = SHA-256 of the lowercase hex text of x(k); the last link x(N) is published
 *    first (the commitment). Game g (1 first) uses x(N - g), so hashing game g's hash g times gives the commitment.
 * 2. Salt: a text published with the commitment before the first game (in production: the hash of a Bitcoin block not
 *    yet mined then, TURBO_SALT), so the house could not choose a chain that suits it.
 * 3. Crash point: H = HMAC-SHA256(key = salt text, message = the game hash's 32 bytes); X = first 13 hex digits of H
 *    (52 bits) / 2^52; crash = max(1, floor(EDGE_NUMERATOR / (1 - X)) / 100), EDGE_NUMERATOR = 97 (3 % house edge):
 *    P(crash >= m) = 0.97 / m for every m >= 1, so any cash-out target returns 97 % of stakes on average.
 */

export const TURBO_EDGE_NUMERATOR = 97;
export const TURBO_HOUSE_EDGE_PERCENT = 100 - TURBO_EDGE_NUMERATOR;
const TWO_POW_52 = 2 ** 52;

/** The next link: SHA-256 of the previous link's lowercase hex text. */
export function nextLink(hashHex: string): string {
  return bytesToHex(sha256(utf8ToBytes(hashHex)));
}

/** Hashes `times` times. */
export function hashForward(hashHex: string, times: number): string {
  let h = hashHex;
  for (let i = 0; i < times; i++) h = nextLink(h);
  return h;
}

/**
 * The crash point in hundredths (100 = 1.00x) of a game hash under a salt. `edgeNumerator` is 97 for turbo; Bustabit
 * uses 99, which the tests use to reproduce Bustabit's published games.
 */
export function crashPointHundredths(gameHashHex: string, salt: string, edgeNumerator = TURBO_EDGE_NUMERATOR): number {
  const h = bytesToHex(hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHashHex)));
  const x = Number.parseInt(h.slice(0, 13), 16) / TWO_POW_52;
  return Math.max(100, Math.floor(edgeNumerator / (1 - x)));
}

/** True when hashing `gameHash` `gameNumber` times gives the commitment: the game belongs to the chain. */
export function inChain(gameHashHex: string, gameNumber: number, terminatingHashHex: string): boolean {
  return hashForward(gameHashHex, gameNumber) === terminatingHashHex;
}

export interface VerifiedGame {
  game: number;
  hash: string;
  crash: number;
}

/**
 * Every game from `fromGame` down to 1, given game `fromGame`'s hash: each earlier game's hash is the next link of
 * the later one's, and game 1's next link is the commitment. Throws if the chain does not reach it.
 */
export function verifyChain(
  hashHex: string,
  fromGame: number,
  terminatingHashHex: string,
  salt: string,
): VerifiedGame[] {
  const out: VerifiedGame[] = [];
  let h = hashHex;
  for (let g = fromGame; g >= 1; g--) {
    out.push({ game: g, hash: h, crash: crashPointHundredths(h, salt) });
    h = nextLink(h);
  }
  if (h !== terminatingHashHex) throw new Error('the hashes do not lead to the published commitment');
  return out;
}
