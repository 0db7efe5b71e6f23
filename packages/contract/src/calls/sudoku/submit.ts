import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { gridField, puzzleIdField, sudokuPlay } from './common.ts';

/**
 * POST /sudoku/submit: the caller's filled grid. The server checks it (full, no repeats, every given kept), times it
 * from the start, refuses a time no person could make (SUDOKU_TOO_FAST: under SUDOKU_MIN_SECONDS_PER_CELL for each
 * empty cell) and, for a puzzle of today, pays its reward once through the ledger. A wrong grid answers a field
 * error on `grid`; wrong grids are limited per player and IP. Submitting a solved puzzle again answers the same play
 * with `already: true`.
 */
export const sudokuSubmit = defineCall({
  service: 'sudoku',
  method: 'POST',
  path: '/sudoku/submit',
  auth: 'required',
  request: z.object({ puzzle_id: puzzleIdField, grid: gridField }),
  response: z.object({ ...sudokuPlay.shape, already: z.boolean() }),
});
