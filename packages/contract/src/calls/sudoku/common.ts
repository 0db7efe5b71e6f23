import * as z from 'zod/mini';
import { SUDOKU_DIFFICULTIES } from '../../games/sudoku.ts';

export { SUDOKU_DIFFICULTIES };
export const sudokuDifficulty = z.enum(SUDOKU_DIFFICULTIES);

export const puzzleIdField = z.coerce
  .number()
  .check(z.int('Must be a puzzle id'), z.positive('Must be a puzzle id'), z.lte(Number.MAX_SAFE_INTEGER));

/** A grid: 81 digits row by row, 0 for an empty cell. */
export const gridField = z.string().check(z.regex(/^[0-9]{81}$/, 'Must be 81 digits, 0 for an empty cell'));

/** The player's play of one puzzle. */
export const sudokuPlay = z.object({
  /** Unix seconds the server started the clock; null before the first start. */
  started_at: z.nullable(z.number()),
  /** Unix seconds of the accepted solution; null while unsolved. */
  finished_at: z.nullable(z.number()),
  /** Solving time in seconds, measured by the server from start to solution. */
  seconds: z.nullable(z.number()),
  /** Place in the puzzle's ranking (1 = fastest); null while unsolved. */
  rank: z.nullable(z.number()),
  /** KC paid for solving it on its day ('0' when it was solved late or not yet). */
  paid: z.string(),
});
export type SudokuPlay = z.output<typeof sudokuPlay>;
