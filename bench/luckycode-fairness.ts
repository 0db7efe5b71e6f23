// `node bench/luckycode-fairness.ts` (from the repository root): checks the lucky-code draw (docs/luckycode.md,
// "Fairness") by simulation through the published functions (contract calls/luckycode/fairness.ts, the same the
// server draws with and the audit view recomputes with):
// 1. uniformity: many draws of N tickets, each with a fresh random seed, draw id and order ids; every ticket number
//    must win about equally often (Pearson's chi-square against the uniform, N - 1 degrees of freedom);
// 2. the stated prize share is exact: for random sales, prize = floor(sales x share / 10000), prize + edge = sales,
//    and what the house keeps is below one minor unit more than its stated share.
// Prints a table; exits 1 when a check fails. LUCKYCODE_BENCH_DRAWS sets the draws per ticket count.
import { randomBytes, randomInt } from 'node:crypto';
import { ticketListHash, winningNumber } from '@arcadia/contract/calls/luckycode/fairness';
import { prizeOf } from '../apps/server/src/services/luckycode/settings.ts';

const DRAWS = Number(process.env.LUCKYCODE_BENCH_DRAWS ?? 20_000);
const TICKET_COUNTS = [2, 7, 10, 37];
/**
 * Chi-square critical values at p = 0.001 for the degrees of freedom used (N - 1): a fair draw fails about once in a
 * thousand runs per ticket count. From the table for the counts used, else the Wilson-Hilferty approximation.
 */
const CRITICAL: Record<number, number> = { 1: 10.828, 6: 22.458, 9: 27.877, 36: 67.985 };
function critical(df: number): number {
  const exact = CRITICAL[df];
  if (exact !== undefined) return exact;
  const z = 3.090_232; // one-sided 0.001
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

/** Random orders covering tickets 1..n in blocks of 1-4, as purchases make them. */
function randomRanges(n: number) {
  const ranges: { order_id: number; from: number; to: number }[] = [];
  let next = 1;
  let order = randomInt(1, 1_000_000);
  while (next <= n) {
    const size = Math.min(n - next + 1, randomInt(1, 5));
    ranges.push({ order_id: order, from: next, to: next + size - 1 });
    order += randomInt(1, 50);
    next += size;
  }
  return ranges;
}

interface Uniformity {
  tickets: number;
  draws: number;
  chi2: number;
  critical: number;
  minShare: number;
  maxShare: number;
  ok: boolean;
}

async function uniformity(n: number): Promise<Uniformity> {
  const wins = new Array<number>(n).fill(0);
  for (let i = 0; i < DRAWS; i++) {
    const seed = randomBytes(32).toString('hex');
    const drawId = randomInt(1, 2 ** 31 - 1);
    const hash = await ticketListHash(randomRanges(n));
    const number = await winningNumber(seed, drawId, hash, n);
    if (number < 1 || number > n) throw new Error(`ticket ${number} outside 1..${n}`);
    wins[number - 1] = (wins[number - 1] ?? 0) + 1;
  }
  const expected = DRAWS / n;
  const chi2 = wins.reduce((sum, w) => sum + (w - expected) ** 2 / expected, 0);
  const limit = critical(n - 1);
  return {
    tickets: n,
    draws: DRAWS,
    chi2,
    critical: limit,
    minShare: Math.min(...wins) / DRAWS,
    maxShare: Math.max(...wins) / DRAWS,
    ok: chi2 < limit,
  };
}

interface ShareCheck {
  bps: number;
  cases: number;
  ok: boolean;
}

function shares(): ShareCheck[] {
  return [0, 1, 5_000, 8_750, 9_000, 9_999, 10_000].map((bps) => {
    let ok = true;
    const cases = 100_000;
    for (let i = 0; i < cases; i++) {
      const price = BigInt(randomInt(1, 1_000_000));
      const sold = BigInt(randomInt(1, 100_001));
      const sales = price * sold;
      const prize = prizeOf(sales, bps);
      const edge = sales - prize;
      // Exact: the prize is the share rounded down, so it never exceeds the stated share and misses it by under 1 unit.
      if (prize * 10_000n > sales * BigInt(bps) || (prize + 1n) * 10_000n <= sales * BigInt(bps)) ok = false;
      if (prize < 0n || edge < 0n || prize + edge !== sales) ok = false;
    }
    return { bps, cases, ok };
  });
}

const started = Date.now();
const results: Uniformity[] = [];
for (const n of TICKET_COUNTS) results.push(await uniformity(n));
const shareResults = shares();

console.log(`lucky code fairness: ${DRAWS} draws per ticket count, ${(Date.now() - started) / 1000} s`);
console.log('| tickets | draws | chi-square | critical (p=0.001) | least wins | most wins | uniform |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of results)
  console.log(
    `| ${r.tickets} | ${r.draws} | ${r.chi2.toFixed(2)} | ${r.critical.toFixed(2)} | ${(r.minShare * 100).toFixed(2)}% | ${(r.maxShare * 100).toFixed(2)}% | ${r.ok ? 'yes' : 'NO'} |`,
  );
console.log('| prize share (bps) | random sales checked | prize = floor(sales x share), prize + edge = sales |');
console.log('| ---: | ---: | --- |');
for (const s of shareResults) console.log(`| ${s.bps} | ${s.cases} | ${s.ok ? 'exact' : 'NOT EXACT'} |`);
if (results.some((r) => !r.ok) || shareResults.some((s) => !s.ok)) process.exit(1);
