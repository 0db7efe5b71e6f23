import { and, asc, count, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sudokuPlays, sudokuPuzzles, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

/** Sudoku's SQL (docs/sudoku.md). Functions taking `Exec` run in the caller's transaction. */

export type PuzzleRow = typeof sudokuPuzzles.$inferSelect;
export type PlayRow = typeof sudokuPlays.$inferSelect;
type NewPuzzle = typeof sudokuPuzzles.$inferInsert;

const asDb = (db: Exec | Db) => db as Db;

export async function puzzlesOfDay(db: Db, day: string): Promise<PuzzleRow[]> {
  return db.select().from(sudokuPuzzles).where(eq(sudokuPuzzles.day, day));
}

/** Stores a day's puzzles; a day made by another caller at the same moment keeps theirs (the unique index decides). */
export async function insertPuzzles(db: Db, rows: NewPuzzle[]): Promise<void> {
  await db.insert(sudokuPuzzles).values(rows).onConflictDoNothing();
}

export async function puzzleById(db: Db, id: number): Promise<PuzzleRow | undefined> {
  const [row] = await db.select().from(sudokuPuzzles).where(eq(sudokuPuzzles.id, id)).limit(1);
  return row;
}

export async function playOf(db: Db, puzzleId: number, userId: number): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(sudokuPlays)
    .where(and(eq(sudokuPlays.puzzleId, puzzleId), eq(sudokuPlays.userId, userId)))
    .limit(1);
  return row;
}

export async function playsOf(db: Db, puzzleIds: number[], userId: number): Promise<PlayRow[]> {
  if (puzzleIds.length === 0) return [];
  return db
    .select()
    .from(sudokuPlays)
    .where(and(eq(sudokuPlays.userId, userId), inArray(sudokuPlays.puzzleId, puzzleIds)));
}

/** Starts the clock once: a second start keeps the first. */
export async function insertStart(db: Db, puzzleId: number, userId: number, at: Date): Promise<void> {
  await db.insert(sudokuPlays).values({ puzzleId, userId, startedAt: at }).onConflictDoNothing();
}

/** Marks a play solved, once: undefined when it was already solved (a racing submit won). */
export async function finishPlay(
  tx: Exec,
  puzzleId: number,
  userId: number,
  at: Date,
  seconds: number,
  paidMinor: bigint,
): Promise<PlayRow | undefined> {
  const [row] = await asDb(tx)
    .update(sudokuPlays)
    .set({ finishedAt: at, seconds, paidMinor })
    .where(
      and(eq(sudokuPlays.puzzleId, puzzleId), eq(sudokuPlays.userId, userId), sql`${sudokuPlays.finishedAt} is null`),
    )
    .returning();
  return row;
}

/** Solvers and the best time of each puzzle. */
export async function puzzleStats(db: Db, puzzleIds: number[]) {
  if (puzzleIds.length === 0) return new Map<number, { solvers: number; best: number | null }>();
  const rows = await db
    .select({ puzzleId: sudokuPlays.puzzleId, solvers: count(), best: min(sudokuPlays.seconds) })
    .from(sudokuPlays)
    .where(and(isNotNull(sudokuPlays.finishedAt), inArray(sudokuPlays.puzzleId, puzzleIds)))
    .groupBy(sudokuPlays.puzzleId);
  return new Map(rows.map((r) => [r.puzzleId, { solvers: Number(r.solvers), best: r.best }]));
}

/** A solved play's place: 1 + the solvers who were faster (or as fast and earlier). */
export async function rankOf(db: Db, play: PlayRow): Promise<number | null> {
  if (play.seconds === null || !play.finishedAt) return null;
  const [row] = await db
    .select({ ahead: count() })
    .from(sudokuPlays)
    .where(
      and(
        eq(sudokuPlays.puzzleId, play.puzzleId),
        isNotNull(sudokuPlays.finishedAt),
        sql`(${sudokuPlays.seconds}, ${sudokuPlays.finishedAt}) < (${play.seconds}, ${play.finishedAt.toISOString()}::timestamptz)`,
      ),
    );
  return Number(row?.ahead ?? 0) + 1;
}

export async function fastest(db: Db, puzzleId: number, limit: number) {
  return db
    .select({ userId: sudokuPlays.userId, seconds: sudokuPlays.seconds, name: users.username })
    .from(sudokuPlays)
    .innerJoin(users, eq(users.id, sudokuPlays.userId))
    .where(and(eq(sudokuPlays.puzzleId, puzzleId), isNotNull(sudokuPlays.finishedAt)))
    .orderBy(asc(sudokuPlays.seconds), asc(sudokuPlays.finishedAt))
    .limit(limit);
}

/** Days (newest first, from `fromDay` on) on which the player solved a daily puzzle on its day. */
export async function solvedDays(db: Db, userId: number, fromDay: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: sudokuPuzzles.day })
    .from(sudokuPlays)
    .innerJoin(sudokuPuzzles, eq(sudokuPuzzles.id, sudokuPlays.puzzleId))
    .where(
      and(
        eq(sudokuPlays.userId, userId),
        isNotNull(sudokuPlays.finishedAt),
        sql`${sudokuPlays.finishedAt} < ((${sudokuPuzzles.day} + 1)::timestamp at time zone 'UTC')`,
        sql`${sudokuPuzzles.day} >= ${fromDay}`,
      ),
    )
    .orderBy(desc(sudokuPuzzles.day));
  return rows.map((r) => r.day);
}
