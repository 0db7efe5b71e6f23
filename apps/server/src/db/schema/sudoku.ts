import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The daily sudoku puzzles (docs/sudoku.md): one per UTC day and difficulty, made by the first caller of the day. */
export const sudokuPuzzles = pgTable(
  'sudoku_puzzles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    difficulty: text('difficulty').notNull(),
    /** 81 digits, 0 for an empty cell. */
    givens: text('givens').notNull(),
    /** Never leaves the server. */
    solution: text('solution').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sudoku_puzzles_day_uq').on(t.day, t.difficulty)],
);

/** A player's play of a puzzle: the server's clock from the first start to the accepted solution. */
export const sudokuPlays = pgTable(
  'sudoku_plays',
  {
    puzzleId: bigint('puzzle_id', { mode: 'number' })
      .notNull()
      .references(() => sudokuPuzzles.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    seconds: integer('seconds'),
    /** KC paid, minor units (0 for a late solution). */
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.puzzleId, t.userId] }),
    index('sudoku_plays_rank_idx').on(t.puzzleId, t.seconds),
    index('sudoku_plays_user_idx').on(t.userId, t.finishedAt),
  ],
);
