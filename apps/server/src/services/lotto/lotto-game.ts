import { randomBytes } from 'node:crypto';
import type { LottoDraw, LottoTicket } from '@arcadia/contract/calls/lotto/common';
import {
  countMatches,
  drawLottoNumbers,
  isLottoLine,
  LOTTO_FIXED_MULTIPLE,
  LOTTO_TIERS,
  lottoListHash,
  sha256Text,
  sortedLine,
} from '@arcadia/contract/games/lotto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lottoDraws, lottoTickets } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import { byUser, type JobIds, refundEach, settlementLegs } from './money.ts';
import { COIN, jackpotShare, seconds, type Terms, usdt } from './settings.ts';

/**
 * lotto, a 6/45 draw every LOTTO_PERIOD_MINUTES (docs/lotto.md, "lotto"):
 *
 *   open ──close (schedule or operator)──▶ drawn ──pay──▶ paid
 *     └───cancel (operator)──▶ refunding ──refund every ticket──▶ refunded
 *
 * A draw opens with a fresh seed whose hash is published at once, and the jackpot the last closed draw passed on.
 * Closing locks the draw's row (no sale slips in), hashes the ticket list, draws the numbers, marks every ticket's
 * matches and prize, and fixes the jackpot it passes on. Paying moves every prize and the house's result in one
 * transaction keyed `lotto:settle:<draw>`; a second run finds it paid, and the ledger key refuses a second payout.
 */

export type LottoRow = typeof lottoDraws.$inferSelect;
export type TicketRow = typeof lottoTickets.$inferSelect;
const asDb = (db: Exec | Db) => db as Db;

export const lineOf = (text: string) => text.split(',').map(Number);

interface Tier {
  matches: number;
  winners: number;
  prize_each: string;
}

function lottoDrawView(row: LottoRow): LottoDraw {
  const open = row.status === 'open';
  const sales = row.price * BigInt(row.sold);
  const refunded = row.status === 'refunding' || row.status === 'refunded';
  return {
    id: row.id,
    status: row.status as LottoDraw['status'],
    coin: 'USDT',
    price: usdt(row.price),
    jackpot: usdt(refunded ? row.jackpotIn : row.jackpotIn + jackpotShare(sales, row.jackpotBps)),
    jackpot_bps: row.jackpotBps,
    sold: row.sold,
    sales: usdt(sales),
    opens_at: seconds(row.opensAt),
    closes_at: seconds(row.closesAt),
    closed_at: row.closedAt ? seconds(row.closedAt) : null,
    seed_hash: row.seedHash,
    seed: open ? null : row.seed,
    list_hash: open ? null : row.listHash,
    numbers: row.numbers ? lineOf(row.numbers) : null,
    tiers: row.tiers ? (JSON.parse(row.tiers) as Tier[]) : [],
    carry_out: row.carryOut === null ? null : usdt(row.carryOut),
    closed_by: row.closedBy === 'schedule' || row.closedBy === 'operator' ? row.closedBy : null,
  };
}

function lottoTicketView(t: TicketRow, draw: LottoRow): LottoTicket {
  return {
    id: t.id,
    draw_id: t.drawId,
    numbers: lineOf(t.numbers),
    price: usdt(t.price),
    created_at: seconds(t.createdAt),
    draw_status: draw.status as LottoTicket['draw_status'],
    draw_numbers: draw.numbers ? lineOf(draw.numbers) : null,
    matches: t.matches,
    prize: usdt(t.prize),
    refunded: t.refundedAt !== null,
  };
}

async function openLottoRow(db: Exec | Db): Promise<LottoRow | undefined> {
  const [row] = await asDb(db).select().from(lottoDraws).where(eq(lottoDraws.status, 'open')).limit(1);
  return row;
}

export async function lottoById(db: Exec | Db, id: number): Promise<LottoRow | undefined> {
  const [row] = await asDb(db).select().from(lottoDraws).where(eq(lottoDraws.id, id)).limit(1);
  return row;
}

async function lockLotto(tx: Exec, id: number): Promise<LottoRow | undefined> {
  const [row] = await asDb(tx).select().from(lottoDraws).where(eq(lottoDraws.id, id)).for('update');
  return row;
}

async function setLotto(tx: Exec, id: number, set: Partial<typeof lottoDraws.$inferInsert>): Promise<LottoRow> {
  const [row] = await asDb(tx).update(lottoDraws).set(set).where(eq(lottoDraws.id, id)).returning();
  if (!row) throw new Error(`lotto: draw ${id} vanished`);
  return row;
}

async function ticketsOfDraw(db: Exec | Db, drawId: number): Promise<TicketRow[]> {
  return asDb(db).select().from(lottoTickets).where(eq(lottoTickets.drawId, drawId)).orderBy(asc(lottoTickets.id));
}

/** Opens the next draw when none is open, with the jackpot the last closed draw passed on. */
export async function openLottoDraw(db: Db, terms: Terms, now: Date): Promise<LottoRow | undefined> {
  if (await openLottoRow(db)) return undefined;
  const [last] = await db
    .select({ carry: lottoDraws.carryOut })
    .from(lottoDraws)
    .where(ne(lottoDraws.status, 'open'))
    .orderBy(desc(lottoDraws.id))
    .limit(1);
  const seed = randomBytes(32).toString('hex');
  const [made] = await db
    .insert(lottoDraws)
    .values({
      status: 'open',
      coin: COIN,
      price: terms.price,
      jackpotBps: terms.jackpotBps,
      jackpotIn: last?.carry ?? 0n,
      seed,
      seedHash: sha256Text(seed),
      opensAt: now,
      closesAt: new Date(now.getTime() + terms.periodMs),
    })
    .onConflictDoNothing({ target: lottoDraws.status, where: sql`${lottoDraws.status} = 'open'` })
    .returning();
  return made;
}

export interface Closer {
  by: 'schedule' | 'operator';
  operatorId?: number;
  ip?: string;
}

/** The tiers of a draw's tickets against its numbers: each ticket's matches and prize, the jackpot split. */
export function lottoOutcome(draw: LottoRow, tickets: TicketRow[], numbers: number[]) {
  const sales = draw.price * BigInt(draw.sold);
  const jackpot = draw.jackpotIn + jackpotShare(sales, draw.jackpotBps);
  const matches = tickets.map((t) => countMatches(lineOf(t.numbers), numbers));
  const jackpotWinners = matches.filter((m) => m === 6).length;
  const jackpotEach = jackpotWinners > 0 ? jackpot / BigInt(jackpotWinners) : 0n;
  const prizeOf = (m: number) =>
    m === 6 ? jackpotEach : LOTTO_FIXED_MULTIPLE[m] ? draw.price * BigInt(LOTTO_FIXED_MULTIPLE[m] as number) : 0n;
  const prizes = matches.map(prizeOf);
  const fixed = prizes.reduce((s, p, i) => (matches[i] === 6 ? s : s + p), 0n);
  const tiers: Tier[] = LOTTO_TIERS.map((k) => ({
    matches: k,
    winners: matches.filter((m) => m === k).length,
    prize_each: usdt(k === 6 ? (jackpotWinners > 0 ? jackpotEach : jackpot) : prizeOf(k)),
  }));
  return {
    matches,
    prizes,
    tiers,
    carryOut: jackpot - jackpotEach * BigInt(jackpotWinners),
    prizesTotal: fixed + jackpotEach * BigInt(jackpotWinners),
    house: sales - jackpotShare(sales, draw.jackpotBps) - fixed,
  };
}

/** Closes an open draw and draws it; undefined when it was not open. An operator's close is audited with it. */
export async function closeLotto(db: Db, drawId: number, now: Date, closer: Closer): Promise<LottoRow | undefined> {
  return inTransaction(db, async (tx) => {
    const draw = await lockLotto(tx, drawId);
    if (draw?.status !== 'open') return undefined;
    const tickets = await ticketsOfDraw(tx, drawId);
    const listHash = lottoListHash(tickets.map((t) => ({ id: t.id, numbers: lineOf(t.numbers) })));
    const numbers = drawLottoNumbers(draw.seed, draw.id, listHash);
    const out = lottoOutcome(draw, tickets, numbers);
    for (let i = 0; i < tickets.length; i += 500) {
      const chunk = tickets.slice(i, i + 500);
      const values = sql.join(
        chunk.map((t, j) => sql`(${t.id}::bigint, ${out.matches[i + j]}::int, ${String(out.prizes[i + j])}::bigint)`),
        sql`, `,
      );
      await tx.execute(
        sql`update lotto_tickets t set matches = v.m, prize = v.p from (values ${values}) as v(id, m, p) where t.id = v.id`,
      );
    }
    const closed = await setLotto(tx, drawId, {
      status: 'drawn',
      closedAt: now,
      closedBy: closer.by,
      closedByOperator: closer.operatorId ?? null,
      listHash,
      numbers: numbers.join(','),
      tiers: JSON.stringify(out.tiers),
      prizes: out.prizesTotal,
      carryOut: out.carryOut,
      house: out.house,
    });
    if (closer.by === 'operator')
      await writeAudit(tx, {
        operatorId: closer.operatorId ?? null,
        ip: closer.ip ?? '',
        action: 'lotto.draw_now',
        target: `lotto:${drawId}`,
        before: { status: 'open', sold: draw.sold, closes_at: draw.closesAt.toISOString() },
        after: { status: 'drawn', numbers: closed.numbers, prizes: String(closed.prizes), house: String(closed.house) },
      });
    return closed;
  });
}

/** Cancels an open draw (operator): no result, every ticket to be refunded; the jackpot passes on untouched. */
export async function cancelLotto(db: Db, drawId: number, now: Date, closer: Closer): Promise<LottoRow | undefined> {
  return inTransaction(db, async (tx) => {
    const draw = await lockLotto(tx, drawId);
    if (draw?.status !== 'open') return undefined;
    const cancelled = await setLotto(tx, drawId, {
      status: 'refunding',
      closedAt: now,
      closedBy: closer.by,
      closedByOperator: closer.operatorId ?? null,
      carryOut: draw.jackpotIn,
    });
    await writeAudit(tx, {
      operatorId: closer.operatorId ?? null,
      ip: closer.ip ?? '',
      action: 'lotto.cancel',
      target: `lotto:${drawId}`,
      before: { status: 'open', sold: draw.sold },
      after: { status: 'refunding', refund: String(draw.price * BigInt(draw.sold)) },
    });
    return cancelled;
  });
}

/** Pays a drawn draw or refunds a cancelled one, once. */
export async function settleLotto(db: Db, ids: JobIds, drawId: number, now: Date) {
  const draw = await lottoById(db, drawId);
  if (draw?.status === 'drawn') {
    const winners = await db
      .select({ userId: lottoTickets.userId, amount: lottoTickets.prize })
      .from(lottoTickets)
      .where(and(eq(lottoTickets.drawId, drawId), gt(lottoTickets.prize, 0n)));
    const legs = await settlementLegs(db, ids, byUser(winners), draw.house, {
      prize: 'lotto_prize',
      edge: 'lotto_edge',
      cover: 'lotto_cover',
    });
    await inTransaction(db, async (tx) => {
      const locked = await lockLotto(tx, drawId);
      if (locked?.status !== 'drawn') return;
      await move(tx, legs, { reference: `lotto:${drawId}`, idempotencyKey: `lotto:settle:${drawId}` });
      await setLotto(tx, drawId, { status: 'paid', settledAt: now });
    });
  } else if (draw?.status === 'refunding') {
    const left = await db
      .select()
      .from(lottoTickets)
      .where(and(eq(lottoTickets.drawId, drawId), isNull(lottoTickets.refundedAt)))
      .orderBy(asc(lottoTickets.id));
    await refundEach(
      db,
      ids,
      left.map((t) => ({ id: t.id, userId: t.userId, amount: t.price })),
      async (tx, id) =>
        (
          await asDb(tx)
            .update(lottoTickets)
            .set({ refundedAt: now })
            .where(and(eq(lottoTickets.id, id), isNull(lottoTickets.refundedAt)))
            .returning({ id: lottoTickets.id })
        ).length > 0,
      'lotto',
      `lotto:${drawId}`,
    );
    await inTransaction(db, async (tx) => {
      const locked = await lockLotto(tx, drawId);
      if (locked?.status !== 'refunding') return;
      const [rest] = await asDb(tx)
        .select({ n: sql<number>`count(*)::int` })
        .from(lottoTickets)
        .where(and(eq(lottoTickets.drawId, drawId), isNull(lottoTickets.refundedAt)));
      if (Number(rest?.n ?? 0) === 0) await setLotto(tx, drawId, { status: 'refunded', settledAt: now });
    });
  }
}

export async function dueLotto(db: Db, now: Date): Promise<number[]> {
  const found = await db
    .select({ id: lottoDraws.id })
    .from(lottoDraws)
    .where(and(eq(lottoDraws.status, 'open'), lte(lottoDraws.closesAt, now)));
  return found.map((r) => r.id);
}

export async function unsettledLotto(db: Db): Promise<number[]> {
  const found = await db
    .select({ id: lottoDraws.id })
    .from(lottoDraws)
    .where(inArray(lottoDraws.status, ['drawn', 'refunding']))
    .orderBy(asc(lottoDraws.id));
  return found.map((r) => r.id);
}

export interface LottoDeps {
  db: Db;
  terms: Terms;
  ids: JobIds;
}

/** The draw on sale (opened by the first reader between a close and the next tick), my tickets in it, my balance. */
export async function lottoCurrent(deps: LottoDeps, userId: number | undefined, now = new Date()) {
  if (!(await openLottoRow(deps.db))) await openLottoDraw(deps.db, deps.terms, now);
  const draw = await openLottoRow(deps.db);
  const mine =
    draw && userId
      ? await deps.db
          .select()
          .from(lottoTickets)
          .where(and(eq(lottoTickets.drawId, draw.id), eq(lottoTickets.userId, userId)))
          .orderBy(desc(lottoTickets.id))
          .limit(50)
      : [];
  return {
    draw: draw ? lottoDrawView(draw) : null,
    my_tickets: draw ? mine.map((t) => lottoTicketView(t, draw)) : [],
    balance: userId ? usdt(await balanceOf(deps.db, { userId }, COIN)) : null,
    max_lines: deps.terms.maxLines,
    now: seconds(now),
  };
}

/**
 * Buys one ticket per line once per idempotency key: one transaction bumps the open draw's count (a guarded update
 * that also serialises the draw's sales against its close), writes the tickets and moves the price into `lotto`.
 */
export async function lottoBuy(
  deps: LottoDeps,
  userId: number,
  key: string,
  input: { draw_id: number; lines: number[][] },
  now = new Date(),
) {
  if (input.lines.length > deps.terms.maxLines)
    throw fieldError({ lines: [`At most ${deps.terms.maxLines} lines at once`] });
  if (!input.lines.every(isLottoLine))
    throw fieldError({ lines: ['Each line needs 6 different numbers from 1 to 45'] });
  const account = await accountId(deps.db, { userId }, COIN);
  const n = input.lines.length;
  return onceOnly(deps.db, { userId, key, scope: 'lotto/buy', body: input }, async (tx) => {
    const [draw] = await asDb(tx)
      .update(lottoDraws)
      .set({ sold: sql`${lottoDraws.sold} + ${n}` })
      .where(and(eq(lottoDraws.id, input.draw_id), eq(lottoDraws.status, 'open'), gt(lottoDraws.closesAt, now)))
      .returning();
    if (!draw) {
      const found = await lottoById(tx, input.draw_id);
      if (!found) throw new AppError('NOT_FOUND', 'No such draw.');
      throw new AppError('CONFLICT', 'This draw is closed.', { reason: 'closed' });
    }
    const tickets = await asDb(tx)
      .insert(lottoTickets)
      .values(
        input.lines.map((line) => ({
          drawId: draw.id,
          userId,
          numbers: sortedLine(line).join(','),
          price: draw.price,
          createdAt: now,
        })),
      )
      .returning();
    const balances = new Map<number, bigint>();
    await move(
      tx,
      [{ debitId: account, creditId: deps.ids.pool, coin: COIN, amount: draw.price * BigInt(n), kind: 'lotto_ticket' }],
      { reference: `lotto:${draw.id}`, idempotencyKey: `lotto:buy:${tickets[0]?.id}`, balancesAfter: balances },
    );
    return {
      tickets: tickets.map((t) => lottoTicketView(t, draw)),
      draw: lottoDrawView(draw),
      balance: usdt(balances.get(account) ?? 0n),
    };
  });
}

export async function lottoMyTickets(deps: LottoDeps, userId: number, page: number, size: number) {
  const found = await deps.db
    .select({ ticket: lottoTickets, draw: lottoDraws })
    .from(lottoTickets)
    .innerJoin(lottoDraws, eq(lottoDraws.id, lottoTickets.drawId))
    .where(eq(lottoTickets.userId, userId))
    .orderBy(desc(lottoTickets.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return {
    list: found.slice(0, size).map((r) => lottoTicketView(r.ticket, r.draw)),
    has_more: found.length > size,
  };
}

export async function lottoResults(deps: LottoDeps, page: number, size: number) {
  const found = await deps.db
    .select()
    .from(lottoDraws)
    .where(ne(lottoDraws.status, 'open'))
    .orderBy(desc(lottoDraws.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { list: found.slice(0, size).map(lottoDrawView), has_more: found.length > size };
}

export async function lottoVerify(deps: LottoDeps, drawId: number) {
  const draw = await lottoById(deps.db, drawId);
  if (!draw) throw new AppError('NOT_FOUND', 'No such draw.');
  const tickets = draw.status === 'open' ? [] : await ticketsOfDraw(deps.db, drawId);
  return { draw: lottoDrawView(draw), tickets: tickets.map((t) => ({ id: t.id, numbers: lineOf(t.numbers) })) };
}
