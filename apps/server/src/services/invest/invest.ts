import type { InvestPosition, InvestProduct } from '@arcadia/contract/calls/invest/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { accruedInterest, earlyPenalty } from '@arcadia/contract/games/invest';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { investPositions, investProducts } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { balanceOf, inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

/**
 * Invest (issue 20, docs/invest.md). A position's life:
 *
 *   active ──maturity (job, fixed only)──▶ matured
 *     └────redeem (player)─────────────▶ redeemed
 *
 * Subscribing locks the product's row, checks the minimum, the per-user cap and the total cap against committed
 * totals, raises `subscribed`, opens the position and moves the principal from the player to the `invest` account,
 * all in one transaction: concurrent subscriptions queue on the row lock and never exceed the cap. Closing a position
 * is a guarded update (status 'active' -> closed) followed in the same transaction by the payout keyed
 * `invest:close:<id>`, so the job run twice (or racing a redemption) pays once. Interest comes from the house.
 */

export const COIN = 'USDT' as CoinCode;
const DECIMALS = coinOf(COIN).decimals;
export const usdt = (minor: bigint) => fromMinor(minor, DECIMALS);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const DAY_MS = 86_400_000;
const asDb = (db: Exec | Db) => db as Db;

export interface InvestDeps {
  db: Db;
  /** The invest area's clock (testClock('invest') in the app; tests inject their own). */
  nowMs: () => number;
}

type ProductRow = typeof investProducts.$inferSelect;
type PositionRow = typeof investPositions.$inferSelect;

function productView(p: ProductRow, mine: bigint): InvestProduct {
  return {
    id: p.id,
    market: p.market,
    name: p.name,
    kind: p.kind as InvestProduct['kind'],
    coin: 'USDT',
    apr_bps: p.aprBps,
    term_days: p.termDays,
    min_amount: usdt(p.minAmount),
    per_user_cap: usdt(p.perUserCap),
    total_cap: usdt(p.totalCap),
    subscribed: usdt(p.subscribed),
    penalty_bps: p.penaltyBps,
    status: p.status as InvestProduct['status'],
    mine: usdt(mine),
  };
}

/** Interest accrued on an active position at `nowMs` (fixed positions stop accruing at maturity). */
export function accrued(pos: PositionRow, nowMs: number): bigint {
  const end = pos.maturesAt ? Math.min(nowMs, pos.maturesAt.getTime()) : nowMs;
  return accruedInterest(pos.principal, pos.aprBps, (end - pos.startedAt.getTime()) / 1000);
}

function positionView(pos: PositionRow, product: ProductRow, nowMs: number): InvestPosition {
  return {
    id: pos.id,
    product_id: pos.productId,
    product_name: product.name,
    kind: product.kind as InvestPosition['kind'],
    principal: usdt(pos.principal),
    apr_bps: pos.aprBps,
    status: pos.status as InvestPosition['status'],
    started_at: seconds(pos.startedAt),
    matures_at: pos.maturesAt ? seconds(pos.maturesAt) : null,
    interest: usdt(pos.status === 'active' ? accrued(pos, nowMs) : pos.interest),
    penalty: usdt(pos.penalty),
    closed_at: pos.closedAt ? seconds(pos.closedAt) : null,
  };
}

export async function listProducts(deps: InvestDeps, market: string, userId: number | undefined) {
  const products = await deps.db
    .select()
    .from(investProducts)
    .where(and(eq(investProducts.market, market), eq(investProducts.status, 'open')))
    .orderBy(asc(investProducts.sort), asc(investProducts.id));
  const mine = new Map<number, bigint>();
  if (userId && products.length > 0) {
    const held = await deps.db
      .select({ productId: investPositions.productId, total: sql<string>`sum(${investPositions.principal})::text` })
      .from(investPositions)
      .where(
        and(
          eq(investPositions.userId, userId),
          eq(investPositions.status, 'active'),
          inArray(
            investPositions.productId,
            products.map((p) => p.id),
          ),
        ),
      )
      .groupBy(investPositions.productId);
    for (const h of held) mine.set(Number(h.productId), BigInt(h.total));
  }
  return { products: products.map((p) => productView(p, mine.get(p.id) ?? 0n)), now: seconds(new Date(deps.nowMs())) };
}

async function productOf(db: Exec, id: number, lock = false): Promise<ProductRow | undefined> {
  const q = asDb(db).select().from(investProducts).where(eq(investProducts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

async function byKey(db: Db, userId: number, key: string) {
  const [pos] = await db
    .select()
    .from(investPositions)
    .where(and(eq(investPositions.userId, userId), eq(investPositions.idempotencyKey, key)));
  return pos;
}

export async function subscribe(
  deps: InvestDeps,
  userId: number,
  key: string,
  input: { product_id: number; amount: string },
) {
  const amount = toMinor(input.amount, DECIMALS);
  if (amount === undefined || amount <= 0n) throw fieldError({ amount: ['invalid'] });
  const first = await byKey(deps.db, userId, key);
  if (first) return answer(deps, userId, first);
  const product = await productOf(deps.db, input.product_id);
  if (!product) throw new AppError('NOT_FOUND');
  if (amount < product.minAmount) throw fieldError({ amount: ['below_minimum'] });
  if (amount > product.perUserCap) throw fieldError({ amount: ['above_user_cap'] });
  const ids = {
    user: await accountId(deps.db, { userId }, COIN),
    pool: await accountId(deps.db, { system: 'invest' }, COIN),
  };
  try {
    const pos = await inTransaction(deps.db, async (tx) => {
      const p = await productOf(tx, product.id, true);
      if (p?.status !== 'open') throw new AppError('CONFLICT', undefined, { reason: 'closed' });
      if (p.subscribed + amount > p.totalCap) throw new AppError('CONFLICT', undefined, { reason: 'sold_out' });
      const [held] = await asDb(tx)
        .select({ total: sql<string>`coalesce(sum(${investPositions.principal}), 0)::text` })
        .from(investPositions)
        .where(
          and(
            eq(investPositions.userId, userId),
            eq(investPositions.productId, p.id),
            eq(investPositions.status, 'active'),
          ),
        );
      if (BigInt(held?.total ?? '0') + amount > p.perUserCap)
        throw new AppError('CONFLICT', undefined, { reason: 'user_cap' });
      const now = new Date(deps.nowMs());
      await asDb(tx)
        .update(investProducts)
        .set({ subscribed: sql`${investProducts.subscribed} + ${String(amount)}::bigint` })
        .where(eq(investProducts.id, p.id));
      const [row] = await asDb(tx)
        .insert(investPositions)
        .values({
          productId: p.id,
          userId,
          principal: amount,
          aprBps: p.aprBps,
          penaltyBps: p.penaltyBps,
          startedAt: now,
          maturesAt: p.kind === 'fixed' ? new Date(now.getTime() + p.termDays * DAY_MS) : null,
          idempotencyKey: key,
        })
        .returning();
      const pos = row as PositionRow;
      await move(tx, [{ debitId: ids.user, creditId: ids.pool, coin: COIN, amount, kind: 'invest_subscribe' }], {
        reference: `invest:${pos.id}`,
        idempotencyKey: `invest:subscribe:${pos.id}`,
      });
      return pos;
    });
    return answer(deps, userId, pos);
  } catch (error) {
    // The same key sent twice at once: the loser's insert hits the unique key and rolls back.
    const again = await byKey(deps.db, userId, key);
    if (again) return answer(deps, userId, again);
    throw error;
  }
}

async function answer(deps: InvestDeps, userId: number, pos: PositionRow) {
  const product = (await productOf(deps.db, pos.productId)) as ProductRow;
  return {
    position: positionView(pos, product, deps.nowMs()),
    balance: usdt(await balanceOf(deps.db, { userId }, COIN)),
  };
}

export async function listPositions(deps: InvestDeps, userId: number, page: number, size: number) {
  const found = await deps.db
    .select({ pos: investPositions, product: investProducts })
    .from(investPositions)
    .innerJoin(investProducts, eq(investProducts.id, investPositions.productId))
    .where(eq(investPositions.userId, userId))
    .orderBy(desc(investPositions.id))
    .limit(size)
    .offset((page - 1) * size);
  const nowMs = deps.nowMs();
  return { positions: found.map((r) => positionView(r.pos, r.product, nowMs)), now: seconds(new Date(nowMs)) };
}

/**
 * Closes one active position at `nowMs`: 'matured' (the job, at or after maturity) or 'redeemed' (the player).
 * Returns the closed row, or undefined when it was not active any more (someone else closed it).
 */
async function closePosition(
  deps: InvestDeps,
  pos: PositionRow,
  to: 'matured' | 'redeemed',
): Promise<PositionRow | undefined> {
  const nowMs = deps.nowMs();
  const matured = pos.maturesAt !== null && nowMs >= pos.maturesAt.getTime();
  const early = pos.maturesAt !== null && !matured;
  const interest = early ? 0n : accrued(pos, nowMs);
  const penalty = early ? earlyPenalty(pos.principal, pos.penaltyBps) : 0n;
  const ids = {
    user: await accountId(deps.db, { userId: pos.userId }, COIN),
    pool: await accountId(deps.db, { system: 'invest' }, COIN),
    house: await accountId(deps.db, { system: 'house' }, COIN),
  };
  return inTransaction(deps.db, async (tx) => {
    const [closed] = await asDb(tx)
      .update(investPositions)
      .set({ status: matured ? 'matured' : to, interest, penalty, closedAt: new Date(nowMs) })
      .where(and(eq(investPositions.id, pos.id), eq(investPositions.status, 'active')))
      .returning();
    if (!closed) return undefined;
    await asDb(tx)
      .update(investProducts)
      .set({ subscribed: sql`${investProducts.subscribed} - ${String(pos.principal)}::bigint` })
      .where(eq(investProducts.id, pos.productId));
    const legs: ResolvedLeg[] = [];
    const back = pos.principal - penalty;
    if (back > 0n)
      legs.push({ debitId: ids.pool, creditId: ids.user, coin: COIN, amount: back, kind: 'invest_principal' });
    if (penalty > 0n)
      legs.push({ debitId: ids.pool, creditId: ids.house, coin: COIN, amount: penalty, kind: 'invest_penalty' });
    if (interest > 0n)
      legs.push({ debitId: ids.house, creditId: ids.user, coin: COIN, amount: interest, kind: 'invest_interest' });
    await move(tx, legs, { reference: `invest:${pos.id}`, idempotencyKey: `invest:close:${pos.id}` });
    return closed;
  });
}

export async function redeem(deps: InvestDeps, userId: number, positionId: number) {
  const [pos] = await deps.db
    .select()
    .from(investPositions)
    .where(and(eq(investPositions.id, positionId), eq(investPositions.userId, userId)));
  if (!pos) throw new AppError('NOT_FOUND');
  if (pos.status !== 'active') throw new AppError('CONFLICT', undefined, { reason: 'closed' });
  const closed = await closePosition(deps, pos, 'redeemed');
  if (!closed) throw new AppError('CONFLICT', undefined, { reason: 'closed' });
  return answer(deps, userId, closed);
}

/** The maturity job: pays every fixed position due at the invest clock's now. Safe to run twice or at once. */
export async function runInvestTick(deps: InvestDeps, limit = 200) {
  const due = await deps.db
    .select()
    .from(investPositions)
    .where(and(eq(investPositions.status, 'active'), lte(investPositions.maturesAt, new Date(deps.nowMs()))))
    .orderBy(asc(investPositions.maturesAt))
    .limit(limit);
  let paid = 0;
  for (const pos of due) if (await closePosition(deps, pos, 'matured')) paid += 1;
  return { paid };
}
