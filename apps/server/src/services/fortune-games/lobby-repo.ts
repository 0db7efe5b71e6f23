import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRounds, gameSessions, studioSpins, users } from '../../db/schema/index.ts';

/** The game codes the player opened last, newest first (a launch counts as playing it). */
export async function recentGameCodes(db: Db, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ code: gameSessions.gameCode, last: sql<Date>`max(${gameSessions.createdAt})` })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .groupBy(gameSessions.gameCode)
    .orderBy(desc(sql`max(${gameSessions.createdAt})`))
    .limit(limit);
  return rows.map((r) => r.code);
}

interface OrderRow {
  roundId: string;
  provider: string;
  gameCode: string;
  status: string;
  staked: bigint;
  refunded: bigint;
  won: bigint;
  openedAt: Date;
  spinId: number | null;
}

/** One page of the player's rounds (of one game, or all), newest first, with the in-house spin behind each. */
export async function ordersOf(db: Db, userId: number, game: string | undefined, limit: number, offset: number) {
  const where = game
    ? and(eq(gameRounds.userId, userId), eq(gameRounds.gameCode, game))
    : eq(gameRounds.userId, userId);
  return db
    .select({
      roundId: gameRounds.roundId,
      provider: gameRounds.provider,
      gameCode: gameRounds.gameCode,
      status: gameRounds.status,
      staked: gameRounds.staked,
      refunded: gameRounds.refunded,
      won: gameRounds.won,
      openedAt: gameRounds.openedAt,
      spinId: studioSpins.id,
    })
    .from(gameRounds)
    .leftJoin(studioSpins, and(eq(gameRounds.provider, 'inhouse'), eq(studioSpins.roundId, gameRounds.roundId)))
    .where(where)
    .orderBy(desc(gameRounds.id))
    .limit(limit)
    .offset(offset) as Promise<OrderRow[]>;
}

/** What the player staked (less refunds) and won in all their rounds (of one game, or all). */
export async function orderTotals(db: Db, userId: number, game: string | undefined) {
  const where = game
    ? and(eq(gameRounds.userId, userId), eq(gameRounds.gameCode, game))
    : eq(gameRounds.userId, userId);
  const [row] = await db
    .select({
      stake: sql<string>`coalesce(sum(${gameRounds.staked} - ${gameRounds.refunded}), 0)::text`,
      win: sql<string>`coalesce(sum(${gameRounds.won}), 0)::text`,
    })
    .from(gameRounds)
    .where(where);
  return { stake: BigInt(row?.stake ?? 0), win: BigInt(row?.win ?? 0) };
}

export interface BigWin {
  userId: number;
  name: string;
  gameCode: string;
  staked: bigint;
  won: bigint;
  closedAt: Date;
}

/**
 * Each player's biggest win (by amount) among rounds closed since `since`, biggest first. DISTINCT ON keeps one row
 * per player; the outer order ranks them.
 */
export async function biggestWins(db: Db, since: Date, limit: number): Promise<BigWin[]> {
  const best = db
    .selectDistinctOn([gameRounds.userId], {
      userId: gameRounds.userId,
      gameCode: gameRounds.gameCode,
      staked: sql<bigint>`${gameRounds.staked} - ${gameRounds.refunded}`.as('staked'),
      won: gameRounds.won,
      closedAt: sql<Date>`${gameRounds.closedAt}`.as('closed_at'),
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.status, 'closed'), gte(gameRounds.closedAt, since), sql`${gameRounds.won} > 0`))
    .orderBy(gameRounds.userId, desc(gameRounds.won), gameRounds.id)
    .as('best');
  const rows = await db
    .select({
      userId: best.userId,
      name: sql<string>`coalesce(nullif(${users.username}, ''), 'player')`,
      gameCode: best.gameCode,
      staked: best.staked,
      won: best.won,
      closedAt: best.closedAt,
    })
    .from(best)
    .innerJoin(users, eq(users.id, best.userId))
    .orderBy(desc(best.won), best.closedAt)
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    staked: BigInt(r.staked),
    won: BigInt(r.won),
    closedAt: new Date(r.closedAt),
  }));
}
