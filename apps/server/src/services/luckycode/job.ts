import { randomBytes } from 'node:crypto';
import { sha256Hex, ticketListHash, winningNumber } from '@arcadia/contract/calls/luckycode/fairness';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { writeAudit } from '../ops/audit.ts';
import {
  claimRefund,
  type DrawRow,
  drawById,
  dueDrawIds,
  insertOpenDraw,
  lockDraw,
  openDrawRow,
  ordersOfDraw,
  setDrawResult,
  ticketOwner,
  unrefundedOrders,
  unsettledDrawIds,
} from './repo.ts';
import { COIN, prizeOf, type Terms } from './settings.ts';
import { rangeOf } from './view.ts';

/**
 * The draw's life (docs/luckycode.md, "State machine"):
 *
 *   open ──close, sold >= min──▶ drawn ──pay──▶ paid
 *     └───close, sold <  min──▶ refunding ──refund every order──▶ refunded
 *
 * A draw opens with a fresh seed whose hash is published at once. Closing (the job at `closes_at`, or an operator's
 * "draw now") locks the draw's row, so no purchase can slip in, reveals the seed, hashes the ticket list and picks the
 * winner, all in one transaction. Paying moves the prize to the winner and the rest to the house in one transaction
 * keyed `luckycode:settle:<draw>`; refunding moves each order's price back in a transaction of its own keyed
 * `luckycode:refund:<order>`, marking the order first, so a run stopped half way resumes with the orders left and a
 * second run pays nothing twice.
 */

export interface JobIds {
  pool: number;
  house: number;
}

export async function jobIds(db: Db): Promise<JobIds> {
  return {
    pool: await accountId(db, { system: 'luckycode' }, COIN),
    house: await accountId(db, { system: 'house' }, COIN),
  };
}

/** Test seams: `afterRefund` runs once an order's refund committed (a throw stops the run, as a crash would). */
export interface JobHooks {
  afterRefund?: (orderId: number) => Promise<void>;
}

const newSeed = () => randomBytes(32).toString('hex');

/** Opens the next draw when none is open: the new draw, or undefined when one was open already. */
export async function ensureOpenDraw(db: Db, terms: Terms, now: Date): Promise<DrawRow | undefined> {
  if (await openDrawRow(db)) return undefined;
  const seed = newSeed();
  return insertOpenDraw(db, {
    status: 'open',
    coin: COIN,
    price: terms.price,
    cap: terms.cap,
    minTickets: terms.minTickets,
    prizeBps: terms.prizeBps,
    seed,
    seedHash: await sha256Hex(seed),
    opensAt: now,
    closesAt: new Date(now.getTime() + terms.periodMs),
  });
}

export interface Closer {
  by: 'schedule' | 'operator';
  operatorId?: number;
  ip?: string;
}

/**
 * Closes an open draw: under the minimum it turns to refunding; otherwise the list hash and the winner are fixed and
 * it turns to drawn. Undefined when the draw was not open (closed by another run). An operator's close is audited in
 * the same transaction.
 */
export async function closeDraw(db: Db, drawId: number, now: Date, closer: Closer): Promise<DrawRow | undefined> {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw?.status !== 'open') return undefined;
    const orders = await ordersOfDraw(tx, drawId);
    const listHash = await ticketListHash(orders.map(rangeOf));
    const base = {
      closedAt: now,
      closedBy: closer.by,
      closedByOperator: closer.operatorId ?? null,
      listHash,
    };
    let closed: DrawRow;
    if (draw.sold < draw.minTickets) {
      closed = await setDrawResult(tx, drawId, { ...base, status: 'refunding' });
    } else {
      const number = await winningNumber(draw.seed, draw.id, listHash, draw.sold);
      const owner = await ticketOwner(tx, drawId, number);
      if (!owner) throw new Error(`luckycode: ticket ${number} of draw ${drawId} has no owner`);
      const sales = draw.price * BigInt(draw.sold);
      const prize = prizeOf(sales, draw.prizeBps);
      closed = await setDrawResult(tx, drawId, {
        ...base,
        status: 'drawn',
        winningNumber: number,
        winnerUserId: owner.userId,
        winnerOrderId: owner.orderId,
        prize,
        edge: sales - prize,
      });
    }
    if (closer.by === 'operator')
      await writeAudit(tx, {
        operatorId: closer.operatorId ?? null,
        ip: closer.ip ?? '',
        action: 'luckycode.draw_now',
        target: String(drawId),
        before: { status: 'open', sold: draw.sold, closes_at: draw.closesAt.toISOString() },
        after: {
          status: closed.status,
          sold: closed.sold,
          list_hash: closed.listHash,
          winning_number: closed.winningNumber,
          winner_user_id: closed.winnerUserId,
          prize: String(closed.prize),
        },
      });
    return closed;
  });
}

/** Pays a drawn draw (prize to the winner, edge to the house) or refunds a refunding one, once. */
export async function settleDraw(db: Db, ids: JobIds, drawId: number, now: Date, hooks: JobHooks = {}) {
  const draw = await drawById(db, drawId);
  if (draw?.status === 'drawn') await payDraw(db, ids, draw, now);
  else if (draw?.status === 'refunding') await refundDraw(db, ids, draw, now, hooks);
}

async function payDraw(db: Db, ids: JobIds, draw: DrawRow, now: Date) {
  if (!draw.winnerUserId) throw new Error(`luckycode: draw ${draw.id} drawn without a winner`);
  const winner = await accountId(db, { userId: draw.winnerUserId }, COIN);
  await inTransaction(db, async (tx) => {
    const locked = await lockDraw(tx, draw.id);
    if (locked?.status !== 'drawn') return;
    const legs: ResolvedLeg[] = [];
    if (locked.prize > 0n)
      legs.push({ debitId: ids.pool, creditId: winner, coin: COIN, amount: locked.prize, kind: 'luckycode_prize' });
    if (locked.edge > 0n)
      legs.push({ debitId: ids.pool, creditId: ids.house, coin: COIN, amount: locked.edge, kind: 'luckycode_edge' });
    await move(tx, legs, { reference: `luckycode:${draw.id}`, idempotencyKey: `luckycode:settle:${draw.id}` });
    await setDrawResult(tx, draw.id, { status: 'paid', settledAt: now });
  });
}

async function refundDraw(db: Db, ids: JobIds, draw: DrawRow, now: Date, hooks: JobHooks) {
  for (const order of await unrefundedOrders(db, draw.id)) {
    const buyer = await accountId(db, { userId: order.userId }, COIN);
    const done = await inTransaction(db, async (tx: Exec) => {
      if (!(await claimRefund(tx, order.id, now))) return false;
      await move(
        tx,
        [{ debitId: ids.pool, creditId: buyer, coin: COIN, amount: order.amount, kind: 'luckycode_refund' }],
        { reference: `luckycode:${draw.id}`, idempotencyKey: `luckycode:refund:${order.id}` },
      );
      return true;
    });
    if (done) await hooks.afterRefund?.(order.id);
  }
  await inTransaction(db, async (tx) => {
    const locked = await lockDraw(tx, draw.id);
    if (locked?.status !== 'refunding') return;
    const left = (await ordersOfDraw(tx, draw.id)).filter((o) => o.refundedAt === null);
    if (left.length === 0) await setDrawResult(tx, draw.id, { status: 'refunded', settledAt: now });
  });
}

export interface JobResult {
  closed: number[];
  settled: number[];
  opened: number | undefined;
}

/** One run: closes what is due, settles what is closed, opens the next draw when none is open. */
export async function runLuckycodeJob(
  db: Db,
  ids: JobIds,
  terms: Terms,
  now = new Date(),
  hooks: JobHooks = {},
): Promise<JobResult> {
  const result: JobResult = { closed: [], settled: [], opened: undefined };
  for (const id of await dueDrawIds(db, now))
    if (await closeDraw(db, id, now, { by: 'schedule' })) result.closed.push(id);
  for (const id of await unsettledDrawIds(db)) {
    await settleDraw(db, ids, id, now, hooks);
    result.settled.push(id);
  }
  result.opened = (await ensureOpenDraw(db, terms, now))?.id;
  return result;
}
