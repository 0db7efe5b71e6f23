import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  crashPointHundredths,
  hashForward,
  inChain,
  msUntil,
  multiplierAt,
  multiplierText,
  nextLink,
  verifyChain,
} from './turbo.ts';

// Bustabit's current salt and three consecutive published games (references/fairness-and-game-math.md, 2.3).
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const BUSTABIT_GAMES = [
  ['94aa062026624e59a0ace092568d5f46e21b9bf1d5173609db8645dd62bdfc44', 1091],
  ['94e66d98029c61ecd27c4fb6b381d401c823cf3dfbdac9246756d5b655e125aa', 426],
  ['8d3b9726ca7bc5e3637bf2079e09eaf2a9d67df4e6f50ff23a7b593bd802cca6', 183],
] as const;

function chainOf(length: number) {
  const links = [bytesToHex(randomBytes(32))];
  for (let k = 1; k <= length; k++) links.push(nextLink(links[k - 1] as string));
  return links;
}

describe('turbo crash points', () => {
  it('reproduces Bustabit’s published games with its 99 numerator', () => {
    for (const [hash, crash] of BUSTABIT_GAMES) expect(crashPointHundredths(hash, BUSTABIT_SALT, 99)).toBe(crash);
  });

  it('turbo’s 97 numerator gives 97/99 of the same raw value, floored, never below 1.00x', () => {
    for (const [hash] of BUSTABIT_GAMES) {
      const ours = crashPointHundredths(hash, BUSTABIT_SALT);
      expect(ours).toBeGreaterThanOrEqual(100);
      expect(ours).toBeLessThanOrEqual(crashPointHundredths(hash, BUSTABIT_SALT, 99));
    }
  });

  it('the verifier walks a chain of 10,000 games back to the commitment and recomputes each crash', () => {
    const links = chainOf(10_000);
    const commitment = links[10_000] as string;
    const newest = links[1] as string; // game 9,999 (link 0 is the secret seed)
    const games = verifyChain(newest, 9_999, commitment, 'salt');
    expect(games).toHaveLength(9_999);
    expect(games.at(-1)).toMatchObject({ game: 1, hash: links[9_999] });
    for (const g of games.slice(0, 50)) expect(g.crash).toBe(crashPointHundredths(g.hash, 'salt'));
    expect(inChain(links[5_000] as string, 5_000, commitment)).toBe(true);
    expect(() => verifyChain(newest, 9_998, commitment, 'salt')).toThrow(/commitment/);
    expect(hashForward(links[0] as string, 10_000)).toBe(commitment);
  });

  it('pays 97 % on average at any target: P(crash >= m) is 0.97/m over 200,000 games', () => {
    const links = chainOf(200_000);
    const crashes = links.slice(1).map((h) => crashPointHundredths(h, 'turbo-test-salt'));
    for (const m of [101, 150, 200, 1000]) {
      const share = crashes.filter((c) => c >= m).length / crashes.length;
      const p = 97 / m;
      const sd = Math.sqrt((p * (1 - p)) / crashes.length);
      expect(Math.abs(share - p)).toBeLessThan(5 * sd);
    }
    // 400,000 SHA-256 and HMAC runs: about 2 s on a quiet 2-core machine, more beside other work.
  }, 60_000);

  it('rises as e^(0.00006 t) and the time to a multiplier matches it', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(msUntil(200))).toBe(200);
    expect(multiplierAt(msUntil(200) - 20)).toBe(199);
    expect(multiplierText(235)).toBe('2.35');
    expect(multiplierText(100)).toBe('1.00');
  });
});
