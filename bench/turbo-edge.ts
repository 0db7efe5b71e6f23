// `npm run turbo-edge -w bench`: turbo's house edge (packages/contract/src/games/turbo.ts) exactly and by simulation.
//
// Exact: a game's X is k / 2^52 for k uniform in [0, 2^52); crash >= m (hundredths) exactly when
// 97 / (1 - X) >= m, i.e. for floor(2^52 x 97 / m) values of k. A player cashing out at m gets m/100 per unit staked
// when crash >= m, so the return at target m is m/100 x floor(2^52 x 97 / m) / 2^52: 97 % less a rounding of at most
// m / 2^52. Simulation: GAMES random 32-byte game hashes (default 10^7) through the contract's own
// crashPointHundredths (HMAC-SHA256 with the salt), the share of games reaching each target and its 99 % interval.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { crashPointHundredths, TURBO_EDGE_NUMERATOR } from '@arcadia/contract/games/turbo';

const GAMES = Number(process.env.GAMES ?? 1e7);
const TARGETS = [101, 110, 150, 200, 300, 500, 1000, 10000];
const Z99 = 2.576;
const TWO_52 = 2n ** 52n;

function exactReturn(m: number): number {
  const count = (TWO_52 * BigInt(TURBO_EDGE_NUMERATOR)) / BigInt(m);
  const reach = Number(count < TWO_52 ? count : TWO_52) / 2 ** 52;
  return (m / 100) * reach;
}

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
const reached = new Array<number>(TARGETS.length).fill(0);
let oneX = 0;
const started = performance.now();
const salt = 'turbo-bench-salt';
for (let g = 0; g < GAMES; g++) {
  const crash = crashPointHundredths(randomBytes(32).toString('hex'), salt);
  if (crash === 100) oneX++;
  for (let i = 0; i < TARGETS.length; i++) if (crash >= (TARGETS[i] as number)) reached[i] = (reached[i] as number) + 1;
}
const seconds = (performance.now() - started) / 1000;

const rows = TARGETS.map((m, i) => {
  const p = (reached[i] as number) / GAMES;
  const ret = (m / 100) * p;
  const half = Z99 * (m / 100) * Math.sqrt((p * (1 - p)) / GAMES);
  const exact = exactReturn(m);
  const inside = Math.abs(exact - ret) <= half;
  return { m, exact, ret, half, inside };
});
const lines = [
  '# turbo house edge',
  '',
  `Run ${new Date().toISOString().slice(0, 10)}, ${GAMES.toLocaleString('en')} simulated games in ${seconds.toFixed(1)} s,`,
  `load average before the run ${load}. Stated edge: ${100 - TURBO_EDGE_NUMERATOR} % (return 97 % at any cash-out target).`,
  '',
  '| Cash-out target | Exact return | Simulated return | 99 % interval | Exact inside |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${(r.m / 100).toFixed(2)}x | ${(r.exact * 100).toFixed(4)} % | ${(r.ret * 100).toFixed(4)} % | ` +
      `± ${(r.half * 100).toFixed(4)} | ${r.inside ? 'yes' : 'NO'} |`,
  ),
  '',
  `Games crashing at 1.00x: ${((oneX / GAMES) * 100).toFixed(3)} % (exact ${((1 - exactReturn(101) / 1.01) * 100).toFixed(3)} %).`,
  '',
];
console.log(lines.join('\n'));
if (GAMES >= 1e7) writeFileSync(join(import.meta.dirname, 'TURBO.md'), lines.join('\n'));
if (rows.some((r) => Math.abs(r.exact - r.ret) > 2 * r.half)) process.exit(1);
