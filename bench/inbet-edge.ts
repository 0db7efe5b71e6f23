// `npm run inbet-edge -w bench`: inbet's house edge (packages/contract/src/games/inbet.ts) exactly and by simulation.
//
// Exact: a round's close minus its lock is the sum of WINDOW independent steps, each uniform on -20..20 (the byte
// acceptance rule makes them exactly uniform), so P(up) = P(down) = (1 - q) / 2 with q = P(sum = 0), computed by an
// integer convolution (tieProbability). A position pays 1.95x when right and its stake on a tie: it returns
// 0.975 + 0.025 q per unit staked. Simulation: ROUNDS rounds (default 200,000) of random 32-byte links through the
// contract's own tickStep (HMAC-SHA256 with the salt and pair), the shares of up, down and tie with 99 % intervals.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  INBET_HOUSE_EDGE_PERCENT,
  INBET_PAYOUT_HUNDREDTHS,
  inbetReturn,
  tickStep,
  tieProbability,
} from '@arcadia/contract/games/inbet';

const ROUNDS = Number(process.env.ROUNDS ?? 200_000);
const WINDOW = Number(process.env.WINDOW ?? 60);
const Z99 = 2.576;
const salt = 'inbet-bench-salt';

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
let up = 0;
let down = 0;
let tie = 0;
const started = performance.now();
for (let r = 0; r < ROUNDS; r++) {
  let sum = 0;
  for (let k = 0; k < WINDOW; k++) sum += tickStep(randomBytes(32).toString('hex'), salt, 'BTCUSDT');
  if (sum > 0) up++;
  else if (sum < 0) down++;
  else tie++;
}
const seconds = (performance.now() - started) / 1000;

const q = tieProbability(WINDOW);
const pay = INBET_PAYOUT_HUNDREDTHS / 100;
const share = (n: number) => n / ROUNDS;
const interval = (p: number) => Z99 * Math.sqrt((p * (1 - p)) / ROUNDS);
const rows = [
  { name: 'up', exact: (1 - q) / 2, p: share(up) },
  { name: 'down', exact: (1 - q) / 2, p: share(down) },
  { name: 'tie (refunded)', exact: q, p: share(tie) },
].map((r) => ({ ...r, half: interval(r.p), inside: Math.abs(r.exact - r.p) <= interval(r.p) }));
// The return of always taking one side, simulated: pays 1.95 when right, 1 on a tie.
const simulatedUp = share(up) * pay + share(tie);
const simulatedDown = share(down) * pay + share(tie);
const returnHalf = Z99 * pay * Math.sqrt((share(up) * (1 - share(up))) / ROUNDS);
const exact = inbetReturn(q);

const lines = [
  '# inbet house edge',
  '',
  `Run ${new Date().toISOString().slice(0, 10)}, ${ROUNDS.toLocaleString('en')} simulated rounds of ${WINDOW} sandbox ticks`,
  `(${(ROUNDS * WINDOW).toLocaleString('en')} steps) in ${seconds.toFixed(1)} s, load average before the run ${load}.`,
  `Stated: the right side pays ${pay.toFixed(2)}x, a tie refunds; house edge ${INBET_HOUSE_EDGE_PERCENT} % of every stake that is not`,
  'refunded, so a position returns 97.5 % + 2.5 % x P(tie).',
  '',
  '| Outcome | Exact | Simulated | 99 % interval | Exact inside |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${(r.exact * 100).toFixed(4)} % | ${(r.p * 100).toFixed(4)} % | ± ${(r.half * 100).toFixed(4)} | ` +
      `${r.inside ? 'yes' : 'NO'} |`,
  ),
  '',
  '| Return per unit staked | Exact | Simulated | 99 % interval |',
  '| --- | --- | --- | --- |',
  `| always up | ${(exact * 100).toFixed(4)} % | ${(simulatedUp * 100).toFixed(4)} % | ± ${(returnHalf * 100).toFixed(4)} |`,
  `| always down | ${(exact * 100).toFixed(4)} % | ${(simulatedDown * 100).toFixed(4)} % | ± ${(returnHalf * 100).toFixed(4)} |`,
  '',
  `House edge on all stakes: ${((1 - exact) * 100).toFixed(4)} % (2.5 % x (1 - ${q.toFixed(6)})).`,
  '',
];
console.log(lines.join('\n'));
if (ROUNDS >= 200_000) writeFileSync(join(import.meta.dirname, 'INBET.md'), lines.join('\n'));
if (rows.some((r) => Math.abs(r.exact - r.p) > 2 * r.half)) process.exit(1);
