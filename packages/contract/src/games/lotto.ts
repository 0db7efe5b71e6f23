import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * lotto, the main brand's scheduled draw (docs/lotto.md): the classic 6/45 format (as Vietlott's Mega 6/45). A ticket
 * is one line of 6 distinct numbers from 1..45; the draw picks 6. Pure and synchronous: the server, the browser's
 * verifier and bench/lotto-odds.ts share it.
 *
 * Fairness (the same byte stream serves xoso, see xoso.ts):
 * 1. Commitment: seed_hash = hex SHA-256 of the seed's UTF-8 text, published when the draw opens (before any sale).
 * 2. Public entropy fixed when sales close: list_hash = hex SHA-256 of the canonical ticket list, one line per ticket
 *    in ascending ticket id, `<ticket id>:<n1>,<n2>,...,<n6>\n` (numbers ascending, decimal, no padding).
 * 3. Byte stream: HMAC-SHA256(key = UTF-8 of the seed, message = UTF-8 of `<prefix>:<round>`), rounds 0, 1, 2, ...
 *    concatenated; for lotto the prefix is `lotto:<draw id>:<list_hash>`.
 * 4. Numbers: a shrinking pool 1..45 (Fisher-Yates, as references/fairness-and-game-math.md 1.5); for each pick with
 *    m numbers left, bytes >= 256 - (256 mod m) are skipped (no modulo bias: every index is exactly equally likely)
 *    and the next byte b picks pool[b mod m], which leaves the pool.
 */

export const LOTTO_POOL = 45;
export const LOTTO_PICK = 6;

/**
 * Fixed prizes by matches, in multiples of the ticket price (Vietlott Mega 6/45's 30,000 / 300,000 / 10,000,000 VND
 * on a 10,000 VND ticket). Six matches win the jackpot instead, shared equally by its winners.
 */
export const LOTTO_FIXED_MULTIPLE: Readonly<Record<number, number>> = { 3: 3, 4: 30, 5: 1000 };

export const LOTTO_TIERS = [6, 5, 4, 3] as const;

const encoder = (text: string) => utf8ToBytes(text);

export function sha256Text(text: string): string {
  return bytesToHex(sha256(encoder(text)));
}

/** An endless byte stream from a seed and a message prefix (step 3). */
export function byteStream(seed: string, prefix: string): () => number {
  const key = encoder(seed);
  let round = 0;
  let block = new Uint8Array(0);
  let at = 0;
  return () => {
    if (at >= block.length) {
      block = hmac(sha256, key, encoder(`${prefix}:${round}`));
      round += 1;
      at = 0;
    }
    return block[at++] as number;
  };
}

/** An unbiased index in 0..m-1 from the stream (m <= 256): bytes past the last whole multiple of m are skipped. */
export function uniformIndex(next: () => number, m: number): number {
  if (!Number.isInteger(m) || m < 1 || m > 256) throw new Error(`uniform index: bad range ${m}`);
  const limit = 256 - (256 % m);
  for (;;) {
    const b = next();
    if (b < limit) return b % m;
  }
}

/** The 6 winning numbers in draw order (step 4). */
export function drawLottoNumbers(seed: string, drawId: number, listHash: string): number[] {
  const next = byteStream(seed, `lotto:${drawId}:${listHash}`);
  const pool = Array.from({ length: LOTTO_POOL }, (_, i) => i + 1);
  const picked: number[] = [];
  for (let i = 0; i < LOTTO_PICK; i++) {
    const idx = uniformIndex(next, pool.length);
    picked.push(pool[idx] as number);
    pool.splice(idx, 1);
  }
  return picked;
}

/** A valid line: 6 distinct integers 1..45. */
export function isLottoLine(numbers: readonly number[]): boolean {
  return (
    numbers.length === LOTTO_PICK &&
    new Set(numbers).size === LOTTO_PICK &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= LOTTO_POOL)
  );
}

export const sortedLine = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

export function countMatches(line: readonly number[], winning: readonly number[]): number {
  const set = new Set(winning);
  return line.filter((n) => set.has(n)).length;
}

export interface PublishedTicket {
  id: number;
  numbers: readonly number[];
}

/** The canonical ticket list (step 2). */
export function canonicalLottoList(tickets: readonly PublishedTicket[]): string {
  return [...tickets]
    .sort((a, b) => a.id - b.id)
    .map((t) => `${t.id}:${sortedLine(t.numbers).join(',')}\n`)
    .join('');
}

export const lottoListHash = (tickets: readonly PublishedTicket[]) => sha256Text(canonicalLottoList(tickets));

/** A quick pick: 6 distinct numbers from any uniform source of integers 0..m-1. */
export function quickPick(randomIndex: (m: number) => number): number[] {
  const pool = Array.from({ length: LOTTO_POOL }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < LOTTO_PICK; i++) {
    const idx = randomIndex(pool.length);
    out.push(pool[idx] as number);
    pool.splice(idx, 1);
  }
  return sortedLine(out);
}

/** n choose k, exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** Ways a line matches exactly `k` of the 6 drawn numbers, out of C(45, 6) draws. */
export const lottoWays = (k: number) => choose(LOTTO_PICK, k) * choose(LOTTO_POOL - LOTTO_PICK, LOTTO_PICK - k);
export const LOTTO_DRAWS = choose(LOTTO_POOL, LOTTO_PICK);

/**
 * What the fixed tiers return per unit of price, as an exact fraction over C(45, 6): 1,115,790 / 8,145,060, about
 * 13.70 %. The jackpot adds the configured share of sales (LOTTO_JACKPOT_BPS) over the long run, since every
 * unit put in the jackpot is eventually won; the RTP is the sum (docs/lotto.md, bench/LOTTO.md).
 */
export function lottoFixedReturn(): { numerator: bigint; denominator: bigint } {
  let numerator = 0n;
  for (const [k, multiple] of Object.entries(LOTTO_FIXED_MULTIPLE))
    numerator += lottoWays(Number(k)) * BigInt(multiple);
  return { numerator, denominator: LOTTO_DRAWS };
}

export interface LottoAuditInput {
  draw_id: number;
  seed_hash: string;
  seed: string | null;
  list_hash: string | null;
  numbers: readonly number[] | null;
  tickets: readonly PublishedTicket[];
}

export interface LottoAuditResult {
  seedOk: boolean;
  listOk: boolean;
  computed: number[] | null;
  numbersOk: boolean;
  match: boolean;
}

/** Recomputes a closed draw from what was published: the seed against its hash, the list hash, the numbers. */
export function auditLotto(input: LottoAuditInput): LottoAuditResult {
  if (input.seed === null || input.list_hash === null)
    return { seedOk: false, listOk: false, computed: null, numbersOk: false, match: false };
  const seedOk = sha256Text(input.seed) === input.seed_hash.toLowerCase();
  const listOk = lottoListHash(input.tickets) === input.list_hash.toLowerCase();
  const computed = drawLottoNumbers(input.seed, input.draw_id, input.list_hash.toLowerCase());
  const numbersOk =
    input.numbers !== null &&
    input.numbers.length === computed.length &&
    input.numbers.every((n, i) => n === computed[i]);
  return { seedOk, listOk, computed, numbersOk, match: seedOk && listOk && numbersOk };
}
