import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { gameSessions, inbetChains, inbetPositions, inbetRounds, inbetTicks } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type ChainRow = typeof inbetChains.$inferSelect;
export type TickRow = typeof inbetTicks.$inferSelect;
export type RoundRow = typeof inbetRounds.$inferSelect;
export type PositionRow = typeof inbetPositions.$inferSelect;
export type PositionStatus = PositionRow['status'];

// Chains

export async function latestChain(db: Exec): Promise<ChainRow | undefined> {
  const [row] = await asDb(db).select().from(inbetChains).orderBy(desc(inbetChains.firstTick)).limit(1);
  return row;
}

export async function chainById(db: Exec, id: number): Promise<ChainRow | undefined> {
  const [row] = await asDb(db).select().from(inbetChains).where(eq(inbetChains.id, id));
  return row;
}

/** A chain starting at its first tick; a second engine racing for the same tick keeps the first chain. */
export async function insertChain(db: Exec, row: typeof inbetChains.$inferInsert): Promise<ChainRow> {
  const [inserted] = await asDb(db).insert(inbetChains).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await asDb(db).select().from(inbetChains).where(eq(inbetChains.firstTick, row.firstTick));
  return existing as ChainRow;
}

// Ticks

export async function lastTick(db: Exec): Promise<number | undefined> {
  const [row] = await asDb(db)
    .select({ tick: inbetTicks.tick })
    .from(inbetTicks)
    .orderBy(desc(inbetTicks.tick))
    .limit(1);
  return row?.tick;
}

export async function ticksAt(db: Exec, tick: number): Promise<TickRow[]> {
  return asDb(db).select().from(inbetTicks).where(eq(inbetTicks.tick, tick));
}

export async function insertTicks(db: Exec, rows: (typeof inbetTicks.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300)
    await asDb(db)
      .insert(inbetTicks)
      .values(rows.slice(i, i + 300))
      .onConflictDoNothing();
}

/** The pair's latest tick at or before `tick`, no older than `stale` ticks. */
export async function tickAtOrBefore(
  db: Exec,
  pair: string,
  tick: number,
  stale: number,
): Promise<TickRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(inbetTicks)
    .where(and(eq(inbetTicks.pair, pair), lte(inbetTicks.tick, tick), gt(inbetTicks.tick, tick - stale)))
    .orderBy(desc(inbetTicks.tick))
    .limit(1);
  return row;
}

/** Ticks of the pair in (from, to] of chain `chainId`: all of them must be there for a round to be verifiable. */
export async function countChainTicks(db: Exec, pair: string, from: number, to: number, chainId: number) {
  const [row] = await asDb(db)
    .select({ n: sql<number>`count(*)::int` })
    .from(inbetTicks)
    .where(
      and(
        eq(inbetTicks.pair, pair),
        gt(inbetTicks.tick, from),
        lte(inbetTicks.tick, to),
        eq(inbetTicks.chainId, chainId),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recentTicks(db: Db, pair: string, limit: number): Promise<TickRow[]> {
  const rows = await db
    .select()
    .from(inbetTicks)
    .where(eq(inbetTicks.pair, pair))
    .orderBy(desc(inbetTicks.tick))
    .limit(limit);
  return rows.reverse();
}

export async function pruneTicks(db: Db, before: number): Promise<void> {
  await db.delete(inbetTicks).where(lt(inbetTicks.tick, before));
}

// Rounds

export async function insertRound(db: Exec, row: typeof inbetRounds.$inferInsert): Promise<void> {
  await asDb(db).insert(inbetRounds).values(row).onConflictDoNothing();
}

export async function roundOf(db: Exec, pair: string, number: number): Promise<RoundRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(inbetRounds)
    .where(and(eq(inbetRounds.pair, pair), eq(inbetRounds.number, number)));
  return row;
}

export async function roundById(db: Exec, id: number): Promise<RoundRow | undefined> {
  const [row] = await asDb(db).select().from(inbetRounds).where(eq(inbetRounds.id, id));
  return row;
}

/** Rounds whose lock or close is due at `now`, oldest first. */
export async function dueRounds(db: Db, now: Date, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(inbetRounds)
    .where(
      sql`(${inbetRounds.status} = 'open' and ${inbetRounds.locksAt} <= ${now.toISOString()}) or (${inbetRounds.status} = 'locked' and ${inbetRounds.closesAt} <= ${now.toISOString()})`,
    )
    .orderBy(asc(inbetRounds.closesAt), asc(inbetRounds.id))
    .limit(limit);
}

/** Moves a round on only from the status the caller saw. */
export async function moveRound(
  db: Exec,
  id: number,
  from: RoundRow['status'],
  change: Partial<typeof inbetRounds.$inferInsert>,
): Promise<RoundRow | undefined> {
  const [row] = await asDb(db)
    .update(inbetRounds)
    .set(change)
    .where(and(eq(inbetRounds.id, id), eq(inbetRounds.status, from)))
    .returning();
  return row;
}

export async function addToRound(db: Exec, id: number, side: 'up' | 'down', amount: bigint): Promise<void> {
  await asDb(db)
    .update(inbetRounds)
    .set(
      side === 'up'
        ? { upTotal: sql`${inbetRounds.upTotal} + ${amount}`, positions: sql`${inbetRounds.positions} + 1` }
        : { downTotal: sql`${inbetRounds.downTotal} + ${amount}`, positions: sql`${inbetRounds.positions} + 1` },
    )
    .where(eq(inbetRounds.id, id));
}

export async function closedRounds(db: Db, pair: string, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(inbetRounds)
    .where(and(eq(inbetRounds.pair, pair), eq(inbetRounds.status, 'closed')))
    .orderBy(desc(inbetRounds.number))
    .limit(limit);
}

// Positions

export async function insertPosition(db: Exec, row: typeof inbetPositions.$inferInsert): Promise<PositionRow> {
  const [inserted] = await asDb(db).insert(inbetPositions).values(row).returning();
  return inserted as PositionRow;
}

export async function positionByKey(db: Exec, userId: number, key: string): Promise<PositionRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(inbetPositions)
    .where(and(eq(inbetPositions.userId, userId), eq(inbetPositions.requestKey, key)));
  return row;
}

export async function positionOf(db: Exec, roundId: number, userId: number): Promise<PositionRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(inbetPositions)
    .where(and(eq(inbetPositions.roundId, roundId), eq(inbetPositions.userId, userId)));
  return row;
}

/** Moves a position from `from` to `to` only if it is still in `from`: the loser of a race changes nothing. */
export async function movePosition(
  db: Exec,
  id: number,
  from: PositionStatus,
  to: PositionStatus,
  change: Partial<typeof inbetPositions.$inferInsert> = {},
): Promise<PositionRow | undefined> {
  const [row] = await asDb(db)
    .update(inbetPositions)
    .set({ ...change, status: to, updatedAt: new Date() })
    .where(and(eq(inbetPositions.id, id), eq(inbetPositions.status, from)))
    .returning();
  return row;
}

/** Placed positions of closed rounds: they wait for their payout. */
export async function placedInClosedRounds(db: Db, limit: number) {
  return db
    .select({ position: inbetPositions, round: inbetRounds })
    .from(inbetPositions)
    .innerJoin(inbetRounds, eq(inbetRounds.id, inbetPositions.roundId))
    .where(and(eq(inbetPositions.status, 'placed'), eq(inbetRounds.status, 'closed')))
    .orderBy(asc(inbetPositions.id))
    .limit(limit);
}

/** Positions left in a transient status since before `olderThan`. */
export async function stalePositions(db: Db, olderThan: Date, limit: number): Promise<PositionRow[]> {
  return db
    .select()
    .from(inbetPositions)
    .where(
      and(inArray(inbetPositions.status, ['open', 'settling', 'refunding']), lt(inbetPositions.updatedAt, olderThan)),
    )
    .orderBy(asc(inbetPositions.id))
    .limit(limit);
}

export async function positionsWithRounds(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({ position: inbetPositions, round: inbetRounds, chain: inbetChains })
    .from(inbetPositions)
    .innerJoin(inbetRounds, eq(inbetRounds.id, inbetPositions.roundId))
    .leftJoin(inbetChains, eq(inbetChains.id, inbetRounds.chainId))
    .where(
      and(
        eq(inbetPositions.userId, userId),
        inArray(inbetPositions.status, ['placed', 'settling', 'settled', 'refunding', 'refunded']),
      ),
    )
    .orderBy(desc(inbetPositions.id))
    .limit(limit)
    .offset(offset);
}

export async function positionsInRounds(db: Db, userId: number, roundIds: number[]) {
  if (roundIds.length === 0) return [];
  return db
    .select({ position: inbetPositions, round: inbetRounds })
    .from(inbetPositions)
    .innerJoin(inbetRounds, eq(inbetRounds.id, inbetPositions.roundId))
    .where(
      and(
        eq(inbetPositions.userId, userId),
        inArray(inbetPositions.roundId, roundIds),
        inArray(inbetPositions.status, ['open', 'placed', 'settling', 'settled']),
      ),
    )
    .orderBy(desc(inbetPositions.id));
}

// Launch tokens

/** The player's unexpired inbet launch token with at least `margin` left. */
export async function liveToken(db: Db, userId: number, until: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ token: gameSessions.token })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        eq(gameSessions.provider, 'inhouse'),
        eq(gameSessions.gameCode, 'inbet'),
        gte(gameSessions.expiresAt, until),
      ),
    )
    .orderBy(desc(gameSessions.expiresAt))
    .limit(1);
  return row?.token;
}
