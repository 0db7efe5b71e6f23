import { describe, expect, it } from 'vitest';
import {
  auditLotto,
  byteStream,
  canonicalLottoList,
  choose,
  drawLottoNumbers,
  isLottoLine,
  LOTTO_DRAWS,
  lottoFixedReturn,
  lottoListHash,
  lottoWays,
  quickPick,
  sha256Text,
  uniformIndex,
} from './lotto.ts';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const TICKETS = [
  { id: 2, numbers: [45, 44, 43, 42, 41, 40] },
  { id: 1, numbers: [1, 2, 3, 4, 5, 6] },
];

describe('lotto 6/45 odds, exact', () => {
  it('counts C(45, 6) draws and the ways of each tier', () => {
    expect(LOTTO_DRAWS).toBe(8_145_060n);
    expect([6, 5, 4, 3, 2, 1, 0].map(lottoWays)).toEqual([
      1n,
      234n,
      11_115n,
      182_780n,
      1_233_765n,
      3_454_542n,
      3_262_623n,
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].reduce((s, k) => s + lottoWays(k), 0n)).toBe(LOTTO_DRAWS);
    expect(choose(5, 7)).toBe(0n);
  });

  it('states the fixed tiers return 1,115,790 / 8,145,060 of the price (13.70 %)', () => {
    const r = lottoFixedReturn();
    expect(r).toEqual({ numerator: 3n * 182_780n + 30n * 11_115n + 1000n * 234n, denominator: 8_145_060n });
    expect(r.numerator).toBe(1_115_790n);
    expect(Number(r.numerator) / Number(r.denominator)).toBeCloseTo(0.136989, 5);
  });
});

describe('lotto draw procedure', () => {
  it('reproduces the published test vector (checked with python hmac, docs/lotto.md)', () => {
    expect(canonicalLottoList(TICKETS)).toBe('1:1,2,3,4,5,6\n2:40,41,42,43,44,45\n');
    const listHash = lottoListHash(TICKETS);
    expect(listHash).toBe('1d13733d732c3646115d92d96c8c0f761dc27f7084c8fb1228fc21e219d03123');
    expect(drawLottoNumbers(SEED, 42, listHash)).toEqual([9, 3, 45, 40, 23, 8]);
    expect(sha256Text('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('maps bytes to indexes without bias: every index takes the same number of byte values', () => {
    for (const m of [45, 44, 40, 10, 7, 1, 256]) {
      const counts = new Array(m).fill(0);
      let rejected = 0;
      for (let b = 0; b < 256; b++) {
        const bytes = [b, -1];
        let i = 0;
        const idx = uniformIndex(() => bytes[i++] as number, m);
        if (i > 1) rejected += 1;
        else counts[idx] += 1;
      }
      expect(new Set(counts).size, String(m)).toBe(1);
      expect(rejected, String(m)).toBe(256 % m);
    }
  });

  it('counts skipped bytes as rejected', () => {
    const bytes = [255, 252, 3];
    let i = 0;
    expect(uniformIndex(() => bytes[i++] as number, 45)).toBe(3);
    expect(() => uniformIndex(() => 0, 0)).toThrow();
  });

  it('always draws 6 distinct numbers of 1..45, each number about equally often', () => {
    const seen = new Array(46).fill(0);
    for (let d = 1; d <= 3000; d++) {
      const n = drawLottoNumbers(SEED, d, 'x');
      expect(isLottoLine(n)).toBe(true);
      for (const x of n) seen[x] += 1;
    }
    // 3000 x 6 / 45 = 400 each; a loose band (each count is binomial, sd about 19).
    for (let x = 1; x <= 45; x++) expect(Math.abs((seen[x] as number) - 400), String(x)).toBeLessThan(100);
  });

  it('continues the byte stream over HMAC rounds', () => {
    const next = byteStream(SEED, 'p');
    const bytes = Array.from({ length: 70 }, next);
    expect(bytes).toHaveLength(70);
    expect(bytes.every((b) => b >= 0 && b < 256)).toBe(true);
  });

  it('validates lines and makes quick picks', () => {
    expect(isLottoLine([1, 2, 3, 4, 5, 45])).toBe(true);
    expect(isLottoLine([1, 2, 3, 4, 5, 5])).toBe(false);
    expect(isLottoLine([0, 2, 3, 4, 5, 6])).toBe(false);
    expect(isLottoLine([1, 2, 3, 4, 5])).toBe(false);
    const pick = quickPick((m) => Math.floor(Math.random() * m));
    expect(isLottoLine(pick)).toBe(true);
    expect(pick).toEqual([...pick].sort((a, b) => a - b));
  });

  it('audits a draw: match, and mismatch on any change', () => {
    const listHash = lottoListHash(TICKETS);
    const good = {
      draw_id: 42,
      seed_hash: sha256Text(SEED),
      seed: SEED,
      list_hash: listHash,
      numbers: [9, 3, 45, 40, 23, 8],
      tickets: TICKETS,
    };
    expect(auditLotto(good).match).toBe(true);
    expect(auditLotto({ ...good, numbers: [3, 9, 45, 40, 23, 8] }).numbersOk).toBe(false);
    expect(auditLotto({ ...good, seed_hash: sha256Text('x') }).seedOk).toBe(false);
    expect(auditLotto({ ...good, tickets: [TICKETS[0] as (typeof TICKETS)[0]] }).listOk).toBe(false);
    expect(auditLotto({ ...good, seed: null }).match).toBe(false);
  });
});
