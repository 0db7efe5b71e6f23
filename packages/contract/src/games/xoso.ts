import { byteStream, sha256Text, uniformIndex } from './lotto.ts';

/**
 * xoso, the Vietnamese regional lottery (docs/lotto.md): one board a day for each region, mien Bac (north, 18:15),
 * mien Trung (central, 17:15) and mien Nam (south, 16:15), Vietnam time (UTC+7), with the published prize structure:
 *
 * - Bac: special (dac biet) 5 digits x1, first 5 x1, second 5 x2, third 5 x6, fourth 4 x4, fifth 4 x6, sixth 3 x3,
 *   seventh 2 x4: 27 numbers.
 * - Trung and Nam: special 6 digits x1, first 5 x1, second 5 x1, third 5 x2, fourth 5 x7, fifth 4 x1, sixth 4 x3,
 *   seventh 3 x1, eighth 2 x1: 18 numbers.
 *
 * Players bet on a 2-digit number 00..99:
 * - lo: every number on the board whose last two digits are the bet's is a hit; each hit pays the stake times
 *   LO_PAY (3.5 on Bac's 27 numbers, 5.25 on the 18 of Trung and Nam). Expected hits = numbers / 100 exactly (every
 *   digit is uniform), so RTP = 27/100 x 3.5 = 18/100 x 5.25 = 94.5 %, house edge 5.5 %.
 * - de: the special prize's last two digits; a hit pays the stake times DE_PAY = 90: RTP 90 %, house edge 10 %.
 * Payouts are floored to the coin's minor unit.
 *
 * Fairness: one seed per region and day, committed (hash published) when the draw is made, a day or more before its
 * sales end. At the draw time the bet list is hashed (`<bet id>:<lo|de>:<2-digit number>:<stake in minor units>\n`,
 * ascending bet id; list_hash = hex SHA-256). The board comes from the byte stream of lotto.ts with the prefix
 * `xoso:<region>:<day>:<list_hash>`: every digit of every number, prize by prize in the order below (special first),
 * each number's digits left to right, is one unbiased index in 0..9 (bytes >= 250 skipped).
 */

export const XOSO_REGIONS = ['bac', 'trung', 'nam'] as const;
export type XosoRegion = (typeof XOSO_REGIONS)[number];

export const XOSO_BET_KINDS = ['lo', 'de'] as const;
export type XosoBetKind = (typeof XOSO_BET_KINDS)[number];

export const XOSO_PRIZES = ['db', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'] as const;
export type XosoPrize = (typeof XOSO_PRIZES)[number];

export interface PrizeRow {
  prize: XosoPrize;
  digits: number;
  count: number;
}

const NORTH: PrizeRow[] = [
  { prize: 'db', digits: 5, count: 1 },
  { prize: 'g1', digits: 5, count: 1 },
  { prize: 'g2', digits: 5, count: 2 },
  { prize: 'g3', digits: 5, count: 6 },
  { prize: 'g4', digits: 4, count: 4 },
  { prize: 'g5', digits: 4, count: 6 },
  { prize: 'g6', digits: 3, count: 3 },
  { prize: 'g7', digits: 2, count: 4 },
];
const SOUTH: PrizeRow[] = [
  { prize: 'db', digits: 6, count: 1 },
  { prize: 'g1', digits: 5, count: 1 },
  { prize: 'g2', digits: 5, count: 1 },
  { prize: 'g3', digits: 5, count: 2 },
  { prize: 'g4', digits: 5, count: 7 },
  { prize: 'g5', digits: 4, count: 1 },
  { prize: 'g6', digits: 4, count: 3 },
  { prize: 'g7', digits: 3, count: 1 },
  { prize: 'g8', digits: 2, count: 1 },
];

export const XOSO_STRUCTURE: Readonly<Record<XosoRegion, readonly PrizeRow[]>> = {
  bac: NORTH,
  trung: SOUTH,
  nam: SOUTH,
};

/** The draw's time in Vietnam, minutes after midnight. */
export const XOSO_DRAW_MINUTE: Readonly<Record<XosoRegion, number>> = {
  nam: 16 * 60 + 15,
  trung: 17 * 60 + 15,
  bac: 18 * 60 + 15,
};
export const VIETNAM_OFFSET_MINUTES = 7 * 60;

/** Payout per hit as a fraction of the stake: [numerator, denominator]. */
export const LO_PAY: Readonly<Record<XosoRegion, readonly [number, number]>> = {
  bac: [7, 2],
  trung: [21, 4],
  nam: [21, 4],
};
export const DE_PAY: readonly [number, number] = [90, 1];

export const boardSize = (region: XosoRegion) => XOSO_STRUCTURE[region].reduce((n, r) => n + r.count, 0);

/** A board: for each prize row, its numbers as digit strings. */
export type XosoBoard = { prize: XosoPrize; numbers: string[] }[];

/** The Vietnam calendar day (YYYY-MM-DD) of an instant. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant of a region's draw on a Vietnam day. */
export function drawInstant(region: XosoRegion, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc + (XOSO_DRAW_MINUTE[region] - VIETNAM_OFFSET_MINUTES) * 60_000);
}

export function drawXosoBoard(seed: string, region: XosoRegion, day: string, listHash: string): XosoBoard {
  const next = byteStream(seed, `xoso:${region}:${day}:${listHash}`);
  return XOSO_STRUCTURE[region].map((row) => ({
    prize: row.prize,
    numbers: Array.from({ length: row.count }, () =>
      Array.from({ length: row.digits }, () => String(uniformIndex(next, 10))).join(''),
    ),
  }));
}

export const lastTwo = (n: string) => n.slice(-2);

/** How many times a bet's number comes up: lo counts every number on the board, de only the special prize. */
export function hitsOf(board: XosoBoard, kind: XosoBetKind, number: number): number {
  const target = String(number).padStart(2, '0');
  const rows = kind === 'de' ? board.filter((r) => r.prize === 'db') : board;
  return rows.reduce((n, r) => n + r.numbers.filter((x) => lastTwo(x) === target).length, 0);
}

/** The payout of a bet in minor units: stake x hits x the multiple, floored. */
export function xosoPayout(region: XosoRegion, kind: XosoBetKind, stakeMinor: bigint, hits: number): bigint {
  if (hits <= 0) return 0n;
  const [num, den] = kind === 'de' ? DE_PAY : LO_PAY[region];
  return (stakeMinor * BigInt(hits) * BigInt(num)) / BigInt(den);
}

/** The exact return to player of a bet kind in a region, as a fraction (before flooring to the minor unit). */
export function xosoRtp(region: XosoRegion, kind: XosoBetKind): { numerator: bigint; denominator: bigint } {
  const [num, den] = kind === 'de' ? DE_PAY : LO_PAY[region];
  const expectedHits = kind === 'de' ? 1 : boardSize(region);
  return { numerator: BigInt(expectedHits * num), denominator: BigInt(100 * den) };
}

export interface PublishedBet {
  id: number;
  kind: XosoBetKind;
  number: number;
  /** Minor units, decimal. */
  stake: string;
}

export function canonicalXosoList(bets: readonly PublishedBet[]): string {
  return [...bets]
    .sort((a, b) => a.id - b.id)
    .map((b) => `${b.id}:${b.kind}:${String(b.number).padStart(2, '0')}:${b.stake}\n`)
    .join('');
}

export const xosoListHash = (bets: readonly PublishedBet[]) => sha256Text(canonicalXosoList(bets));

export interface XosoAuditInput {
  region: XosoRegion;
  day: string;
  seed_hash: string;
  seed: string | null;
  list_hash: string | null;
  board: XosoBoard | null;
  bets: readonly PublishedBet[];
}

export interface XosoAuditResult {
  seedOk: boolean;
  listOk: boolean;
  computed: XosoBoard | null;
  boardOk: boolean;
  match: boolean;
}

/** Recomputes a region's board from what was published. */
export function auditXoso(input: XosoAuditInput): XosoAuditResult {
  if (input.seed === null || input.list_hash === null)
    return { seedOk: false, listOk: false, computed: null, boardOk: false, match: false };
  const seedOk = sha256Text(input.seed) === input.seed_hash.toLowerCase();
  const listOk = xosoListHash(input.bets) === input.list_hash.toLowerCase();
  const computed = drawXosoBoard(input.seed, input.region, input.day, input.list_hash.toLowerCase());
  const boardOk = input.board !== null && JSON.stringify(input.board) === JSON.stringify(computed);
  return { seedOk, listOk, computed, boardOk, match: seedOk && listOk && boardOk };
}
