import { LUCKYCODE_DRAWS_PAGE } from '@arcadia/contract/calls/luckycode/draws';
import { LUCKYCODE_HISTORY_PAGE } from '@arcadia/contract/calls/luckycode/history';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { ensureOpenDraw } from './job.ts';
import {
  closedDraws,
  type DrawRow,
  drawById,
  insertOrder,
  namesOf,
  openDrawRow,
  ordersOfDraw,
  ordersOfUser,
  ordersOfUserInDraw,
  takeNumbers,
} from './repo.ts';
import { COIN, type Terms } from './settings.ts';
import { drawView, kc, orderView, rangeOf, seconds } from './view.ts';

export interface LuckyDeps {
  db: Db;
  terms: Terms;
  /** The `luckycode` system account's id for the coin (resolved once, outside any money transaction). */
  pool: number;
}

async function withWinner(db: Db, rows: DrawRow[]) {
  const names = await namesOf(
    db,
    rows.flatMap((r) => (r.winnerUserId ? [r.winnerUserId] : [])),
  );
  return rows.map((r) => drawView(r, r.winnerUserId ? names.get(r.winnerUserId) : undefined));
}

/** The draw on sale, the caller's tickets in it and their KC. */
export async function current(deps: LuckyDeps, userId: number | undefined, now = new Date()) {
  // Between a close and the job's next run there is none: the first reader opens it (one wins the race).
  if (!(await openDrawRow(deps.db))) await ensureOpenDraw(deps.db, deps.terms, now);
  const draw = await openDrawRow(deps.db);
  const mine = draw && userId ? await ordersOfUserInDraw(deps.db, draw.id, userId) : [];
  return {
    draw: draw ? drawView(draw) : null,
    my_tickets: mine.map(rangeOf),
    balance: userId ? kc(await balanceOf(deps.db, { userId }, COIN)) : null,
    max_per_buy: deps.terms.maxPerBuy,
    now: seconds(now),
  };
}

/** Why `takeNumbers` took nothing. */
async function refusal(tx: Exec, drawId: number, count: number, now: Date): Promise<AppError> {
  const draw = await drawById(tx, drawId);
  if (!draw) return new AppError('NOT_FOUND', 'No such draw.');
  if (draw.status !== 'open' || draw.closesAt <= now)
    return new AppError('CONFLICT', 'This draw is closed.', { reason: 'closed' });
  if (draw.sold + count > draw.cap)
    return new AppError('CONFLICT', 'Not enough tickets left.', { reason: 'sold_out', left: draw.cap - draw.sold });
  return new AppError('CONFLICT', 'This draw is closed.', { reason: 'closed' });
}

/**
 * Buys `count` tickets once per idempotency key: one transaction takes the next numbers (guarded update of the
 * draw's row), writes the order and its tickets and moves the price into the `luckycode` account; a short balance
 * rolls everything back, numbers included.
 */
export async function buy(
  deps: LuckyDeps,
  userId: number,
  key: string,
  input: { draw_id: number; count: number },
  now = new Date(),
) {
  if (input.count > deps.terms.maxPerBuy)
    throw fieldError({ count: [`At most ${deps.terms.maxPerBuy} tickets at once`] });
  const account = await accountId(deps.db, { userId }, COIN);
  return onceOnly(deps.db, { userId, key, scope: 'luckycode/buy', body: input }, async (tx) => {
    const draw = await takeNumbers(tx, input.draw_id, input.count, now);
    if (!draw) throw await refusal(tx, input.draw_id, input.count, now);
    const amount = draw.price * BigInt(input.count);
    const order = await insertOrder(tx, {
      drawId: draw.id,
      userId,
      firstNumber: draw.sold - input.count + 1,
      count: input.count,
      amount,
      createdAt: now,
    });
    const balances = new Map<number, bigint>();
    await move(tx, [{ debitId: account, creditId: deps.pool, coin: COIN, amount, kind: 'luckycode_ticket' }], {
      reference: `luckycode:${draw.id}`,
      idempotencyKey: `luckycode:buy:${order.id}`,
      balancesAfter: balances,
    });
    return { order: orderView(order, draw), draw: drawView(draw), balance: kc(balances.get(account) ?? 0n) };
  });
}

export async function history(deps: LuckyDeps, userId: number, page: number) {
  const found = await ordersOfUser(deps.db, userId, page, LUCKYCODE_HISTORY_PAGE);
  return {
    list: found.slice(0, LUCKYCODE_HISTORY_PAGE).map((r) => orderView(r.order, r.draw)),
    has_more: found.length > LUCKYCODE_HISTORY_PAGE,
  };
}

export async function draws(deps: LuckyDeps, page: number) {
  const found = await closedDraws(deps.db, page, LUCKYCODE_DRAWS_PAGE);
  return {
    list: await withWinner(deps.db, found.slice(0, LUCKYCODE_DRAWS_PAGE)),
    has_more: found.length > LUCKYCODE_DRAWS_PAGE,
  };
}

/** A draw and, once closed, every order's block: what recomputes it. */
export async function audit(deps: LuckyDeps, drawId: number) {
  const draw = await drawById(deps.db, drawId);
  if (!draw) throw new AppError('NOT_FOUND', 'No such draw.');
  const [view] = await withWinner(deps.db, [draw]);
  const ranges = draw.status === 'open' ? [] : (await ordersOfDraw(deps.db, drawId)).map(rangeOf);
  return { draw: view as NonNullable<typeof view>, ranges };
}
