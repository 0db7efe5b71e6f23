import { bytesToHex } from '@noble/hashes/utils.js';
// biome-ignore lint/style/noRestrictedImports: a test-only dev dependency (the root's); nothing ships it
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  floats,
  hashServerSeed,
  LOTTERY_ROLLS,
  lotteryOutcome,
  pickWeighted,
  roll10000,
  roundBytes,
  spinOutcome,
  verifyDraw,
} from './fairness.ts';

describe('fairness: published vectors', () => {
  it('reproduces the Shuffle plinko vector (server seed "def", client seed "abc", nonce 0)', () => {
    // references/fairness-and-game-math.md 1.6: the page labels it nonce 1, but the floats are those of "abc:0:0".
    expect(bytesToHex(roundBytes('def', 'abc', 0, 0)).slice(0, 8)).toBe('d5016f2a');
    expect(floats('def', 'abc', 0, 8)).toEqual([
      0.8320531346835196, 0.8531235849950463, 0.18227359023876488, 0.774284637067467, 0.18627392360940576,
      0.6012540922965854, 0.608081541955471, 0.46018488449044526,
    ]);
    // Plinko directions floor(float x 2): 1,1,0,1,0,1,1,0, bucket 5; the same as two equal weights.
    const directions = floats('def', 'abc', 0, 8).map((f) => pickWeighted([1, 1], f));
    expect(directions).toEqual([1, 1, 0, 1, 0, 1, 1, 0]);
    expect(directions.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('reproduces the OpDuel limbo vector (first bytes 89 5a ca b6, float 0.5365416235)', () => {
    const seed = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
    const bytes = roundBytes(seed, 'LuckyClientSeed777', 2, 0);
    expect(bytesToHex(bytes.slice(0, 4))).toBe('895acab6');
    const [first] = floats(seed, 'LuckyClientSeed777', 2, 1);
    expect(first?.toFixed(10)).toBe('0.5365416235');
    expect(roll10000(first as number)).toBe(5365);
  });

  it('hashes the server seed as hex SHA-256 of its UTF-8 text', () => {
    // SHA-256("abc"), FIPS 180-2 appendix B.1.
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('takes floats past the first 8 from the next round', () => {
    const twelve = floats('def', 'abc', 0, 12);
    expect(twelve.slice(0, 8)).toEqual(floats('def', 'abc', 0, 8));
    expect(twelve[8]).toBe(bytesToFloat(roundBytes('def', 'abc', 0, 1), 0));
    expect(twelve[11]).toBe(bytesToFloat(roundBytes('def', 'abc', 0, 1), 12));
  });
});

describe('fairness: mappings', () => {
  it('picks the first row whose cumulative weight exceeds floor(float x total)', () => {
    const weights = [1, 0, 3, 6]; // cumulative 1, 1, 4, 10
    expect(pickWeighted(weights, 0)).toBe(0);
    expect(pickWeighted(weights, 0.0999)).toBe(0);
    expect(pickWeighted(weights, 0.1)).toBe(2); // the zero-weight row is never picked
    expect(pickWeighted(weights, 0.3999)).toBe(2);
    expect(pickWeighted(weights, 0.4)).toBe(3);
    expect(pickWeighted(weights, 1 - 2 ** -32)).toBe(3);
    expect(() => pickWeighted(weights, 1)).toThrow();
    expect(() => pickWeighted([], 0.5)).toThrow();
    expect(() => pickWeighted([1, -1, 2], 0.5)).toThrow();
    expect(() => pickWeighted([0.5, 0.5], 0.5)).toThrow();
  });

  it('rolls 0-9999 over the whole float range', () => {
    expect(roll10000(0)).toBe(0);
    expect(roll10000(0.00009999)).toBe(0);
    expect(roll10000(0.0001)).toBe(1);
    expect(roll10000(1 - 2 ** -32)).toBe(LOTTERY_ROLLS - 1);
  });

  it('gives each weight its exact share of the 2^32 floats', () => {
    // Every float k / 2^32 for k in a stride: the picks' counts follow the weights (here 1:3 over 4 buckets).
    const picks: number[] = [];
    for (let k = 0; k < 2 ** 32; k += 2 ** 16) picks.push(pickWeighted([1, 3], k / 2 ** 32));
    expect([picks.filter((p) => p === 0).length, picks.filter((p) => p === 1).length]).toEqual([2 ** 14, 3 * 2 ** 14]);
  });
});

describe('fairness: the verifier reproduces every outcome', () => {
  const seed = fc.string({ minLength: 1, maxLength: 80 });
  const client = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
  const nonce = fc.nat({ max: 2_147_483_647 });
  const weights = fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 16 }).filter((w) => w.some((x) => x));

  it('a revealed spin verifies, and any change to its seed or outcome does not', () => {
    fc.assert(
      fc.property(seed, client, nonce, weights, (serverSeed, clientSeed, n, w) => {
        const outcome = spinOutcome(w, { serverSeed, clientSeed, nonce: n });
        expect(w[outcome]).toBeGreaterThan(0);
        const proof = {
          server_seed_hash: hashServerSeed(serverSeed),
          server_seed: serverSeed,
          client_seed: clientSeed,
          nonce: n,
        };
        const draw = { game: 'lucky_spin' as const, outcome, proof, weights: w };
        expect(verifyDraw(draw)).toEqual({ ok: true, outcome });
        expect(verifyDraw({ ...draw, proof: { ...proof, server_seed: `${serverSeed}x` } }).ok).toBe(false);
        expect(verifyDraw({ ...draw, proof: { ...proof, server_seed: null } })).toEqual({
          ok: false,
          reason: 'not_revealed',
        });
        if (w.length > 1) expect(verifyDraw({ ...draw, outcome: (outcome + 1) % w.length }).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('a revealed lottery draw verifies; another nonce almost never gives the same roll, and never passes as it', () => {
    fc.assert(
      fc.property(seed, client, nonce, (serverSeed, clientSeed, n) => {
        const outcome = lotteryOutcome({ serverSeed, clientSeed, nonce: n });
        expect(outcome).toBeGreaterThanOrEqual(0);
        expect(outcome).toBeLessThan(LOTTERY_ROLLS);
        const proof = {
          server_seed_hash: hashServerSeed(serverSeed),
          server_seed: serverSeed,
          client_seed: clientSeed,
          nonce: n,
        };
        expect(verifyDraw({ game: 'free_lottery', outcome, proof })).toEqual({ ok: true, outcome });
        const other = lotteryOutcome({ serverSeed, clientSeed, nonce: n + 1 });
        const shifted = verifyDraw({ game: 'free_lottery', outcome, proof: { ...proof, nonce: n + 1 } });
        expect(shifted.ok).toBe(other === outcome);
      }),
      { numRuns: 300 },
    );
  });
});
