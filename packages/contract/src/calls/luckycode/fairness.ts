/**
 * The lucky-code draw's published procedure (docs/luckycode.md, "Fairness"), the same on the server, in the browser's
 * audit view and in anything an outsider writes: plain Web Crypto (SHA-256, HMAC-SHA256), no library.
 *
 * 1. Commitment: before sales open the server publishes seed_hash = hex SHA-256 of the seed's UTF-8 text.
 * 2. Ticket list: tickets are numbered 1..N in the order they were sold. The canonical list is the UTF-8 text with
 *    one line per ticket in ascending number order, `<number>:<order id>\n` (decimal, no padding, a newline after
 *    every line including the last); list_hash = hex SHA-256 of it, taken when sales close.
 * 3. Winner: digest = HMAC-SHA256(key = UTF-8 of the seed, message = UTF-8 of `<draw id>:<list_hash>`); the winning
 *    number = (digest read as a big-endian 256-bit integer) mod N, plus 1.
 *
 * The seed is revealed at close: anyone hashes it against the commitment, rebuilds the list from the published
 * orders, and recomputes the number.
 */

export interface PublishedRange {
  order_id: number;
  from: number;
  to: number;
}

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The canonical ticket list; throws when the ranges do not cover 1..N exactly once. */
export function canonicalTicketList(ranges: readonly PublishedRange[]): string {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  let next = 1;
  const lines: string[] = [];
  for (const r of sorted) {
    if (r.from !== next || r.to < r.from)
      throw new Error(`ticket list: expected ticket ${next}, got ${r.from}-${r.to}`);
    for (let n = r.from; n <= r.to; n++) lines.push(`${n}:${r.order_id}\n`);
    next = r.to + 1;
  }
  return lines.join('');
}

export const ticketListHash = (ranges: readonly PublishedRange[]) => sha256Hex(canonicalTicketList(ranges));

/** The winning number, 1..count, for a seed, a draw id and the list hash. */
export async function winningNumber(seed: string, drawId: number, listHash: string, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error('winning number: no tickets');
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const digest = await crypto.subtle.sign('HMAC', key, encoder.encode(`${drawId}:${listHash}`));
  return Number(BigInt(`0x${hex(digest)}`) % BigInt(count)) + 1;
}

export interface AuditInput {
  draw_id: number;
  seed_hash: string;
  seed: string | null;
  list_hash: string | null;
  winning_number: number | null;
  ranges: readonly PublishedRange[];
}

export interface AuditResult {
  /** The revealed seed hashes to the commitment. */
  seedOk: boolean;
  /** The published orders rebuild the list with the published hash. */
  listOk: boolean;
  /** The recomputed number (null without tickets or seed). */
  computed: number | null;
  /** The recomputed number is the published one (a draw without winner: none was published). */
  winnerOk: boolean;
  /** All three hold. */
  match: boolean;
}

/** Recomputes a closed draw from what was published. */
export async function auditDraw(input: AuditInput): Promise<AuditResult> {
  if (input.seed === null || input.list_hash === null)
    return { seedOk: false, listOk: false, computed: null, winnerOk: false, match: false };
  const seedOk = (await sha256Hex(input.seed)) === input.seed_hash.toLowerCase();
  let listHash: string | null;
  try {
    listHash = await ticketListHash(input.ranges);
  } catch {
    listHash = null;
  }
  const listOk = listHash === input.list_hash.toLowerCase();
  const count = input.ranges.reduce((n, r) => n + (r.to - r.from + 1), 0);
  const computed =
    input.winning_number === null || count === 0
      ? null
      : await winningNumber(input.seed, input.draw_id, input.list_hash, count);
  const winnerOk = computed === input.winning_number;
  return { seedOk, listOk, computed, winnerOk, match: seedOk && listOk && winnerOk };
}
