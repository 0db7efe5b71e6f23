import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneSeeds, gameSessions, users, winRounds } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type RoundRow = typeof winRounds.$inferSelect;
export type SeedRow = typeof fortuneSeeds.$inferSelect;
export type RoundStatus = 'open' | 'playing' | 'drawn' | 'settled' | 'refunding' | 'refunded' | 'refused';

/** One draw of a round as stored: the value and the seed pair and nonce it came from. */
export interface StoredDraw {
  value: number;
  seed_id: number;
  nonce: number;
}

export async function insertRound(db: Exec, row: typeof winRounds.$inferInsert): Promise<RoundRow> {
  const [inserted] = await asDb(db).insert(winRounds).values(row).returning();
  return inserted as RoundRow;
}

export async function roundByKey(db: Exec, userId: number, game: string, key: string): Promise<RoundRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(winRounds)
    .where(and(eq(winRounds.userId, userId), eq(winRounds.game, game), eq(winRounds.requestKey, key)));
  return row;
}

export async function roundById(db: Exec, id: number): Promise<RoundRow | undefined> {
  const [row] = await asDb(db).select().from(winRounds).where(eq(winRounds.id, id));
  return row;
}

/** The player's hi-lo chain that is still open or playing, if any. */
export async function liveHilo(db: Exec, userId: number): Promise<RoundRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(winRounds)
    .where(
      and(eq(winRounds.userId, userId), eq(winRounds.game, 'hilo'), inArray(winRounds.status, ['open', 'playing'])),
    );
  return row;
}

export async function lockRound(tx: Exec, id: number): Promise<RoundRow> {
  const [row] = await asDb(tx).select().from(winRounds).where(eq(winRounds.id, id)).for('update');
  return row as RoundRow;
}

export async function updateRound(
  db: Exec,
  id: number,
  change: Partial<typeof winRounds.$inferInsert>,
): Promise<RoundRow> {
  const [row] = await asDb(db)
    .update(winRounds)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(winRounds.id, id))
    .returning();
  return row as RoundRow;
}

/** Moves a round only if it is still in `from` (the loser of a race changes nothing). */
export async function moveRound(db: Exec, id: number, from: RoundStatus, to: RoundStatus): Promise<boolean> {
  const rows = await asDb(db)
    .update(winRounds)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(winRounds.id, id), eq(winRounds.status, from)))
    .returning({ id: winRounds.id });
  return rows.length > 0;
}

export async function roundsOf(
  db: Db,
  userId: number,
  game: string | undefined,
  limit: number,
  offset: number,
): Promise<RoundRow[]> {
  const shown = inArray(winRounds.status, ['playing', 'drawn', 'settled', 'refunding', 'refunded']);
  return db
    .select()
    .from(winRounds)
    .where(and(eq(winRounds.userId, userId), shown, game ? eq(winRounds.game, game) : undefined))
    .orderBy(desc(winRounds.id))
    .limit(limit)
    .offset(offset);
}

/** The seed pairs a set of rounds drew from. */
export async function seedsById(db: Exec, ids: number[]): Promise<Map<number, SeedRow>> {
  if (ids.length === 0) return new Map();
  const rows = await asDb(db)
    .select()
    .from(fortuneSeeds)
    .where(inArray(fortuneSeeds.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The player's last round that placed a bet (the spacing between bets counts from it). */
export async function lastRoundAt(db: Exec, userId: number): Promise<Date | undefined> {
  const [row] = await asDb(db)
    .select({ at: winRounds.createdAt })
    .from(winRounds)
    .where(and(eq(winRounds.userId, userId), inArray(winRounds.status, ['playing', 'drawn', 'settled'])))
    .orderBy(desc(winRounds.id))
    .limit(1);
  return row?.at;
}

/** Rounds a crash or a lost answer left unfinished (and hi-lo chains abandoned) for longer than `olderThan`. */
export async function unfinishedRounds(db: Db, statuses: RoundStatus[], olderThan: Date, limit: number) {
  return db
    .select()
    .from(winRounds)
    .where(and(inArray(winRounds.status, statuses), lt(winRounds.updatedAt, olderThan)))
    .orderBy(winRounds.id)
    .limit(limit);
}

/** A launch token of the in-house studio for this player and game that stays valid past `until`. */
export async function liveToken(db: Exec, userId: number, game: string, until: Date): Promise<string | undefined> {
  const [row] = await asDb(db)
    .select({ token: gameSessions.token })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        eq(gameSessions.provider, 'inhouse'),
        eq(gameSessions.gameCode, game),
        gt(gameSessions.expiresAt, until),
      ),
    )
    .orderBy(desc(gameSessions.createdAt))
    .limit(1);
  return row?.token;
}

/** The latest settled rounds that paid at least `minMultiplierX100` / 100 times the stake, with the player's name. */
export async function bigWins(db: Db, limit: number) {
  return db
    .select({
      game: winRounds.game,
      bet: winRounds.bet,
      win: winRounds.win,
      at: winRounds.createdAt,
      name: users.username,
    })
    .from(winRounds)
    .innerJoin(users, eq(users.id, winRounds.userId))
    .where(and(eq(winRounds.status, 'settled'), sql`${winRounds.win} >= ${winRounds.bet} * 3`, gt(winRounds.win, 0n)))
    .orderBy(desc(winRounds.id))
    .limit(limit);
}
