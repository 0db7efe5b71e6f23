import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { gridField, sudokuDifficulty, sudokuPlay } from './common.ts';

/**
 * GET /sudoku/daily: today's puzzles (UTC day), one per difficulty, each with exactly one solution, what solving
 * it today pays, how many have solved it, the fastest time, and the caller's play. Made once per day by the first
 * caller (puzzles of one day are the same for everyone). `date` picks a past day (archive: playable, never paid).
 */
export const sudokuDaily = defineCall({
  service: 'sudoku',
  method: 'GET',
  path: '/sudoku/daily',
  auth: 'optional',
  request: z.object({
    date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date like 2026-11-27'))),
  }),
  response: z.object({
    date: z.string(),
    /** True for today's puzzles (solving them pays). */
    today: z.boolean(),
    /** Consecutive days up to today (or yesterday) with at least one daily puzzle solved on its day. */
    streak: z.number(),
    puzzles: z.array(
      z.object({
        id: z.number(),
        difficulty: sudokuDifficulty,
        givens: gridField,
        /** KC for solving it on its day. */
        reward: z.string(),
        solvers: z.number(),
        /** Fastest time in seconds; null before anyone solves it. */
        best_seconds: z.nullable(z.number()),
        mine: sudokuPlay,
      }),
    ),
  }),
});
