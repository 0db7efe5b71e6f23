import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { puzzleIdField, sudokuPlay } from './common.ts';

/**
 * POST /sudoku/start: starts the caller's clock on a puzzle. The first start counts; later calls (a reload, a second
 * device) answer the same play, so the time cannot be restarted.
 */
export const sudokuStart = defineCall({
  service: 'sudoku',
  method: 'POST',
  path: '/sudoku/start',
  auth: 'required',
  request: z.object({ puzzle_id: puzzleIdField }),
  response: sudokuPlay,
});
