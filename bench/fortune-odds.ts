// `npm run fortune-odds -w bench`: the published expected values of Fortune's lucky spin and free lottery, computed
// exactly from the prize tables and checked by simulating draws through the real fairness functions with random seed
// pairs. Prints both; exits 1 when a simulated mean is outside the tolerance. Run alone with the full count, it also
// writes its section into bench/report.json and bench/REPORT.md (section 7), leaving the other sections as they were.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lotteryOutcome, spinOutcome } from '@arcadia/contract/fairness';
import {
  expectedText,
  lotteryExpected,
  lotteryPrize,
  prizeValue,
  SPIN_WEIGHTS,
  spinExpected,
  spinPrize,
} from '../apps/server/src/services/fortune/draw-prizes.ts';
import { LOTTERY_TIERS, SPIN_TABLE } from '../apps/server/src/services/fortune/games-settings.ts';
import { ROOT } from './lib/proc.ts';
import { type Report, renderReport } from './report.ts';

/** Draws per game (at least 1,000,000 for the verdict); FORTUNE_ODDS_DRAWS to change. */
const DRAWS = Number(process.env.FORTUNE_ODDS_DRAWS ?? 1_000_000);
/** Nonces per seed pair: a fresh random server and client seed every this many draws, as players rotate. */
const PER_PAIR = 1000;
const MIN_DRAWS = 1_000_000;
/**
 * The simulated mean must be within this many standard errors of the exact value. The standard error is exact too
 * (the table's standard deviation over sqrt(draws)); a fair procedure lands outside 5 of them about once in 1.7 million.
 */
const Z = 5;
const USDT = 1_000_000;

export interface OddsResult {
  game: 'lucky_spin' | 'free_lottery';
  draws: number;
  /** Exact expected value per draw, USDT (cash plus bonus at face value; chance rows count 0). */
  exact: string;
  /** Simulated mean per draw, USDT. */
  mean: number;
  /** The table's standard deviation per draw, USDT. */
  sd: number;
  tolerance: number;
  ok: boolean;
  ms: number;
}

export interface FortuneOdds {
  draws: number;
  z: number;
  results: OddsResult[];
  ok: boolean;
  /** Set when run on its own rather than inside `npm run bench`. */
  measuredAt?: string;
}

/** Mean and standard deviation of a prize distribution (value in minor units, probability weight). */
function moments(rows: { value: bigint; weight: number }[]) {
  const total = rows.reduce((s, r) => s + r.weight, 0);
  const mean = rows.reduce((s, r) => s + (Number(r.value) / USDT) * r.weight, 0) / total;
  const square = rows.reduce((s, r) => s + (Number(r.value) / USDT) ** 2 * r.weight, 0) / total;
  return { mean, sd: Math.sqrt(square - mean * mean) };
}

function simulate(draws: number, payOf: (pair: { serverSeed: string; clientSeed: string; nonce: number }) => bigint) {
  let sum = 0;
  let pair = { serverSeed: '', clientSeed: '', nonce: 0 };
  for (let i = 0; i < draws; i++) {
    if (i % PER_PAIR === 0)
      pair = { serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(10).toString('hex'), nonce: 0 };
    pair.nonce = i % PER_PAIR;
    sum += Number(payOf(pair));
  }
  return sum / draws / USDT;
}

function check(
  game: OddsResult['game'],
  exact: { numerator: bigint; denominator: bigint },
  rows: { value: bigint; weight: number }[],
  payOf: Parameters<typeof simulate>[1],
  draws: number,
): OddsResult {
  const started = performance.now();
  const { sd } = moments(rows);
  const mean = simulate(draws, payOf);
  const exactValue = Number(exact.numerator) / Number(exact.denominator) / USDT;
  const tolerance = (Z * sd) / Math.sqrt(draws);
  const ok = Math.abs(mean - exactValue) <= tolerance;
  return {
    game,
    draws,
    exact: expectedText(exact),
    mean,
    sd,
    tolerance,
    ok,
    ms: Math.round(performance.now() - started),
  };
}

export function runFortuneOdds(draws = DRAWS): FortuneOdds {
  const spin = check(
    'lucky_spin',
    spinExpected(),
    SPIN_TABLE.map((r) => ({ value: prizeValue(r.prize), weight: r.weight })),
    (pair) => prizeValue(spinPrize(spinOutcome(SPIN_WEIGHTS, pair))),
    draws,
  );
  const lottery = check(
    'free_lottery',
    lotteryExpected(),
    LOTTERY_TIERS.map((t) => ({ value: prizeValue(t.prize), weight: t.to - t.from + 1 })),
    (pair) => prizeValue(lotteryPrize(lotteryOutcome(pair))),
    draws,
  );
  // Fewer than 1,000,000 draws (FORTUNE_ODDS_DRAWS, for trying changes) is no verdict.
  return { draws, z: Z, results: [spin, lottery], ok: draws >= MIN_DRAWS && spin.ok && lottery.ok };
}

export function describeOdds(o: FortuneOdds): string {
  return o.results
    .map(
      (r) =>
        `${r.game}: exact ${r.exact} USDT per draw, simulated ${r.mean.toFixed(6)} over ${r.draws.toLocaleString('en')} draws ` +
        `(difference ${(r.mean - Number(r.exact)).toFixed(6)}, tolerance ±${r.tolerance.toFixed(6)} = ${o.z} x sd ${r.sd.toFixed(4)} / sqrt(draws)): ${r.ok ? 'ok' : 'OUTSIDE'} in ${(r.ms / 1000).toFixed(1)} s`,
    )
    .concat(o.draws < MIN_DRAWS ? [`fewer than ${MIN_DRAWS.toLocaleString('en')} draws: no verdict`] : [])
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const odds = runFortuneOdds();
  console.log(describeOdds(odds));
  if (odds.draws >= MIN_DRAWS) {
    const reportFile = join(ROOT, 'bench/report.json');
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    report.fortuneOdds = { ...odds, measuredAt: new Date().toISOString() };
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(ROOT, 'bench/REPORT.md'), renderReport(report));
    console.log('bench/report.json and bench/REPORT.md (section 7) updated');
  }
  if (!odds.ok) process.exit(1);
}
