import { floats, pickWeighted, type SeedPair } from '../fairness.ts';

/**
 * Retiger, Fortune's in-house tiger slot (issue 17): the whole game math, pure and synchronous, shared by the game
 * server, the public verifier and bench/retiger-rtp.ts. No floats touch money: pays are integers in line-bet units,
 * the RTP is an exact fraction (references/fairness-and-game-math.md, section 3).
 *
 * - 3 reels, 3 visible rows, 5 fixed lines (RETIGER_LINES), total bet = 5 x line bet.
 * - A spin reads floats 0-3 of the seed pair's stream (fairness.ts floats()): reel r stops at floor(float r x strip
 *   length) and shows stops p, p+1, p+2 (mod length) as rows 0, 1, 2; float 3 picks the spin multiplier with
 *   pickWeighted() from RETIGER_MULTIPLIER_WEIGHTS.
 * - A line pays when its three symbols are equal, the tiger (wild) standing in for any symbol; three tigers pay the
 *   tiger's own pay. The spin's line pays are added (baseUnits), multiplied by the spin multiplier and capped at
 *   RETIGER_MAX_WIN_UNITS (2,500 x the total bet).
 */

export const RETIGER_SYMBOLS = [
  'tiger',
  'ingot',
  'coin_bag',
  'lantern',
  'firecracker',
  'orange',
  'ace',
  'king',
] as const;
export type RetigerSymbol = (typeof RETIGER_SYMBOLS)[number];

/** The wild: stands in for every symbol on a line and pays the most. */
export const RETIGER_WILD: RetigerSymbol = 'tiger';

/** Pay for three of a kind on a line, in line-bet units (three tigers pay the tiger's own). */
export const RETIGER_PAYTABLE: Readonly<Record<RetigerSymbol, number>> = {
  tiger: 300,
  ingot: 100,
  coin_bag: 50,
  lantern: 25,
  firecracker: 15,
  orange: 10,
  ace: 5,
  king: 2,
};

/** The five lines, each as the row (0 top, 1 middle, 2 bottom) it takes on reels 0, 1, 2; `line` is the index here. */
export const RETIGER_LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1], // middle row
  [0, 0, 0], // top row
  [2, 2, 2], // bottom row
  [0, 1, 2], // diagonal, top left to bottom right
  [2, 1, 0], // diagonal, bottom left to top right
];

export const RETIGER_LINE_COUNT = RETIGER_LINES.length;

/**
 * The reel strips (48, 50 and 52 stops). Each starts with the one stack of three tigers (so a board of nine tigers
 * exists); no other symbol appears twice in any three consecutive stops, wrapping round.
 */
// biome-ignore format: ten stops a line
export const RETIGER_STRIPS: readonly (readonly RetigerSymbol[])[] = [
  [
    'tiger', 'tiger', 'tiger', 'orange', 'coin_bag', 'ace', 'king', 'orange', 'ace', 'king',
    'orange', 'ingot', 'firecracker', 'king', 'ace', 'coin_bag', 'orange', 'king', 'ace', 'lantern',
    'king', 'ace', 'firecracker', 'king', 'orange', 'coin_bag', 'king', 'ace', 'lantern', 'king',
    'firecracker', 'orange', 'ace', 'king', 'orange', 'lantern', 'king', 'ace', 'firecracker', 'king',
    'ingot', 'lantern', 'king', 'orange', 'firecracker', 'king', 'ace', 'firecracker',
  ],
  [
    'tiger', 'tiger', 'tiger', 'ingot', 'king', 'lantern', 'ace', 'king', 'orange', 'ace',
    'coin_bag', 'lantern', 'king', 'ace', 'ingot', 'king', 'firecracker', 'coin_bag', 'ace', 'orange',
    'king', 'ace', 'orange', 'lantern', 'king', 'coin_bag', 'orange', 'king', 'ace', 'firecracker',
    'orange', 'lantern', 'king', 'orange', 'ace', 'king', 'firecracker', 'lantern', 'ace', 'firecracker',
    'king', 'ace', 'orange', 'king', 'firecracker', 'ace', 'king', 'orange', 'firecracker', 'king',
  ],
  [
    'tiger', 'tiger', 'tiger', 'king', 'ingot', 'orange', 'king', 'ace', 'coin_bag', 'firecracker',
    'ace', 'king', 'orange', 'ace', 'lantern', 'king', 'ingot', 'ace', 'king', 'coin_bag',
    'orange', 'king', 'firecracker', 'ace', 'king', 'orange', 'firecracker', 'king', 'lantern', 'firecracker',
    'ace', 'orange', 'king', 'firecracker', 'orange', 'ace', 'king', 'orange', 'ace', 'coin_bag',
    'orange', 'king', 'lantern', 'firecracker', 'king', 'ace', 'lantern', 'king', 'firecracker', 'lantern',
    'king', 'ace',
  ],
];

/** The spin multiplier's values and their weights (out of 1,000), picked from float 3. */
export const RETIGER_MULTIPLIERS: readonly number[] = [1, 2, 3, 5, 10];
export const RETIGER_MULTIPLIER_WEIGHTS: readonly number[] = [749, 151, 60, 30, 10];

/** The largest win of a spin, as a multiple of the total bet, and the same in line-bet units. */
export const RETIGER_MAX_WIN_TOTAL_BETS = 2500;
export const RETIGER_MAX_WIN_UNITS = RETIGER_MAX_WIN_TOTAL_BETS * RETIGER_LINE_COUNT;

/** Floats of the fairness stream one spin reads: the three stops, then the multiplier. */
export const RETIGER_FLOATS_PER_SPIN = 4;

/** The published model in one object. */
export const RETIGER = {
  id: 'retiger',
  reels: 3,
  rows: 3,
  symbols: RETIGER_SYMBOLS,
  wild: RETIGER_WILD,
  paytable: RETIGER_PAYTABLE,
  lines: RETIGER_LINES,
  lineCount: RETIGER_LINE_COUNT,
  strips: RETIGER_STRIPS,
  multipliers: RETIGER_MULTIPLIERS,
  multiplierWeights: RETIGER_MULTIPLIER_WEIGHTS,
  maxWinTotalBets: RETIGER_MAX_WIN_TOTAL_BETS,
  maxWinUnits: RETIGER_MAX_WIN_UNITS,
  floatsPerSpin: RETIGER_FLOATS_PER_SPIN,
} as const;

/**
 * The RTP published for this model: the exact fraction retigerExactRtp() computes (total win over total bet, all
 * boards and multipliers), reduced. A change to strips, pays, lines, multipliers or cap fails retiger.test.ts until
 * this is updated from a fresh computation (`npm run retiger-rtp -w bench` prints it).
 */
export const RETIGER_PUBLISHED_RTP = {
  numerator: 8_028_101n,
  denominator: 8_320_000n,
  percent: '96.49',
} as const;

export type RetigerStops = readonly [number, number, number];

export interface RetigerLineWin {
  /** Index into RETIGER_LINES. */
  line: number;
  /** The symbol paid (the tiger only for three tigers). */
  symbol: RetigerSymbol;
  /** Line-bet units. */
  pay: number;
}

export interface RetigerOutcome {
  stops: [number, number, number];
  /** Symbol ids as [reel][row], rows 0 (top) to 2 (bottom). */
  grid: RetigerSymbol[][];
  lineWins: RetigerLineWin[];
  /** Sum of the line pays, line-bet units. */
  baseUnits: number;
  multiplier: number;
  /** min(baseUnits x multiplier, RETIGER_MAX_WIN_UNITS), line-bet units. */
  winUnits: number;
  /** True when the cap cut the win. */
  capped: boolean;
}

/** The symbol a line of three pays, or null: all equal with the wild standing in; three wilds are the wild. */
export function retigerLineSymbol(a: RetigerSymbol, b: RetigerSymbol, c: RetigerSymbol): RetigerSymbol | null {
  let paid: RetigerSymbol | null = null;
  for (const s of [a, b, c]) {
    if (s === RETIGER_WILD) continue;
    if (paid === null) paid = s;
    else if (paid !== s) return null;
  }
  return paid ?? RETIGER_WILD;
}

/** A spin's base win times its multiplier, capped: the one place the cap is applied. */
export function retigerWin(baseUnits: number, multiplier: number): { winUnits: number; capped: boolean } {
  const raw = baseUnits * multiplier;
  return raw > RETIGER_MAX_WIN_UNITS
    ? { winUnits: RETIGER_MAX_WIN_UNITS, capped: true }
    : { winUnits: raw, capped: false };
}

/** The visible window of a board: symbol ids as [reel][row]. */
export function retigerGrid(stops: RetigerStops): RetigerSymbol[][] {
  return RETIGER_STRIPS.map((strip, reel) => {
    const stop = stops[reel];
    if (stop === undefined || !Number.isInteger(stop) || stop < 0 || stop >= strip.length)
      throw new RangeError(`reel ${reel}: stop must be an integer in 0..${strip.length - 1}`);
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as RetigerSymbol);
  });
}

/** The pure evaluator: the board at these stops, its line wins, and the win after the multiplier and the cap. */
export function retigerEvaluate(stops: RetigerStops, multiplier: number): RetigerOutcome {
  if (!RETIGER_MULTIPLIERS.includes(multiplier))
    throw new RangeError(`multiplier must be one of ${RETIGER_MULTIPLIERS}`);
  const grid = retigerGrid(stops);
  const lineWins: RetigerLineWin[] = [];
  let baseUnits = 0;
  RETIGER_LINES.forEach((rows, line) => {
    const [r0, r1, r2] = rows;
    const symbol = retigerLineSymbol(
      grid[0]?.[r0] as RetigerSymbol,
      grid[1]?.[r1] as RetigerSymbol,
      grid[2]?.[r2] as RetigerSymbol,
    );
    if (symbol === null) return;
    const pay = RETIGER_PAYTABLE[symbol];
    lineWins.push({ line, symbol, pay });
    baseUnits += pay;
  });
  return {
    stops: [stops[0], stops[1], stops[2]],
    grid,
    lineWins,
    baseUnits,
    multiplier,
    ...retigerWin(baseUnits, multiplier),
  };
}

/** A spin from four floats in [0, 1): the stops from floats 0-2, the multiplier from float 3. */
export function retigerFromFloats(f: readonly number[]): RetigerOutcome {
  if (f.length < RETIGER_FLOATS_PER_SPIN) throw new RangeError(`a spin needs ${RETIGER_FLOATS_PER_SPIN} floats`);
  const stops = RETIGER_STRIPS.map((strip, reel) => {
    const x = f[reel] as number;
    if (!(x >= 0 && x < 1)) throw new RangeError('floats must be in [0, 1)');
    return Math.floor(x * strip.length);
  }) as unknown as RetigerStops;
  const multiplier = RETIGER_MULTIPLIERS[pickWeighted(RETIGER_MULTIPLIER_WEIGHTS, f[3] as number)] as number;
  return retigerEvaluate(stops, multiplier);
}

/** The spin for a seed pair and nonce: floats 0-3 of fairness.ts's stream. */
export function retigerSpin(pair: SeedPair): RetigerOutcome {
  return retigerFromFloats(floats(pair.serverSeed, pair.clientSeed, pair.nonce, RETIGER_FLOATS_PER_SPIN));
}

/** The total bet for a line bet, minor units. */
export function retigerTotalBet(lineBetMinor: bigint): bigint {
  if (lineBetMinor < 0n) throw new RangeError('line bet must not be negative');
  return lineBetMinor * BigInt(RETIGER_LINE_COUNT);
}

/** The spin's win in minor units: winUnits x the line bet. */
export function retigerPayout(lineBetMinor: bigint, outcome: Pick<RetigerOutcome, 'winUnits'>): bigint {
  if (lineBetMinor < 0n) throw new RangeError('line bet must not be negative');
  if (!Number.isSafeInteger(outcome.winUnits) || outcome.winUnits < 0 || outcome.winUnits > RETIGER_MAX_WIN_UNITS)
    throw new RangeError('winUnits out of range');
  return lineBetMinor * BigInt(outcome.winUnits);
}

export interface RetigerRtp {
  /** RTP = rtpNumerator / rtpDenominator (reduced): expected win over total bet. */
  rtpNumerator: bigint;
  rtpDenominator: bigint;
  rtp: number;
  /** P(win > 0) = hitNumerator / hitDenominator (reduced). */
  hitNumerator: bigint;
  hitDenominator: bigint;
  hitFrequency: number;
  /** Variance and standard deviation of one spin's win over the total bet. */
  variance: number;
  stdev: number;
  /** The largest win any board and multiplier reach, line-bet units, and the probability the cap cuts a win. */
  maxWinUnits: number;
  cappedProbability: number;
  /** Equally likely boards enumerated (product of the strip lengths). */
  boards: number;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
}

function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / Number(scale);
}

/**
 * Full enumeration with a weight for every stop of every reel and every multiplier row. Each board is evaluated once
 * (multiplier 1) and its base win then goes through retigerWin() for each multiplier row.
 */
function enumerate(stopWeights: readonly (readonly bigint[])[], multiplierWeights: readonly bigint[]): RetigerRtp {
  const [w0, w1, w2] = stopWeights as [readonly bigint[], readonly bigint[], readonly bigint[]];
  const sum = (ws: readonly bigint[]) => ws.reduce((s, w) => s + w, 0n);
  const total = sum(w0) * sum(w1) * sum(w2) * sum(multiplierWeights);
  let s1 = 0n; // sum of weight x winUnits
  let s2 = 0n; // sum of weight x winUnits^2
  let hitWeight = 0n;
  let cappedWeight = 0n;
  let maxWinUnits = 0;
  for (let a = 0; a < w0.length; a++)
    for (let b = 0; b < w1.length; b++)
      for (let c = 0; c < w2.length; c++) {
        const { baseUnits } = retigerEvaluate([a, b, c], 1);
        if (baseUnits === 0) continue;
        const boardWeight = (w0[a] as bigint) * (w1[b] as bigint) * (w2[c] as bigint);
        hitWeight += boardWeight * sum(multiplierWeights);
        RETIGER_MULTIPLIERS.forEach((m, i) => {
          const mw = multiplierWeights[i] as bigint;
          if (mw === 0n) return;
          const { winUnits, capped } = retigerWin(baseUnits, m);
          const weight = boardWeight * mw;
          const win = BigInt(winUnits);
          s1 += weight * win;
          s2 += weight * win * win;
          if (capped) cappedWeight += weight;
          if (winUnits > maxWinUnits) maxWinUnits = winUnits;
        });
      }
  const lines = BigInt(RETIGER_LINE_COUNT);
  // RTP = s1 / (total x lines); variance = s2 / (total x lines^2) - RTP^2 = (s2 total - s1^2) / (total lines)^2.
  const rtpDen = total * lines;
  const g = gcd(s1, rtpDen);
  const h = gcd(hitWeight, total);
  const varNum = s2 * total - s1 * s1;
  const varDen = rtpDen * rtpDen;
  const variance = ratio(varNum, varDen);
  return {
    rtpNumerator: s1 / g,
    rtpDenominator: rtpDen / g,
    rtp: ratio(s1, rtpDen),
    hitNumerator: hitWeight / h,
    hitDenominator: total / h,
    hitFrequency: ratio(hitWeight, total),
    variance,
    stdev: Math.sqrt(variance),
    maxWinUnits,
    cappedProbability: ratio(cappedWeight, total),
    boards: w0.length * w1.length * w2.length,
  };
}

let exactCache: RetigerRtp | undefined;

/** The exact RTP by full enumeration of the L1 x L2 x L3 equally likely boards and the multiplier weights. */
export function retigerExactRtp(): RetigerRtp {
  exactCache ??= enumerate(
    RETIGER_STRIPS.map((strip) => strip.map(() => 1n)),
    RETIGER_MULTIPLIER_WEIGHTS.map((w) => BigInt(w)),
  );
  return { ...exactCache };
}

const TWO_POW_32 = 2n ** 32n;

/** How many of the 2^32 stream floats k / 2^32 give each index floor(float x n), for n outcomes. */
export function floatIndexCounts(n: number): bigint[] {
  const size = BigInt(n);
  const first = (i: bigint) => (i * TWO_POW_32 + size - 1n) / size; // ceil(i x 2^32 / n)
  return Array.from({ length: n }, (_, i) => first(BigInt(i) + 1n) - first(BigInt(i)));
}

/**
 * The exact RTP under the draw as it really is: each float takes one of 2^32 values, so floor(float x length) is
 * uniform only to within 1/2^32 per stop (and likewise the multiplier's floor(float x 1,000)). Differs from
 * retigerExactRtp() in the ninth decimal place (about -2.5e-9); the bench prints both.
 */
export function retigerStreamRtp(): RetigerRtp {
  const targets = floatIndexCounts(RETIGER_MULTIPLIER_WEIGHTS.reduce((s, w) => s + w, 0));
  let next = 0;
  const multiplierWeights = RETIGER_MULTIPLIER_WEIGHTS.map((w) => {
    const rows = targets.slice(next, next + w);
    next += w;
    return rows.reduce((s, x) => s + x, 0n);
  });
  return enumerate(
    RETIGER_STRIPS.map((strip) => floatIndexCounts(strip.length)),
    multiplierWeights,
  );
}
