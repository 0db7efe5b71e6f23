import { floats, hashServerSeed } from '../fairness.ts';

/**
 * PvP dice duel (issue 21, docs/pvp.md). Two players stake the same amount; three rounds, in each round both players
 * press "roll" and each throws two dice (2-12). The higher total over the three rounds wins; equal totals draw and
 * both stakes are refunded. The winner gets 2 x stake minus the fee (basis points of the pot, configuration).
 *
 * Fairness (the fairness.ts stream, references/fairness-and-game-math.md section 1):
 * - Before the match the server commits to serverSeedHash = hex SHA-256(serverSeed).
 * - Each player supplies a client seed when joining; the match's client seed is `${seedA}:${seedB}` (player A is the
 *   one who joined the queue first), so neither the server nor one player alone fixes the stream.
 * - Round r (0, 1, 2) uses nonce r; floats 0-1 are player A's dice, floats 2-3 player B's; die = floor(f x 6) + 1.
 * After the match the server seed is revealed: hash it, compare with the commitment, and recompute every die.
 * The game is symmetric, so each player's chance to win equals the other's; the house's only edge is the fee.
 */

export const PVP_ROUNDS = 3;
export const PVP_DICE_PER_ROLL = 2;
export const PVP_MAX_FEE_BP = 2_000;

export interface PvpSeeds {
  serverSeed: string;
  clientSeedA: string;
  clientSeedB: string;
}

export interface PvpRound {
  a: [number, number];
  b: [number, number];
}

export type PvpResult = 'a' | 'b' | 'draw';

export const dieOfFloat = (float: number): number => Math.floor(float * 6) + 1;

export const pvpClientSeed = (clientSeedA: string, clientSeedB: string): string => `${clientSeedA}:${clientSeedB}`;

/** The dice of round `round` (0-based). */
export function pvpRound(seeds: PvpSeeds, round: number): PvpRound {
  if (!Number.isInteger(round) || round < 0 || round >= PVP_ROUNDS) throw new Error('round out of range');
  const f = floats(seeds.serverSeed, pvpClientSeed(seeds.clientSeedA, seeds.clientSeedB), round, 4).map(dieOfFloat);
  return { a: [f[0] as number, f[1] as number], b: [f[2] as number, f[3] as number] };
}

export const rollTotal = (dice: readonly number[]): number => dice.reduce((s, d) => s + d, 0);

/** Totals over the given rounds. */
export function pvpTotals(rounds: readonly PvpRound[]): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (const r of rounds) {
    a += rollTotal(r.a);
    b += rollTotal(r.b);
  }
  return { a, b };
}

export function pvpResultOf(totals: { a: number; b: number }): PvpResult {
  return totals.a > totals.b ? 'a' : totals.b > totals.a ? 'b' : 'draw';
}

/** The whole match from revealed seeds: every round, totals and result. */
export function pvpMatch(seeds: PvpSeeds): { rounds: PvpRound[]; totals: { a: number; b: number }; result: PvpResult } {
  const rounds = Array.from({ length: PVP_ROUNDS }, (_, r) => pvpRound(seeds, r));
  const totals = pvpTotals(rounds);
  return { rounds, totals, result: pvpResultOf(totals) };
}

/** The fee on a pot of 2 x stake, floored to whole minor units. */
export function pvpFee(stake: bigint, feeBp: number): bigint {
  if (!Number.isInteger(feeBp) || feeBp < 0 || feeBp > PVP_MAX_FEE_BP) throw new Error('fee out of range');
  return (stake * 2n * BigInt(feeBp)) / 10_000n;
}

/** What the winner receives: 2 x stake minus the fee. */
export const pvpPayout = (stake: bigint, feeBp: number): bigint => stake * 2n - pvpFee(stake, feeBp);

/** The verifier's check: the revealed seed matches the commitment and the recomputed result matches the claim. */
export function verifyPvp(
  seeds: PvpSeeds,
  serverSeedHash: string,
  claimed: PvpResult,
): { hashOk: boolean; resultOk: boolean } {
  const hashOk = hashServerSeed(seeds.serverSeed) === serverSeedHash.toLowerCase();
  return { hashOk, resultOk: pvpMatch(seeds).result === claimed };
}

/** Exact probabilities of a win for A, a draw and a win for B (integer counts over 36^6 outcomes). */
export function pvpExactOdds(): { winA: bigint; draw: bigint; winB: bigint; total: bigint } {
  // distribution of the sum of 6 dice (3 rolls x 2 dice)
  let dist = new Map<number, bigint>([[0, 1n]]);
  for (let i = 0; i < PVP_ROUNDS * PVP_DICE_PER_ROLL; i++) {
    const next = new Map<number, bigint>();
    for (const [s, c] of dist) for (let d = 1; d <= 6; d++) next.set(s + d, (next.get(s + d) ?? 0n) + c);
    dist = next;
  }
  let winA = 0n;
  let draw = 0n;
  let total = 0n;
  for (const [sa, ca] of dist)
    for (const [sb, cb] of dist) {
      const n = ca * cb;
      total += n;
      if (sa > sb) winA += n;
      else if (sa === sb) draw += n;
    }
  return { winA, draw, winB: winA, total };
}
