import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { turboBets, turboChains, turboGames, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type ChainRow = typeof turboChains.$inferSelect;
export type GameRow = typeof turboGames.$inferSelect;
export type BetRow = typeof turboBets.$inferSelect;
export type BetStatus = BetRow['status'];

export async function latestChain(db: Exec): Promise<ChainRow | undefined> {
  const [row] = await asDb(db).select().from(turboChains).orderBy(desc(turboChains.id)).limit(1);
  return row;
}

export async function chainById(db: Exec, id: number): Promise<ChainRow | undefined> {
  const [row] = await asDb(db).select().from(turboChains).where(eq(turboChains.id, id));
  return row;
}

export async function insertChain(db: Exec, row: typeof turboChains.$inferInsert): Promise<ChainRow> {
  const [inserted] = await asDb(db).insert(turboChains).values(row).returning();
  return inserted as ChainRow;
}

export async function latestGame(db: Exec): Promise<GameRow | undefined> {
  const [row] = await asDb(db).select().from(turboGames).orderBy(desc(turboGames.game)).limit(1);
  return row;
}

export async function gameByNumber(db: Exec, game: number): Promise<GameRow | undefined> {
  const [row] = await asDb(db).select().from(turboGames).where(eq(turboGames.game, game));
  return row;
}

/** Inserts the next game; a second engine racing for the same number loses on the primary key and changes nothing. */
export async function insertGame(db: Exec, row: typeof turboGames.$inferInsert): Promise<GameRow | undefined> {
  const [inserted] = await asDb(db).insert(turboGames).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Moves a game on only from the phase the caller saw. */
export async function moveGame(
  db: Exec,
  game: number,
  from: GameRow['phase'],
  change: Partial<typeof turboGames.$inferInsert>,
): Promise<GameRow | undefined> {
  const [row] = await asDb(db)
    .update(turboGames)
    .set(change)
    .where(and(eq(turboGames.game, game), eq(turboGames.phase, from)))
    .returning();
  return row;
}

export async function crashedGames(db: Exec, before: number | undefined, limit: number): Promise<GameRow[]> {
  const where = before
    ? and(eq(turboGames.phase, 'crashed'), lt(turboGames.game, before))
    : eq(turboGames.phase, 'crashed');
  return asDb(db).select().from(turboGames).where(where).orderBy(desc(turboGames.game)).limit(limit);
}

export async function insertBet(db: Exec, row: typeof turboBets.$inferInsert): Promise<BetRow> {
  const [inserted] = await asDb(db).insert(turboBets).values(row).returning();
  return inserted as BetRow;
}

export async function betByKey(db: Exec, userId: number, key: string): Promise<BetRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(turboBets)
    .where(and(eq(turboBets.userId, userId), eq(turboBets.requestKey, key)));
  return row;
}

export async function betOf(db: Exec, game: number, userId: number): Promise<BetRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(turboBets)
    .where(and(eq(turboBets.game, game), eq(turboBets.userId, userId)));
  return row;
}

/** Moves a bet from `from` to `to` (with `change`) only if it is still in `from`: the loser of a race changes nothing. */
export async function moveBet(
  db: Exec,
  id: number,
  from: BetStatus,
  to: BetStatus,
  change: Partial<typeof turboBets.$inferInsert> = {},
): Promise<BetRow | undefined> {
  const [row] = await asDb(db)
    .update(turboBets)
    .set({ ...change, status: to, updatedAt: new Date() })
    .where(and(eq(turboBets.id, id), eq(turboBets.status, from)))
    .returning();
  return row;
}

export async function betsOfGame(db: Exec, game: number, statuses?: BetStatus[]): Promise<BetRow[]> {
  const where = statuses
    ? and(eq(turboBets.game, game), inArray(turboBets.status, statuses))
    : eq(turboBets.game, game);
  return asDb(db).select().from(turboBets).where(where).orderBy(turboBets.id);
}

/** The game's bets with their players' names, biggest first, for watchers. */
export async function shownBets(db: Db, game: number, limit: number) {
  return db
    .select({ bet: turboBets, name: sql<string>`coalesce(nullif(${users.username}, ''), 'player')` })
    .from(turboBets)
    .innerJoin(users, eq(users.id, turboBets.userId))
    .where(and(eq(turboBets.game, game), inArray(turboBets.status, ['placed', 'cashing', 'cashed', 'losing', 'lost'])))
    .orderBy(desc(turboBets.amount), turboBets.id)
    .limit(limit);
}

/** Bets left unfinished (in a transient status) since before `olderThan`. */
export async function staleBets(db: Db, olderThan: Date, limit: number): Promise<BetRow[]> {
  return db
    .select()
    .from(turboBets)
    .where(
      and(inArray(turboBets.status, ['open', 'cashing', 'losing', 'refunding']), lt(turboBets.updatedAt, olderThan)),
    )
    .orderBy(turboBets.id)
    .limit(limit);
}

/** Placed bets of games that already crashed (a bet taken just as its game ended): they lost. */
export async function placedInCrashedGames(db: Db, limit: number): Promise<BetRow[]> {
  return db
    .select({ bet: turboBets })
    .from(turboBets)
    .innerJoin(turboGames, eq(turboGames.game, turboBets.game))
    .where(and(eq(turboBets.status, 'placed'), eq(turboGames.phase, 'crashed')))
    .limit(limit)
    .then((rows) => rows.map((r) => r.bet));
}
