import { randomBytes } from 'node:crypto';
import type { XosoBet, XosoDraw } from '@arcadia/contract/calls/lotto/common';
import { sha256Text } from '@arcadia/contract/games/lotto';
import {
  drawInstant,
  drawXosoBoard,
  hitsOf,
  vietnamDay,
  XOSO_REGIONS,
  type XosoBetKind,
  type XosoBoard,
  type XosoRegion,
  xosoListHash,
  xosoPayout,
} from '@arcadia/contract/games/xoso';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { xosoBets, xosoDraws } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import type { Closer } from './lotto-game.ts';
import { byUser, type JobIds, refundEach, settlementLegs } from './money.ts';
import { COIN, seconds, type Terms, toUsdt, usdt } from './settings.ts';

/**
 * xoso, one board a day for each region (docs/lotto.md, "xoso"):
 *
 *   open (made XOSO_DAYS_AHEAD ahead, seed committed) ──draw time──▶ drawn ──pay──▶ paid
 *     └───cancel (operator)──▶ refunding ──refund every bet──▶ refunded
 *
 * Drawing locks the draw's row (no bet slips in), hashes the bet list, draws the board and marks every bet's hits
 * and payout; paying moves the payouts and the house's result in one transaction keyed `xoso:settle:<draw>`.
 */

export type XosoRow = typeof xosoDraws.$inferSelect;
export type BetRow = typeof xosoBets.$inferSelect;
const asDb = (db: Exec | Db) => db as Db;

function xosoDrawView(row: XosoRow): XosoDraw {
  const open = row.status === 'open';
  return {
    id: row.id,
    region: row.region as XosoRegion,
    day: row.day,
    status: row.status as XosoDraw['status'],
    draw_at: seconds(row.drawAt),
    seed_hash: row.seedHash,
    seed: open ? null : row.seed,
    list_hash: open ? null : row.listHash,
    board: row.board ? (JSON.parse(row.board) as XosoBoard) : null,
    bets: row.bets,
    stakes: usdt(row.stakes),
    payouts: usdt(row.payouts),
    closed_at: row.closedAt ? seconds(row.closedAt) : null,
    closed_by: row.closedBy === 'schedule' || row.closedBy === 'operator' ? row.closedBy : null,
  };
}

function xosoBetView(b: BetRow, draw: XosoRow): XosoBet {
  return {
    id: b.id,
    draw_id: b.drawId,
    region: draw.region as XosoRegion,
    day: draw.day,
    kind: b.kind as XosoBetKind,
    number: b.number,
    stake: usdt(b.stake),
    created_at: seconds(b.createdAt),
    draw_status: draw.status as XosoBet['draw_status'],
    hits: b.hits,
    payout: usdt(b.payout),
    refunded: b.refundedAt !== null,
  };
}

export async function xosoById(db: Exec | Db, id: number): Promise<XosoRow | undefined> {
  const [row] = await asDb(db).select().from(xosoDraws).where(eq(xosoDraws.id, id)).limit(1);
  return row;
}

async function lockXoso(tx: Exec, id: number): Promise<XosoRow | undefined> {
  const [row] = await asDb(tx).select().from(xosoDraws).where(eq(xosoDraws.id, id)).for('update');
  return row;
}

async function setXoso(tx: Exec, id: number, set: Partial<typeof xosoDraws.$inferInsert>): Promise<XosoRow> {
  const [row] = await asDb(tx).update(xosoDraws).set(set).where(eq(xosoDraws.id, id)).returning();
  if (!row) throw new Error(`xoso: draw ${id} vanished`);
  return row;
}

async function betsOfDraw(db: Exec | Db, drawId: number): Promise<BetRow[]> {
  return asDb(db).select().from(xosoBets).where(eq(xosoBets.drawId, drawId)).orderBy(asc(xosoBets.id));
}

/** Makes a region's draw for a Vietnam day with a fresh committed seed (once: the unique (region, day) decides). */
export async function makeXosoDraw(db: Db, region: XosoRegion, day: string): Promise<XosoRow | undefined> {
  const seed = randomBytes(32).toString('hex');
  const [made] = await db
    .insert(xosoDraws)
    .values({ region, day, status: 'open', drawAt: drawInstant(region, day), seed, seedHash: sha256Text(seed) })
    .onConflictDoNothing({ target: [xosoDraws.region, xosoDraws.day] })
    .returning();
  return made;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Every region's draws from today to `daysAhead` days on whose time is still to come at `now`, and then one more day
 * for a region left with no open draw ahead (an operator drew the last one early), so bets can always be placed.
 */
export async function ensureXosoDraws(db: Db, terms: Terms, now: Date): Promise<number[]> {
  const made: number[] = [];
  let day = vietnamDay(now);
  for (let d = 0; d <= terms.daysAhead; d++, day = dayAfter(day)) {
    for (const region of XOSO_REGIONS) {
      if (drawInstant(region, day) <= now) continue;
      const row = await makeXosoDraw(db, region, day);
      if (row) made.push(row.id);
    }
  }
  for (const region of XOSO_REGIONS) {
    if (await openXosoAhead(db, region, now)) continue;
    const [latest] = await db
      .select({ day: xosoDraws.day })
      .from(xosoDraws)
      .where(eq(xosoDraws.region, region))
      .orderBy(desc(xosoDraws.day))
      .limit(1);
    const row = latest ? await makeXosoDraw(db, region, dayAfter(latest.day)) : undefined;
    if (row) made.push(row.id);
  }
  return made;
}

async function openXosoAhead(db: Db, region: XosoRegion, now: Date): Promise<XosoRow | undefined> {
  const [next] = await db
    .select()
    .from(xosoDraws)
    .where(and(eq(xosoDraws.region, region), eq(xosoDraws.status, 'open'), gt(xosoDraws.drawAt, now)))
    .orderBy(asc(xosoDraws.drawAt))
    .limit(1);
  return next;
}

/** Draws an open draw's board; undefined when it was not open. An operator's early draw is audited with it. */
export async function closeXoso(db: Db, drawId: number, now: Date, closer: Closer): Promise<XosoRow | undefined> {
  return inTransaction(db, async (tx) => {
    const draw = await lockXoso(tx, drawId);
    if (draw?.status !== 'open') return undefined;
    const region = draw.region as XosoRegion;
    const bets = await betsOfDraw(tx, drawId);
    const listHash = xosoListHash(
      bets.map((b) => ({ id: b.id, kind: b.kind as XosoBetKind, number: b.number, stake: String(b.stake) })),
    );
    const board = drawXosoBoard(draw.seed, region, draw.day, listHash);
    let payouts = 0n;
    const marks = bets.map((b) => {
      const hits = hitsOf(board, b.kind as XosoBetKind, b.number);
      const payout = xosoPayout(region, b.kind as XosoBetKind, b.stake, hits);
      payouts += payout;
      return { id: b.id, hits, payout };
    });
    for (let i = 0; i < marks.length; i += 500) {
      const values = sql.join(
        marks.slice(i, i + 500).map((m) => sql`(${m.id}::bigint, ${m.hits}::int, ${String(m.payout)}::bigint)`),
        sql`, `,
      );
      await tx.execute(
        sql`update xoso_bets b set hits = v.h, payout = v.p from (values ${values}) as v(id, h, p) where b.id = v.id`,
      );
    }
    const closed = await setXoso(tx, drawId, {
      status: 'drawn',
      closedAt: now,
      closedBy: closer.by,
      closedByOperator: closer.operatorId ?? null,
      listHash,
      board: JSON.stringify(board),
      payouts,
      house: draw.stakes - payouts,
    });
    if (closer.by === 'operator')
      await writeAudit(tx, {
        operatorId: closer.operatorId ?? null,
        ip: closer.ip ?? '',
        action: 'lotto.draw_now',
        target: `xoso:${drawId}`,
        before: { status: 'open', bets: draw.bets, draw_at: draw.drawAt.toISOString() },
        after: { status: 'drawn', payouts: String(payouts), house: String(closed.house) },
      });
    return closed;
  });
}

export async function cancelXoso(db: Db, drawId: number, now: Date, closer: Closer): Promise<XosoRow | undefined> {
  return inTransaction(db, async (tx) => {
    const draw = await lockXoso(tx, drawId);
    if (draw?.status !== 'open') return undefined;
    const cancelled = await setXoso(tx, drawId, {
      status: 'refunding',
      closedAt: now,
      closedBy: closer.by,
      closedByOperator: closer.operatorId ?? null,
    });
    await writeAudit(tx, {
      operatorId: closer.operatorId ?? null,
      ip: closer.ip ?? '',
      action: 'lotto.cancel',
      target: `xoso:${drawId}`,
      before: { status: 'open', bets: draw.bets },
      after: { status: 'refunding', refund: String(draw.stakes) },
    });
    return cancelled;
  });
}

export async function settleXoso(db: Db, ids: JobIds, drawId: number, now: Date) {
  const draw = await xosoById(db, drawId);
  if (draw?.status === 'drawn') {
    const winners = await db
      .select({ userId: xosoBets.userId, amount: xosoBets.payout })
      .from(xosoBets)
      .where(and(eq(xosoBets.drawId, drawId), gt(xosoBets.payout, 0n)));
    const legs = await settlementLegs(db, ids, byUser(winners), draw.house, {
      prize: 'xoso_win',
      edge: 'xoso_edge',
      cover: 'xoso_cover',
    });
    await inTransaction(db, async (tx) => {
      const locked = await lockXoso(tx, drawId);
      if (locked?.status !== 'drawn') return;
      await move(tx, legs, { reference: `xoso:${drawId}`, idempotencyKey: `xoso:settle:${drawId}` });
      await setXoso(tx, drawId, { status: 'paid', settledAt: now });
    });
  } else if (draw?.status === 'refunding') {
    const left = await db
      .select()
      .from(xosoBets)
      .where(and(eq(xosoBets.drawId, drawId), isNull(xosoBets.refundedAt)))
      .orderBy(asc(xosoBets.id));
    await refundEach(
      db,
      ids,
      left.map((b) => ({ id: b.id, userId: b.userId, amount: b.stake })),
      async (tx, id) =>
        (
          await asDb(tx)
            .update(xosoBets)
            .set({ refundedAt: now })
            .where(and(eq(xosoBets.id, id), isNull(xosoBets.refundedAt)))
            .returning({ id: xosoBets.id })
        ).length > 0,
      'xoso',
      `xoso:${drawId}`,
    );
    await inTransaction(db, async (tx) => {
      const locked = await lockXoso(tx, drawId);
      if (locked?.status !== 'refunding') return;
      const [rest] = await asDb(tx)
        .select({ n: sql<number>`count(*)::int` })
        .from(xosoBets)
        .where(and(eq(xosoBets.drawId, drawId), isNull(xosoBets.refundedAt)));
      if (Number(rest?.n ?? 0) === 0) await setXoso(tx, drawId, { status: 'refunded', settledAt: now });
    });
  }
}

export async function dueXoso(db: Db, now: Date): Promise<number[]> {
  const found = await db
    .select({ id: xosoDraws.id })
    .from(xosoDraws)
    .where(and(eq(xosoDraws.status, 'open'), lte(xosoDraws.drawAt, now)))
    .orderBy(asc(xosoDraws.drawAt));
  return found.map((r) => r.id);
}

export async function unsettledXoso(db: Db): Promise<number[]> {
  const found = await db
    .select({ id: xosoDraws.id })
    .from(xosoDraws)
    .where(inArray(xosoDraws.status, ['drawn', 'refunding']))
    .orderBy(asc(xosoDraws.id));
  return found.map((r) => r.id);
}

export interface XosoDeps {
  db: Db;
  terms: Terms;
  ids: JobIds;
}

/** Each region's next draw on sale and its latest result, the caller's balance and the stake limits. */
export async function xosoRegions(deps: XosoDeps, userId: number | undefined, now = new Date()) {
  const regions = [];
  for (const region of XOSO_REGIONS) {
    let next = await openXosoAhead(deps.db, region, now);
    if (!next) {
      // Between a draw and the next tick: the first reader makes the next day's draws (the unique key decides).
      await ensureXosoDraws(deps.db, { ...deps.terms, daysAhead: Math.max(1, deps.terms.daysAhead) }, now);
      next = await openXosoAhead(deps.db, region, now);
    }
    const [last] = await deps.db
      .select()
      .from(xosoDraws)
      .where(and(eq(xosoDraws.region, region), inArray(xosoDraws.status, ['drawn', 'paid'])))
      .orderBy(desc(xosoDraws.drawAt))
      .limit(1);
    regions.push({ region, next: next ? xosoDrawView(next) : null, last: last ? xosoDrawView(last) : null });
  }
  return {
    regions,
    balance: userId ? usdt(await balanceOf(deps.db, { userId }, COIN)) : null,
    min_stake: usdt(deps.terms.minStake),
    max_stake: usdt(deps.terms.maxStake),
    now: seconds(now),
  };
}

export async function xosoBet(
  deps: XosoDeps,
  userId: number,
  key: string,
  input: { draw_id: number; kind: XosoBetKind; number: number; stake: string },
  now = new Date(),
) {
  const stake = toUsdt(input.stake);
  if (stake === undefined || stake < deps.terms.minStake || stake > deps.terms.maxStake)
    throw fieldError({ stake: [`Between ${usdt(deps.terms.minStake)} and ${usdt(deps.terms.maxStake)} USDT`] });
  const account = await accountId(deps.db, { userId }, COIN);
  return onceOnly(deps.db, { userId, key, scope: 'xoso/bet', body: input }, async (tx) => {
    const [draw] = await asDb(tx)
      .update(xosoDraws)
      .set({ bets: sql`${xosoDraws.bets} + 1`, stakes: sql`${xosoDraws.stakes} + ${String(stake)}::bigint` })
      .where(and(eq(xosoDraws.id, input.draw_id), eq(xosoDraws.status, 'open'), gt(xosoDraws.drawAt, now)))
      .returning();
    if (!draw) {
      if (!(await xosoById(tx, input.draw_id))) throw new AppError('NOT_FOUND', 'No such draw.');
      throw new AppError('CONFLICT', 'This draw is closed.', { reason: 'closed' });
    }
    const [bet] = await asDb(tx)
      .insert(xosoBets)
      .values({ drawId: draw.id, userId, kind: input.kind, number: input.number, stake, createdAt: now })
      .returning();
    if (!bet) throw new Error('xoso: bet not inserted');
    const balances = new Map<number, bigint>();
    await move(tx, [{ debitId: account, creditId: deps.ids.pool, coin: COIN, amount: stake, kind: 'xoso_bet' }], {
      reference: `xoso:${draw.id}`,
      idempotencyKey: `xoso:bet:${bet.id}`,
      balancesAfter: balances,
    });
    return { bet: xosoBetView(bet, draw), draw: xosoDrawView(draw), balance: usdt(balances.get(account) ?? 0n) };
  });
}

export async function xosoMyBets(deps: XosoDeps, userId: number, page: number, size: number) {
  const found = await deps.db
    .select({ bet: xosoBets, draw: xosoDraws })
    .from(xosoBets)
    .innerJoin(xosoDraws, eq(xosoDraws.id, xosoBets.drawId))
    .where(eq(xosoBets.userId, userId))
    .orderBy(desc(xosoBets.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { list: found.slice(0, size).map((r) => xosoBetView(r.bet, r.draw)), has_more: found.length > size };
}

export async function xosoResults(deps: XosoDeps, region: XosoRegion, page: number, size: number) {
  const found = await deps.db
    .select()
    .from(xosoDraws)
    .where(and(eq(xosoDraws.region, region), ne(xosoDraws.status, 'open')))
    .orderBy(desc(xosoDraws.drawAt))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { list: found.slice(0, size).map(xosoDrawView), has_more: found.length > size };
}

export async function xosoVerify(deps: XosoDeps, drawId: number) {
  const draw = await xosoById(deps.db, drawId);
  if (!draw) throw new AppError('NOT_FOUND', 'No such draw.');
  const bets = draw.status === 'open' ? [] : await betsOfDraw(deps.db, drawId);
  return {
    draw: xosoDrawView(draw),
    bets: bets.map((b) => ({ id: b.id, kind: b.kind as XosoBetKind, number: b.number, stake: String(b.stake) })),
  };
}
