import { describe, expect, it } from 'vitest';
import { sha256Text } from './lotto.ts';
import {
  auditXoso,
  boardSize,
  canonicalXosoList,
  drawInstant,
  drawXosoBoard,
  hitsOf,
  vietnamDay,
  XOSO_REGIONS,
  XOSO_STRUCTURE,
  xosoListHash,
  xosoPayout,
  xosoRtp,
} from './xoso.ts';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('xoso prize structure and odds, exact', () => {
  it('has 27 numbers in the north and 18 in the central and south boards, with the published digit counts', () => {
    expect(boardSize('bac')).toBe(27);
    expect(boardSize('trung')).toBe(18);
    expect(boardSize('nam')).toBe(18);
    expect(XOSO_STRUCTURE.bac.map((r) => `${r.prize}:${r.digits}x${r.count}`).join(' ')).toBe(
      'db:5x1 g1:5x1 g2:5x2 g3:5x6 g4:4x4 g5:4x6 g6:3x3 g7:2x4',
    );
    expect(XOSO_STRUCTURE.nam.map((r) => `${r.prize}:${r.digits}x${r.count}`).join(' ')).toBe(
      'db:6x1 g1:5x1 g2:5x1 g3:5x2 g4:5x7 g5:4x1 g6:4x3 g7:3x1 g8:2x1',
    );
  });

  it('states RTP 94.5 % for lo in every region and 90 % for de', () => {
    for (const region of XOSO_REGIONS) {
      const lo = xosoRtp(region, 'lo');
      expect(Number(lo.numerator) / Number(lo.denominator), region).toBe(0.945);
      const de = xosoRtp(region, 'de');
      expect(Number(de.numerator) / Number(de.denominator), region).toBe(0.9);
    }
  });

  it('computes the lo RTP by enumerating a last-two-digit pair exactly: E[hits] = numbers / 100', () => {
    // Each board number's last two digits are uniform on 00..99 and independent, so the expected count of a fixed
    // pair is boardSize / 100; with LO_PAY 7/2 (north) and 21/4 (south) that is 0.945 of the stake.
    expect((27 / 100) * 3.5).toBeCloseTo(0.945, 12);
    expect((18 / 100) * 5.25).toBeCloseTo(0.945, 12);
  });

  it('pays by the table, floored to the minor unit', () => {
    expect(xosoPayout('bac', 'lo', 1_000_000n, 2)).toBe(7_000_000n);
    expect(xosoPayout('nam', 'lo', 1_000_001n, 1)).toBe(5_250_005n);
    expect(xosoPayout('nam', 'lo', 3n, 1)).toBe(15n);
    expect(xosoPayout('trung', 'de', 1_000_000n, 1)).toBe(90_000_000n);
    expect(xosoPayout('bac', 'lo', 1_000_000n, 0)).toBe(0n);
  });
});

describe('xoso draw procedure', () => {
  it('reproduces the published test vector (docs/lotto.md)', () => {
    const board = drawXosoBoard(SEED, 'bac', '2026-11-27', xosoListHash([]));
    expect(board[0]).toEqual({ prize: 'db', numbers: ['86297'] });
    expect(board[7]).toEqual({ prize: 'g7', numbers: ['96', '32', '60', '73'] });
    expect(hitsOf(board, 'de', 97)).toBe(1);
    expect(hitsOf(board, 'lo', 97)).toBe(1);
    expect(hitsOf(board, 'lo', 64)).toBe(2);
  });

  it('draws every digit about equally often', () => {
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 400; i++)
      for (const row of drawXosoBoard(SEED, 'nam', `d${i}`, 'h'))
        for (const n of row.numbers) for (const c of n) counts[Number(c)] += 1;
    // 400 boards x 82 digits / 10 = 3280 each (binomial, sd about 54).
    expect(counts.reduce((a, b) => a + b, 0)).toBe(400 * 82);
    for (const c of counts) expect(Math.abs(c - 3280)).toBeLessThan(250);
  });

  it('hashes the bet list canonically', () => {
    const bets = [
      { id: 9, kind: 'lo' as const, number: 5, stake: '500000' },
      { id: 3, kind: 'de' as const, number: 42, stake: '1000000' },
    ];
    expect(canonicalXosoList(bets)).toBe('3:de:42:1000000\n9:lo:05:500000\n');
    expect(xosoListHash(bets)).toBe(sha256Text('3:de:42:1000000\n9:lo:05:500000\n'));
  });

  it('places draw times in Vietnam time (UTC+7)', () => {
    expect(drawInstant('bac', '2026-11-27').toISOString()).toBe('2026-11-27T11:15:00.000Z');
    expect(drawInstant('nam', '2026-11-27').toISOString()).toBe('2026-11-27T09:15:00.000Z');
    expect(vietnamDay(new Date('2026-11-27T17:30:00Z'))).toBe('2026-11-28');
    expect(vietnamDay(new Date('2026-11-27T16:59:00Z'))).toBe('2026-11-27');
  });

  it('audits a board: match, mismatch when any digit changes', () => {
    const listHash = xosoListHash([]);
    const board = drawXosoBoard(SEED, 'trung', '2026-11-27', listHash);
    const input = {
      region: 'trung' as const,
      day: '2026-11-27',
      seed_hash: sha256Text(SEED),
      seed: SEED,
      list_hash: listHash,
      board,
      bets: [],
    };
    expect(auditXoso(input).match).toBe(true);
    const changed = board.map((r, i) => (i === 0 ? { ...r, numbers: ['000000'] } : r));
    expect(auditXoso({ ...input, board: changed }).boardOk).toBe(false);
    expect(auditXoso({ ...input, day: '2026-11-28' }).match).toBe(false);
  });
});
