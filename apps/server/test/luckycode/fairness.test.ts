import { createHash, createHmac } from 'node:crypto';
import {
  auditDraw,
  canonicalTicketList,
  sha256Hex,
  ticketListHash,
  winningNumber,
} from '@arcadia/contract/calls/luckycode/fairness';
import { describe, expect, it } from 'vitest';

/**
 * Fixed vectors of the lucky-code draw (docs/luckycode.md, "Fairness"), each recomputable without our code:
 *   printf '1:11\n2:11\n3:11\n4:12\n5:15\n6:15\n7:15\n8:15\n9:15\n' | sha256sum
 *   printf '42:<list hash>' | openssl dgst -sha256 -hmac <seed>
 *   python3 -c "print(int('<hmac hex>', 16) % 9 + 1)"
 */
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SEED_HASH = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';
const RANGES = [
  { order_id: 11, from: 1, to: 3 },
  { order_id: 12, from: 4, to: 4 },
  { order_id: 15, from: 5, to: 9 },
];
const LIST = '1:11\n2:11\n3:11\n4:12\n5:15\n6:15\n7:15\n8:15\n9:15\n';
const LIST_HASH = '1d1a2cc921d1c8661ca6e464406bce5dfc53d5f1b59bc6d64c35e39e9d5584cd';
const HMAC = '0e25cf7f6746c3443ebb017fd116a5e8371e3549ff753ff70cafa93b6561909c';
const DRAW_ID = 42;
const WINNER = 9;

describe('lucky code fairness: fixed vectors', () => {
  it('commits to the seed with SHA-256 of its text', async () => {
    expect(await sha256Hex(SEED)).toBe(SEED_HASH);
  });

  it('encodes the ticket list canonically, whatever the order the ranges come in', async () => {
    expect(canonicalTicketList(RANGES)).toBe(LIST);
    expect(canonicalTicketList([...RANGES].reverse())).toBe(LIST);
    expect(await ticketListHash(RANGES)).toBe(LIST_HASH);
  });

  it('derives the winning number from HMAC-SHA256(seed, "<draw>:<list hash>") mod N + 1', async () => {
    expect(createHmac('sha256', SEED).update(`${DRAW_ID}:${LIST_HASH}`).digest('hex')).toBe(HMAC);
    expect(await winningNumber(SEED, DRAW_ID, LIST_HASH, 9)).toBe(WINNER);
    expect(Number(BigInt(`0x${HMAC}`) % 9n) + 1).toBe(WINNER);
    // Another draw id or another list gives another digest.
    expect(await winningNumber(SEED, DRAW_ID + 1, LIST_HASH, 1_000_003)).not.toBe(
      await winningNumber(SEED, DRAW_ID, LIST_HASH, 1_000_003),
    );
  });

  it('refuses a list with a gap or an overlap', () => {
    expect(() => canonicalTicketList([{ order_id: 1, from: 2, to: 3 }])).toThrow();
    expect(() =>
      canonicalTicketList([
        { order_id: 1, from: 1, to: 3 },
        { order_id: 2, from: 3, to: 4 },
      ]),
    ).toThrow();
  });

  it('audits a published draw: match, and each kind of tampering found', async () => {
    const published = {
      draw_id: DRAW_ID,
      seed_hash: SEED_HASH,
      seed: SEED,
      list_hash: LIST_HASH,
      winning_number: WINNER,
      ranges: RANGES,
    };
    expect(await auditDraw(published)).toEqual({
      seedOk: true,
      listOk: true,
      computed: WINNER,
      winnerOk: true,
      match: true,
    });
    const otherSeed = createHash('sha256').update('another').digest('hex');
    expect((await auditDraw({ ...published, seed: otherSeed })).seedOk).toBe(false);
    const moved = RANGES.map((r) => (r.order_id === 12 ? { ...r, order_id: 13 } : r));
    expect(await auditDraw({ ...published, ranges: moved })).toMatchObject({ listOk: false, match: false });
    expect(await auditDraw({ ...published, winning_number: 3 })).toMatchObject({ winnerOk: false, match: false });
    expect((await auditDraw({ ...published, seed: null })).match).toBe(false);
  });
});
