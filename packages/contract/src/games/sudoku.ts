/**
 * Sudoku (issue 21, docs/sudoku.md): a grid is 81 digits, row by row, 0 for an empty cell. The solver and the
 * generator are shared: the server makes the daily puzzles and checks a solved grid with them; the web shows
 * conflicts with the same rules, and never sees a solution.
 */

export const SIZE = 9;
export const CELLS = 81;
const ALL = 0b1111111110; // bits 1..9

export type Grid = number[];

export function parseGrid(text: string): Grid {
  if (!/^[0-9]{81}$/.test(text)) throw new Error('a grid is 81 digits');
  return [...text].map(Number);
}

export const gridText = (grid: readonly number[]): string => grid.join('');

const rowOf = (cell: number) => Math.floor(cell / SIZE);
const colOf = (cell: number) => cell % SIZE;
const boxOf = (cell: number) => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

/** The cells that share a row, column or box with `cell` (20 of them). */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) =>
  Array.from({ length: CELLS }, (_, other) => other).filter(
    (other) =>
      other !== cell && (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell)),
  ),
);

/** Cells whose digit repeats in their row, column or box. */
export function conflicts(grid: readonly number[]): Set<number> {
  const bad = new Set<number>();
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = grid[cell];
    if (!digit) continue;
    for (const peer of PEERS[cell] as number[]) if (grid[peer] === digit) bad.add(cell);
  }
  return bad;
}

/** True when `grid` is full, breaks no rule, and keeps every given of `givens`. */
export function solves(givens: readonly number[], grid: readonly number[]): boolean {
  if (grid.length !== CELLS || givens.length !== CELLS) return false;
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = grid[cell] as number;
    if (digit < 1 || digit > 9) return false;
    if (givens[cell] && givens[cell] !== digit) return false;
  }
  return conflicts(grid).size === 0;
}

const bitCount = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/**
 * Counts solutions of `grid` up to `limit` (2 is enough to tell "unique" from "not"), filling `found` with the
 * first. Depth-first with bitmasks, always branching on the cell with the fewest candidates.
 */
export function countSolutions(grid: readonly number[], limit = 2, found?: Grid, order?: () => number): number {
  const work = [...grid];
  const rows = new Array<number>(SIZE).fill(0);
  const cols = new Array<number>(SIZE).fill(0);
  const boxes = new Array<number>(SIZE).fill(0);
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = work[cell] as number;
    if (!digit) continue;
    const bit = 1 << digit;
    const r = rowOf(cell);
    const c = colOf(cell);
    const b = boxOf(cell);
    if (((rows[r] as number) | (cols[c] as number) | (boxes[b] as number)) & bit) return 0;
    rows[r] = (rows[r] as number) | bit;
    cols[c] = (cols[c] as number) | bit;
    boxes[b] = (boxes[b] as number) | bit;
  }
  let count = 0;
  const search = (): boolean => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let cell = 0; cell < CELLS; cell++) {
      if (work[cell]) continue;
      const mask =
        ALL & ~((rows[rowOf(cell)] as number) | (cols[colOf(cell)] as number) | (boxes[boxOf(cell)] as number));
      const n = bitCount(mask);
      if (n < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      count++;
      if (found && count === 1) found.splice(0, CELLS, ...work);
      return count >= limit;
    }
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) if (bestMask & (1 << d)) digits.push(d);
    if (order) shuffle(digits, order);
    const r = rowOf(best);
    const c = colOf(best);
    const b = boxOf(best);
    for (const d of digits) {
      const bit = 1 << d;
      work[best] = d;
      rows[r] = (rows[r] as number) | bit;
      cols[c] = (cols[c] as number) | bit;
      boxes[b] = (boxes[b] as number) | bit;
      const stop = search();
      rows[r] = (rows[r] as number) & ~bit;
      cols[c] = (cols[c] as number) & ~bit;
      boxes[b] = (boxes[b] as number) & ~bit;
      work[best] = 0;
      if (stop) return true;
    }
    return false;
  };
  search();
  return count;
}

function shuffle<T>(items: T[], random: () => number) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}

/** A small seeded generator (mulberry32): the same seed makes the same puzzle. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const SUDOKU_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type SudokuDifficulty = (typeof SUDOKU_DIFFICULTIES)[number];

/** Givens each difficulty aims for; digging stops there (or earlier, when no cell can go without a second solution). */
export const TARGET_GIVENS: Record<SudokuDifficulty, number> = { easy: 40, medium: 33, hard: 28, expert: 24 };

export interface Puzzle {
  givens: Grid;
  solution: Grid;
}

/**
 * A puzzle with exactly one solution: a random full grid, then cells emptied in random order, each only if the
 * puzzle still has one solution, until the difficulty's number of givens is reached.
 */
export function generatePuzzle(difficulty: SudokuDifficulty, seed: number): Puzzle {
  const random = seededRandom(seed);
  const solution: Grid = new Array<number>(CELLS).fill(0);
  countSolutions(new Array<number>(CELLS).fill(0), 1, solution, random);
  const givens = [...solution];
  const order = Array.from({ length: CELLS }, (_, cell) => cell);
  shuffle(order, random);
  let filled = CELLS;
  for (const cell of order) {
    if (filled <= TARGET_GIVENS[difficulty]) break;
    const digit = givens[cell] as number;
    givens[cell] = 0;
    if (countSolutions(givens, 2) === 1) filled--;
    else givens[cell] = digit;
  }
  return { givens, solution };
}
