// `npm run retiger-rtp -w bench`: the retiger slot's exact RTP, hit frequency and standard deviation (full enumeration,
// packages/contract/src/games/retiger.ts) beside a Monte Carlo simulation of SPINS spins (default 10^8) on WORKERS
// worker threads (default 2), with the simulation's 99% confidence interval and whether the exact RTP lies in it.
//
// The simulation runs every spin through the module's own retigerFromFloats() (stops, multiplier, evaluation, cap),
// exactly as retigerSpin() does; only the four floats come from crypto.getRandomValues() (uint32 / 2^32, the same
// 2^32-value grid as the HMAC stream's floats) instead of HMAC-SHA256, which would take hours at 10^8 spins. For a
// uniform stream the two are the same distribution. A run of at least 10^8 spins rewrites bench/RETIGER.md.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  RETIGER,
  RETIGER_PUBLISHED_RTP,
  type RetigerRtp,
  type RetigerSymbol,
  retigerEvaluate,
  retigerExactRtp,
  retigerFromFloats,
  retigerStreamRtp,
} from '@arcadia/contract/games/retiger';

const SPINS = Number(process.env.SPINS ?? 1e8);
const WORKERS = Number(process.env.WORKERS ?? 2);
const FULL_RUN = 1e8;
const Z99 = 2.576;
/** Exit 1 only when the simulation is this many standard errors from the exact RTP: a broken model, not chance. */
const Z_FAIL = 5;

interface Tally {
  spins: number;
  /** Sum of winUnits (line-bet units); exact in a double up to 2^53. */
  sum: number;
  /** Sum of winUnits^2 as a decimal string (bigint across batches). */
  sumSq: string;
  hits: number;
  capped: number;
  /** Spins per multiplier row. */
  multipliers: number[];
  ms: number;
}

function simulate(spins: number): Tally {
  const started = performance.now();
  const words = new Uint32Array(16_384); // 64 KiB, getRandomValues' largest request: 4,096 spins
  const f = [0, 0, 0, 0];
  const rows = RETIGER.multipliers.length;
  const multipliers = new Array<number>(rows).fill(0);
  let sum = 0;
  let sumSq = 0n;
  let hits = 0;
  let capped = 0;
  let done = 0;
  while (done < spins) {
    crypto.getRandomValues(words);
    const batch = Math.min(words.length / 4, spins - done);
    let batchSq = 0; // at most 4,096 x 12,500^2, exact in a double
    for (let i = 0; i < batch; i++) {
      const k = i * 4;
      f[0] = (words[k] as number) / 2 ** 32;
      f[1] = (words[k + 1] as number) / 2 ** 32;
      f[2] = (words[k + 2] as number) / 2 ** 32;
      f[3] = (words[k + 3] as number) / 2 ** 32;
      const o = retigerFromFloats(f);
      const win = o.winUnits;
      sum += win;
      batchSq += win * win;
      if (win > 0) hits++;
      if (o.capped) capped++;
      const row = RETIGER.multipliers.indexOf(o.multiplier);
      multipliers[row] = (multipliers[row] ?? 0) + 1;
    }
    sumSq += BigInt(batchSq);
    done += batch;
  }
  return { spins, sum, sumSq: sumSq.toString(), hits, capped, multipliers, ms: performance.now() - started };
}

if (!isMainThread) {
  parentPort?.postMessage(simulate((workerData as { spins: number }).spins));
}

function runWorkers(spins: number, workers: number): Promise<Tally[]> {
  const shares = Array.from({ length: workers }, (_, i) => Math.floor(spins / workers) + (i < spins % workers ? 1 : 0));
  return Promise.all(
    shares.map(
      (share) =>
        new Promise<Tally>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { spins: share } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
}

export interface SimulationResult {
  spins: number;
  workers: number;
  seconds: number;
  rtp: number;
  stdev: number;
  ci99: [number, number];
  exactInCi99: boolean;
  /** (simulated - exact) / (exact stdev / sqrt(spins)). */
  z: number;
  hitFrequency: number;
  hitCi99: [number, number];
  cappedSpins: number;
  multiplierShares: number[];
}

function combine(tallies: Tally[], exact: RetigerRtp, seconds: number): SimulationResult {
  const spins = tallies.reduce((s, t) => s + t.spins, 0);
  const sum = tallies.reduce((s, t) => s + t.sum, 0);
  const sumSq = tallies.reduce((s, t) => s + BigInt(t.sumSq), 0n);
  const hits = tallies.reduce((s, t) => s + t.hits, 0);
  const lines = RETIGER.lineCount;
  const rtp = sum / spins / lines;
  // Sample variance of the win over the total bet: (sumSq / lines^2 - spins x mean^2) / (spins - 1).
  const variance = (Number(sumSq) / lines ** 2 - spins * rtp * rtp) / (spins - 1);
  const stdev = Math.sqrt(variance);
  const half = (Z99 * stdev) / Math.sqrt(spins);
  const ci99: [number, number] = [rtp - half, rtp + half];
  const hitFrequency = hits / spins;
  const hitHalf = Z99 * Math.sqrt((hitFrequency * (1 - hitFrequency)) / spins);
  return {
    spins,
    workers: tallies.length,
    seconds,
    rtp,
    stdev,
    ci99,
    exactInCi99: exact.rtp >= ci99[0] && exact.rtp <= ci99[1],
    z: (rtp - exact.rtp) / (exact.stdev / Math.sqrt(spins)),
    hitFrequency,
    hitCi99: [hitFrequency - hitHalf, hitFrequency + hitHalf],
    cappedSpins: tallies.reduce((s, t) => s + t.capped, 0),
    multiplierShares: RETIGER.multipliers.map(
      (_, i) => tallies.reduce((s, t) => s + (t.multipliers[i] ?? 0), 0) / spins,
    ),
  };
}

/** Each symbol's share of the base (pre-multiplier) RTP and its line-hit probability, by enumeration. */
function symbolTable() {
  const [l0, l1, l2] = RETIGER.strips.map((s) => s.length) as [number, number, number];
  const boards = l0 * l1 * l2;
  const lineHits = new Map<RetigerSymbol, number>();
  for (let a = 0; a < l0; a++)
    for (let b = 0; b < l1; b++)
      for (let c = 0; c < l2; c++)
        for (const w of retigerEvaluate([a, b, c], 1).lineWins)
          lineHits.set(w.symbol, (lineHits.get(w.symbol) ?? 0) + 1);
  return RETIGER.symbols.map((symbol) => {
    const hits = lineHits.get(symbol) ?? 0;
    return {
      symbol,
      pay: RETIGER.paytable[symbol],
      counts: RETIGER.strips.map((s) => s.filter((x) => x === symbol).length),
      /** P(a given line pays this symbol). */
      lineProbability: hits / boards / RETIGER.lineCount,
      /** Contribution to the base RTP (before the multiplier), per total bet. */
      baseRtp: (hits * RETIGER.paytable[symbol]) / boards / RETIGER.lineCount,
    };
  });
}

const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' / ');

/** A Markdown table laid out as Biome formats it (padded cells, ---: for right-aligned columns). */
function table(header: string[], align: ('l' | 'r')[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export interface Measured {
  sim: SimulationResult;
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  at: Date;
}

export function render(exact: RetigerRtp, stream: RetigerRtp, { sim, loadBefore, loadAfter, at }: Measured): string {
  const symbols = symbolTable();
  const lengths = RETIGER.strips.map((s) => s.length);
  const weightTotal = RETIGER.multiplierWeights.reduce((a, b) => a + b, 0);
  const meanMultiplier =
    RETIGER.multipliers.reduce((s, m, i) => s + m * (RETIGER.multiplierWeights[i] ?? 0), 0) / weightTotal;
  const lineNames = [
    'middle row',
    'top row',
    'bottom row',
    'diagonal, top left to bottom right',
    'diagonal, bottom left to top right',
  ];
  const lines = table(
    ['Line', 'Rows on reels 0, 1, 2'],
    ['l', 'l'],
    RETIGER.lines.map((l, i) => [String(i), `${l.join(', ')} (${lineNames[i] ?? ''})`]),
  );
  const paytable = table(
    ['Symbol', 'Pay (line bets)', 'Stops on reels 0 / 1 / 2', 'P(a line pays it)', 'Base RTP (before multiplier)'],
    ['l', 'r', 'r', 'r', 'r'],
    [
      ...symbols.map((s) => [s.symbol, String(s.pay), s.counts.join(' / '), pct(s.lineProbability), pct(s.baseRtp, 2)]),
      [
        'all',
        '',
        lengths.join(' / '),
        pct(symbols.reduce((a, s) => a + s.lineProbability, 0)),
        pct(
          symbols.reduce((a, s) => a + s.baseRtp, 0),
          2,
        ),
      ],
    ],
  );
  const multipliers = table(
    ['Multiplier', ...RETIGER.multipliers.map((m) => `x${m}`), 'mean'],
    ['l', ...RETIGER.multipliers.map(() => 'r' as const), 'r'],
    [
      [`Weight (of ${weightTotal})`, ...RETIGER.multiplierWeights.map(String), `x${meanMultiplier.toFixed(3)}`],
      ['Simulated share', ...sim.multiplierShares.map((s) => pct(s, 3)), ''],
    ],
  );
  const results = table(
    ['', 'Exact (enumeration)', 'Simulation'],
    ['l', 'l', 'l'],
    [
      [
        'RTP',
        `**${pct(exact.rtp)}** = ${exact.rtpNumerator} / ${exact.rtpDenominator} (published ${RETIGER_PUBLISHED_RTP.percent}%)`,
        `${pct(sim.rtp)}, 99% CI ${pct(sim.ci99[0])} to ${pct(sim.ci99[1])}`,
      ],
      ['Exact RTP inside the 99% CI', '', `${sim.exactInCi99 ? 'yes' : 'NO'} (z = ${sim.z.toFixed(2)})`],
      [
        'Hit frequency',
        `${pct(exact.hitFrequency)} = ${exact.hitNumerator} / ${exact.hitDenominator}`,
        `${pct(sim.hitFrequency)}, 99% CI ${pct(sim.hitCi99[0])} to ${pct(sim.hitCi99[1])}`,
      ],
      ['Standard deviation (per total bet)', exact.stdev.toFixed(4), sim.stdev.toFixed(4)],
      [
        'Max win',
        `${exact.maxWinUnits.toLocaleString('en')} line bets = ${(exact.maxWinUnits / RETIGER.lineCount).toLocaleString('en')}x total bet`,
        '',
      ],
      [
        'P(the cap cuts the win)',
        `${exact.cappedProbability.toExponential(4)} (${(exact.cappedProbability * sim.spins).toFixed(1)} expected in the run)`,
        `${sim.cappedSpins} capped spins`,
      ],
      ["RTP under the stream's 2^32-value floats", `${pct(stream.rtp, 8)} (uniform stops: ${pct(exact.rtp, 8)})`, ''],
    ],
  );
  return `# Retiger: exact RTP and simulation

Written by \`npm run retiger-rtp -w bench\` (bench/retiger-rtp.ts), run ${at.toISOString()}. The model is
\`packages/contract/src/games/retiger.ts\`; the exact figures come from full enumeration of its
${exact.boards.toLocaleString('en')} equally likely boards (${lengths.join(' x ')} stops) times the multiplier weights,
in integer arithmetic.

## Model

- 3 reels x 3 rows, ${RETIGER.lineCount} lines, total bet = ${RETIGER.lineCount} x line bet; pays are for three of a kind
  on a line, in line-bet units.
- Wild: \`${RETIGER.wild}\` stands in for every symbol; three tigers pay the tiger's own pay.
- Spin: floats 0-2 of the fairness stream give the stops floor(float x strip length) (rows p, p+1, p+2), float 3 the
  multiplier by pickWeighted; win = min(sum of line pays x multiplier, ${RETIGER.maxWinUnits.toLocaleString('en')} line
  bets = ${RETIGER.maxWinTotalBets.toLocaleString('en')}x the total bet).

${lines}

${paytable}

${multipliers}

## Exact and simulated

${results}

- Spins: ${sim.spins.toLocaleString('en')} on ${sim.workers} worker threads in ${sim.seconds.toFixed(1)} s of wall time.
- Random source: \`crypto.getRandomValues\` uint32s over 2^32 as the four floats of each spin, fed to
  \`retigerFromFloats()\`, the function \`retigerSpin()\` applies to the HMAC stream's floats; the HMAC stream itself
  is not used at this count (too slow), and for a uniform stream it is the same distribution.
- 99% CI = simulated mean +/- ${Z99} x sample standard deviation / sqrt(spins).
- Load average (1 / 5 / 15 min) before: ${load(loadBefore)}; after: ${load(loadAfter)} (2 cores, shared machine).
`;
}

async function main() {
  if (!(Number.isInteger(SPINS) && SPINS > 1)) throw new Error('SPINS must be an integer above 1');
  const loadBefore = loadavg();
  let t = performance.now();
  const exact = retigerExactRtp();
  const stream = retigerStreamRtp();
  console.log(
    `retiger exact (${exact.boards.toLocaleString('en')} boards x multipliers, ${(performance.now() - t).toFixed(0)} ms for both):`,
  );
  console.log(
    `  RTP ${pct(exact.rtp)} = ${exact.rtpNumerator} / ${exact.rtpDenominator} (published ${RETIGER_PUBLISHED_RTP.percent}%)`,
  );
  console.log(`  hit frequency ${pct(exact.hitFrequency)} = ${exact.hitNumerator} / ${exact.hitDenominator}`);
  console.log(
    `  stdev ${exact.stdev.toFixed(4)} per total bet, max win ${exact.maxWinUnits} line bets, P(capped) ${exact.cappedProbability.toExponential(4)}`,
  );
  console.log(
    `  RTP under the stream's 2^32-value floats ${pct(stream.rtp, 8)} (difference ${(stream.rtp - exact.rtp).toExponential(3)})`,
  );
  if (
    exact.rtpNumerator !== RETIGER_PUBLISHED_RTP.numerator ||
    exact.rtpDenominator !== RETIGER_PUBLISHED_RTP.denominator
  )
    console.log('  WARNING: differs from RETIGER_PUBLISHED_RTP; update the constant');

  console.log(`simulating ${SPINS.toLocaleString('en')} spins on ${WORKERS} workers (load ${load(loadBefore)}) ...`);
  t = performance.now();
  const sim = combine(await runWorkers(SPINS, WORKERS), exact, (performance.now() - t) / 1000);
  const loadAfter = loadavg();
  console.log(
    `  RTP ${pct(sim.rtp)}, 99% CI [${pct(sim.ci99[0])}, ${pct(sim.ci99[1])}]: exact ${sim.exactInCi99 ? 'inside' : 'OUTSIDE'} (z = ${sim.z.toFixed(2)})`,
  );
  console.log(
    `  hit frequency ${pct(sim.hitFrequency)}, stdev ${sim.stdev.toFixed(4)}, capped spins ${sim.cappedSpins}`,
  );
  console.log(
    `  multiplier shares ${sim.multiplierShares.map((s, i) => `x${RETIGER.multipliers[i]} ${pct(s, 3)}`).join(', ')}`,
  );
  console.log(`  ${sim.seconds.toFixed(1)} s; load average after ${load(loadAfter)}`);
  if (SPINS >= FULL_RUN) {
    const measured: Measured = { sim, loadBefore, loadAfter, at: new Date() };
    writeFileSync(join(import.meta.dirname, 'RETIGER.md'), render(exact, stream, measured));
    console.log('bench/RETIGER.md written');
  } else {
    console.log(`fewer than ${FULL_RUN.toLocaleString('en')} spins: bench/RETIGER.md left as it is`);
  }
  if (Math.abs(sim.z) > Z_FAIL) process.exit(1);
}

if (isMainThread && import.meta.url === `file://${process.argv[1]}`) await main();
