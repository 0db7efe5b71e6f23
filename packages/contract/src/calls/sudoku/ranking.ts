import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { puzzleIdField, sudokuDifficulty } from './common.ts';

/** GET /sudoku/ranking: a puzzle's fastest solvers (names masked) and the caller's place. */
export const sudokuRanking = defineCall({
  service: 'sudoku',
  method: 'GET',
  path: '/sudoku/ranking',
  auth: 'optional',
  request: z.object({ puzzle_id: puzzleIdField }),
  response: z.object({
    puzzle_id: z.number(),
    date: z.string(),
    difficulty: sudokuDifficulty,
    solvers: z.number(),
    list: z.array(z.object({ rank: z.number(), name: z.string(), seconds: z.number(), me: z.boolean() })),
    /** The caller's place when they solved it; null otherwise. */
    mine: z.nullable(z.object({ rank: z.number(), seconds: z.number() })),
  }),
});
