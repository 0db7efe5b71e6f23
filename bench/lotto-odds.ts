// `npm run lotto-odds -w bench`: lotto's and xoso's stated odds and returns (packages/contract/src/games/lotto.ts,
// xoso.ts), exactly and by simulation through the contract's own draw code.
//
// Exact, lotto 6/45: a line matches k of the 6 drawn numbers in C(6,k) x C(39,6-k) of the C(45,6) = 8,145,060 draws;
// the fixed tiers (3, 4, 5 matches: 3x, 30x, 1000x the price) return (3 x 182,780 + 30 x 11,115 + 1000 x 234) /
// 8,145,060 of the price; the jackpot returns its share of sales (LOTTO_JACKPOT_BPS) in the long run, every unit put
// in being won by some later draw. Exact, xoso: each digit of the board is uniform on 0..9 (unbiased byte
// rejection), so a number's last two digits are uniform on 00..99 and a fixed bet number is hit with probability
// 1/100 by each of the board's numbers: E[lo hits] = numbers / 100, P(de) = 1/100.
// Simulation: DRAWS lotto draws (random seeds and list hashes) against one fixed line; BOARDS boards per region against
// one fixed number; each tier's frequency and each return with its 99 % interval.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  countMatches,
  drawLottoNumbers,
  LOTTO_DRAWS,
  LOTTO_FIXED_MULTIPLE,
  lottoFixedReturn,
  lottoWays,
} from '@arcadia/contract/games/lotto';
import { boardSize, DE_PAY, drawXosoBoard, hitsOf, LO_PAY, XOSO_REGIONS, xosoRtp } from '@arcadia/contract/games/xoso';

const DRAWS = Number(process.env.DRAWS ?? 3e5);
const BOARDS = Number(process.env.BOARDS ?? 1e5);
const Z99 = 2.576;
const pct = (v: number, d = 4) => `${(v * 100).toFixed(d)} %`;
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');

// lotto
const LINE = [3, 14, 15, 22, 40, 45];
const seen = new Array<number>(7).fill(0);
let fixedPaid = 0;
let fixedSq = 0;
const t0 = performance.now();
for (let d = 0; d < DRAWS; d++) {
  const k = countMatches(
    LINE,
    drawLottoNumbers(randomBytes(32).toString('hex'), d + 1, randomBytes(32).toString('hex')),
  );
  seen[k] = (seen[k] as number) + 1;
  const pay = LOTTO_FIXED_MULTIPLE[k] ?? 0;
  fixedPaid += pay;
  fixedSq += pay * pay;
}
const lottoSeconds = (performance.now() - t0) / 1000;
const fixed = lottoFixedReturn();
const fixedExact = Number(fixed.numerator) / Number(fixed.denominator);
const fixedMean = fixedPaid / DRAWS;
const fixedHalf = Z99 * Math.sqrt((fixedSq / DRAWS - fixedMean * fixedMean) / DRAWS);
const tierRows = [6, 5, 4, 3, 2, 1, 0].map((k) => {
  const exact = Number(lottoWays(k)) / Number(LOTTO_DRAWS);
  const sim = (seen[k] as number) / DRAWS;
  const half = Z99 * Math.sqrt((exact * (1 - exact)) / DRAWS);
  return `| ${k} | ${lottoWays(k).toLocaleString('en')} / 8,145,060 | ${pct(exact, 5)} | ${pct(sim, 5)} | ± ${pct(half, 5)} | ${Math.abs(sim - exact) <= half ? 'yes' : 'NO'} |`;
});

// xoso
const NUMBER = 42;
const t1 = performance.now();
const xosoRows: string[] = [];
for (const region of XOSO_REGIONS) {
  let lo = 0;
  let loSq = 0;
  let de = 0;
  for (let b = 0; b < BOARDS; b++) {
    const board = drawXosoBoard(randomBytes(32).toString('hex'), region, `d${b}`, randomBytes(32).toString('hex'));
    const h = hitsOf(board, 'lo', NUMBER);
    lo += h;
    loSq += h * h;
    de += hitsOf(board, 'de', NUMBER);
  }
  const [ln, ld] = LO_PAY[region];
  const loPay = ln / ld;
  const loMean = lo / BOARDS;
  const loHalf = Z99 * Math.sqrt((loSq / BOARDS - loMean * loMean) / BOARDS) * loPay;
  const loExact = xosoRtp(region, 'lo');
  const deExact = xosoRtp(region, 'de');
  const deP = de / BOARDS;
  const deHalf = Z99 * Math.sqrt((0.01 * 0.99) / BOARDS) * DE_PAY[0];
  const loE = Number(loExact.numerator) / Number(loExact.denominator);
  const deE = Number(deExact.numerator) / Number(deExact.denominator);
  xosoRows.push(
    `| ${region} | lo, ${loPay}x per hit, ${boardSize(region)} numbers | ${pct(loE, 2)} | ${pct(loMean * loPay)} | ± ${pct(loHalf)} | ${Math.abs(loMean * loPay - loE) <= loHalf ? 'yes' : 'NO'} |`,
    `| ${region} | de, ${DE_PAY[0]}x | ${pct(deE, 2)} | ${pct(deP * DE_PAY[0])} | ± ${pct(deHalf)} | ${Math.abs(deP * DE_PAY[0] - deE) <= deHalf ? 'yes' : 'NO'} |`,
  );
}
const xosoSeconds = (performance.now() - t1) / 1000;

const lines = [
  '# lotto and xoso odds',
  '',
  `Run ${new Date().toISOString().slice(0, 10)}: ${DRAWS.toLocaleString('en')} simulated lotto draws in ${lottoSeconds.toFixed(1)} s and`,
  `${BOARDS.toLocaleString('en')} simulated boards per xoso region in ${xosoSeconds.toFixed(1)} s; load average before the run ${load}.`,
  'Code: `bench/lotto-odds.ts`; the procedures are in docs/lotto.md. "Exact inside" says whether the exact value lies',
  "in the simulation's 99 % interval.",
  '',
  '## lotto 6/45: one line against the draw',
  '',
  '| Matches | Ways | Exact | Simulated | 99 % interval | Exact inside |',
  '| ------- | ---- | ----- | --------- | ------------- | ------------ |',
  ...tierRows,
  '',
  `Fixed tiers (3, 4, 5 matches pay 3x, 30x, 1000x the price): exact return ${fixed.numerator.toLocaleString('en')} / ${fixed.denominator.toLocaleString('en')} = ${pct(fixedExact)} of the price;`,
  `simulated ${pct(fixedMean)} ± ${pct(fixedHalf)} (${Math.abs(fixedMean - fixedExact) <= fixedHalf ? 'exact inside' : 'exact OUTSIDE'}).`,
  `With the default jackpot share (LOTTO_JACKPOT_BPS 4000, 40 % of sales) the long-run return is ${pct(fixedExact + 0.4, 2)}: house edge ${pct(1 - fixedExact - 0.4, 2)}.`,
  'The jackpot share is returned over time, not per draw: an unwon jackpot rolls over until six matches win it.',
  '',
  '## xoso: a bet on one number (42)',
  '',
  '| Region | Bet | Exact RTP | Simulated RTP | 99 % interval | Exact inside |',
  '| ------ | --- | --------- | ------------- | ------------- | ------------ |',
  ...xosoRows,
  '',
  'House edge: lo 5.5 % in every region, de 10 %. Payouts are floored to the micro-USDT, which lowers the return by',
  'less than 10^-6 USDT per bet.',
  '',
];
writeFileSync(join(import.meta.dirname, 'LOTTO.md'), lines.join('\n'));
console.log(lines.join('\n'));
