import { randomBytes } from 'node:crypto';
import type { TopupCoin, TopupOrder } from '@arcadia/contract/calls/topup/common';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { taskProducts, topupCallbacks, topupMerchants, topupOrders } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { createHold, holdAccounts, postHold, voidHold } from '../../ledger/holds.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import type { MerchantAdapter, MerchantCatalogue } from './merchant.ts';
import { verifyTopup } from './merchant.ts';

/**
 * Game top-ups (docs/topup.md). The player buys a package of a catalogue game's in-game currency from the game's
 * merchant, paying USDT or KC:
 *
 *   created --hold (player -> pending) in the order's transaction--> paid
 *   paid --merchant delivers (callback, or our status query)--> delivered (hold posted: pending -> topup)
 *   paid --merchant refuses, fails, or stays unreachable after TOPUP_MAX_ATTEMPTS--> failed (hold voided)
 *
 * The delivery request is idempotent by our order id on the merchant's side, so retrying it (back-off doubling
 * from TOPUP_RETRY_MS) can never deliver twice; callbacks are verified, stored by event id and applied under the
 * order's row lock, so a duplicate or a second event moves nothing.
 */
export type OrderRow = typeof topupOrders.$inferSelect;
export type MerchantRow = typeof topupMerchants.$inferSelect;

const TOPUP_MAX_ATTEMPTS = 6;
const HOLD_DAYS = 30;

export interface TopupDeps {
  db: Db;
  /** The adapter for a merchant row (sandbox or HTTP). */
  adapterOf: (merchant: MerchantRow) => MerchantAdapter;
  kcPerUsdt: number;
  /** Base of the retry back-off, ms (TOPUP_RETRY_MS). */
  retryMs: number;
  /** How long after acceptance we ask the merchant ourselves when no callback came, ms. */
  queryAfterMs: number;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A package's price in the coin: USDT 1:1 with the merchant's US cents, KC at RECHARGE_KC_PER_USDT. */
function priceIn(coin: TopupCoin, cents: number, kcPerUsdt: number): bigint {
  if (coin === 'USDT') return BigInt(cents) * 10n ** BigInt(coinOf('USDT').decimals - 2);
  return (BigInt(cents) * BigInt(kcPerUsdt) * 10n ** BigInt(coinOf('KC').decimals)) / 100n;
}

async function merchantFor(db: Db, gameId: number, mchId: string) {
  const [found] = await db
    .select({ merchant: topupMerchants, titles: taskProducts.titles, icon: taskProducts.icon })
    .from(topupMerchants)
    .innerJoin(taskProducts, eq(taskProducts.id, topupMerchants.productId))
    .where(and(eq(topupMerchants.id, mchId), eq(topupMerchants.productId, gameId), eq(topupMerchants.active, true)));
  return found;
}

export async function packagesFor(deps: TopupDeps, gameId: number, mchId: string, market: string, locale: string) {
  const [game] = await deps.db
    .select({ id: taskProducts.id, titles: taskProducts.titles, icon: taskProducts.icon })
    .from(taskProducts)
    .where(and(eq(taskProducts.id, gameId), eq(taskProducts.active, true)));
  const gameView = game ? { id: game.id, name: localized(game.titles, locale), icon: game.icon } : null;
  const found = await merchantFor(deps.db, gameId, mchId);
  if (!found) return { game: gameView, merchant: null, packages: [] };
  let catalogue: MerchantCatalogue;
  try {
    catalogue = await deps.adapterOf(found.merchant).listPackages(gameId, market);
  } catch {
    throw new AppError('UNAVAILABLE', 'The game’s shop is not answering, try again later.');
  }
  return {
    game: gameView,
    merchant: {
      id: found.merchant.id,
      name: found.merchant.name,
      account_label: catalogue.account.label,
      account_example: catalogue.account.example,
      account_pattern: catalogue.account.pattern,
    },
    packages: catalogue.packages.map((p) => ({
      sku: p.sku,
      name: p.name,
      amount: p.amount,
      bonus: p.bonus,
      unit: p.unit,
      price_usdt: fromMinor(priceIn('USDT', p.price_cents, deps.kcPerUsdt), coinOf('USDT').decimals),
      price_kc: fromMinor(priceIn('KC', p.price_cents, deps.kcPerUsdt), coinOf('KC').decimals),
    })),
  };
}

async function gameNames(db: Db, ids: number[], locale: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: taskProducts.id, titles: taskProducts.titles })
    .from(taskProducts)
    .where(
      sql`${taskProducts.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(found.map((g) => [g.id, localized(g.titles, locale)]));
}

function orderView(o: OrderRow, gameName: string): TopupOrder {
  return {
    order_id: o.id,
    game_id: o.productId,
    game_name: gameName,
    mch_id: o.merchantId,
    sku: o.sku,
    package_name: o.packageName,
    account_id: o.accountId,
    coin: o.coin as TopupCoin,
    price: fromMinor(o.price, coinOf(o.coin as TopupCoin).decimals),
    status: o.status as TopupOrder['status'],
    reason: o.reason,
    created_at: unix(o.createdAt),
    updated_at: unix(o.updatedAt),
    delivered_at: o.deliveredAt ? unix(o.deliveredAt) : null,
  };
}

export interface OrderInput {
  game_id: number;
  mch_id: string;
  sku: string;
  account_id: string;
  coin: TopupCoin;
}

async function orderByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(topupOrders)
    .where(and(eq(topupOrders.userId, userId), eq(topupOrders.idempotencyKey, key)));
  return row;
}

function sameRequest(o: OrderRow, input: OrderInput) {
  return (
    o.productId === input.game_id &&
    o.merchantId === input.mch_id &&
    o.sku === input.sku &&
    o.accountId === input.account_id &&
    o.coin === input.coin
  );
}

/**
 * Places a top-up: checks the package and the game account with the merchant, then inserts the order and holds its
 * price in one transaction (INSUFFICIENT_BALANCE rolls both back). The same Idempotency-Key answers the same order
 * (50 at once hold once); with another body it is IDEMPOTENCY_MISMATCH. Delivery starts after the answer.
 */
export async function placeOrder(
  deps: TopupDeps,
  userId: number,
  key: string,
  input: OrderInput,
  market: string,
  locale: string,
): Promise<{ order: TopupOrder; fresh: boolean }> {
  const prior = await orderByKey(deps.db, userId, key);
  const name = async (o: OrderRow) => (await gameNames(deps.db, [o.productId], locale)).get(o.productId) ?? '';
  if (prior) {
    if (!sameRequest(prior, input)) throw new AppError('IDEMPOTENCY_MISMATCH');
    return { order: orderView(prior, await name(prior)), fresh: false };
  }
  const found = await merchantFor(deps.db, input.game_id, input.mch_id);
  if (!found) throw fieldError({ mch_id: ['This game has no top-up shop with this merchant'] });
  let catalogue: MerchantCatalogue;
  try {
    catalogue = await deps.adapterOf(found.merchant).listPackages(input.game_id, market);
  } catch {
    throw new AppError('UNAVAILABLE', 'The game’s shop is not answering, try again later.');
  }
  const pkg = catalogue.packages.find((p) => p.sku === input.sku);
  if (!pkg) throw fieldError({ sku: ['This package is not sold any more'] });
  let rule: RegExp;
  try {
    rule = new RegExp(catalogue.account.pattern);
  } catch {
    rule = /^[A-Za-z0-9_-]{1,40}$/;
  }
  if (!rule.test(input.account_id))
    throw fieldError({
      account_id: [`Not a ${catalogue.account.label} of this game (like ${catalogue.account.example})`],
    });
  const price = priceIn(input.coin, pkg.price_cents, deps.kcPerUsdt);
  const ids = await holdAccounts(deps.db, userId, input.coin);
  const id = `tp_${randomBytes(12).toString('hex')}`;
  const packageName = pkg.bonus > 0 ? `${pkg.amount} + ${pkg.bonus} ${pkg.unit}` : `${pkg.amount} ${pkg.unit}`;
  const inserted = await inTransaction(deps.db, async (tx) => {
    const rows = await asDb(tx)
      .insert(topupOrders)
      .values({
        id,
        userId,
        idempotencyKey: key,
        merchantId: input.mch_id,
        productId: input.game_id,
        sku: pkg.sku,
        packageName,
        accountId: input.account_id,
        coin: input.coin,
        price,
        status: 'created',
      })
      .onConflictDoNothing()
      .returning();
    if (rows.length === 0) return undefined;
    const holdId = await createHold(
      tx,
      {
        userId,
        coin: input.coin,
        amount: price,
        reference: `topup:${id}`,
        expiresAt: new Date(Date.now() + HOLD_DAYS * 86_400_000),
        idempotencyKey: `topup:${id}:hold`,
      },
      ids,
    );
    const [paid] = await asDb(tx)
      .update(topupOrders)
      .set({ status: 'paid', holdId, updatedAt: new Date() })
      .where(eq(topupOrders.id, id))
      .returning();
    return paid;
  });
  if (!inserted) {
    const twin = await orderByKey(deps.db, userId, key);
    if (!twin || !sameRequest(twin, input)) throw new AppError('IDEMPOTENCY_MISMATCH');
    return { order: orderView(twin, await name(twin)), fresh: false };
  }
  return { order: orderView(inserted, localized(found.titles, locale)), fresh: true };
}

export async function listOrders(
  deps: TopupDeps,
  userId: number,
  gameId: number | undefined,
  page: number,
  size: number,
  locale: string,
) {
  const found = await deps.db
    .select()
    .from(topupOrders)
    .where(and(eq(topupOrders.userId, userId), gameId ? eq(topupOrders.productId, gameId) : undefined))
    .orderBy(desc(topupOrders.createdAt), desc(topupOrders.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const shown = found.slice(0, size);
  const names = await gameNames(deps.db, [...new Set(shown.map((o) => o.productId))], locale);
  return { list: shown.map((o) => orderView(o, names.get(o.productId) ?? '')), has_more: found.length > size };
}

export type Outcome = 'delivered' | 'failed' | 'duplicate' | 'stale' | 'unknown_order';

/** Settles a paid order once: delivered posts the hold to the topup account; failed voids it back to the player. */
export async function settle(
  deps: TopupDeps,
  orderId: string,
  result: 'delivered' | 'failed',
  reason: string,
  merchantId?: string,
): Promise<Outcome> {
  const [peek] = await deps.db.select().from(topupOrders).where(eq(topupOrders.id, orderId));
  if (!peek || (merchantId && peek.merchantId !== merchantId)) return 'unknown_order';
  const topupAccount = await accountId(deps.db, { system: 'topup' }, peek.coin as TopupCoin);
  return inTransaction(deps.db, async (tx) => {
    const [order] = await asDb(tx).select().from(topupOrders).where(eq(topupOrders.id, orderId)).for('update');
    if (!order) return 'unknown_order';
    if (order.status !== 'paid') return order.status === result ? 'duplicate' : 'stale';
    const now = new Date();
    if (result === 'delivered') {
      if (order.holdId) await postHold(tx, order.holdId, [{ to: topupAccount, amount: order.price, kind: 'topup' }]);
      await asDb(tx)
        .update(topupOrders)
        .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
        .where(eq(topupOrders.id, orderId));
      return 'delivered';
    }
    if (order.holdId) await voidHold(tx, order.holdId);
    await asDb(tx)
      .update(topupOrders)
      .set({ status: 'failed', reason: reason.slice(0, 200) || 'The game could not deliver', updatedAt: now })
      .where(eq(topupOrders.id, orderId));
    return 'failed';
  });
}

/**
 * Takes a due order for one attempt: moves its next attempt out of reach of other workers first (a lease), so two
 * processes do not both ask; the merchant's idempotency by order id makes even that harmless.
 */
async function lease(db: Db, orderId: string, ms: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(topupOrders)
    .set({ nextAttemptAt: new Date(Date.now() + ms) })
    .where(and(eq(topupOrders.id, orderId), eq(topupOrders.status, 'paid'), lte(topupOrders.nextAttemptAt, new Date())))
    .returning();
  return row;
}

const backoff = (deps: TopupDeps, attempts: number) => deps.retryMs * 2 ** Math.min(attempts, 10);

/** One step for one due order: ask the merchant to deliver, or ask it how the delivery went. */
export async function advance(deps: TopupDeps, orderId: string): Promise<Outcome | 'waiting'> {
  const order = await lease(deps.db, orderId, 60_000);
  if (!order) return 'stale';
  const [merchant] = await deps.db.select().from(topupMerchants).where(eq(topupMerchants.id, order.merchantId));
  if (!merchant) return settle(deps, order.id, 'failed', 'The merchant is gone');
  const adapter = deps.adapterOf(merchant);
  const attempts = order.attempts + 1;
  const reschedule = (ms: number, set: Partial<OrderRow> = {}) =>
    deps.db
      .update(topupOrders)
      .set({ attempts, nextAttemptAt: new Date(Date.now() + ms), updatedAt: new Date(), ...set })
      .where(and(eq(topupOrders.id, order.id), eq(topupOrders.status, 'paid')));
  if (!order.merchantRef) {
    const answer = await adapter.deliver({
      order_id: order.id,
      game_id: order.productId,
      sku: order.sku,
      account_id: order.accountId,
    });
    if (answer.kind === 'accepted') {
      await reschedule(deps.queryAfterMs, { merchantRef: answer.ref, attempts: 0 });
      return 'waiting';
    }
    if (answer.kind === 'rejected') return settle(deps, order.id, 'failed', answer.reason);
    if (attempts >= TOPUP_MAX_ATTEMPTS) return settle(deps, order.id, 'failed', 'The game’s shop did not answer');
    await reschedule(backoff(deps, attempts));
    return 'waiting';
  }
  let answer: Awaited<ReturnType<MerchantAdapter['query']>>;
  try {
    answer = await adapter.query(order.id);
  } catch {
    await reschedule(backoff(deps, attempts));
    return 'waiting';
  }
  if (answer.kind === 'delivered') return settle(deps, order.id, 'delivered', '');
  if (answer.kind === 'failed') return settle(deps, order.id, 'failed', answer.reason);
  if (answer.kind === 'unknown') {
    // The merchant lost the delivery: ask again (idempotent by our order id).
    await reschedule(0, { merchantRef: null });
    return 'waiting';
  }
  if (attempts >= TOPUP_MAX_ATTEMPTS * 2) {
    await reschedule(backoff(deps, TOPUP_MAX_ATTEMPTS));
    return 'waiting';
  }
  await reschedule(backoff(deps, attempts));
  return 'waiting';
}

/** Every due order once (the retry job, every TOPUP_RETRY_MS on every process). */
export async function tick(deps: TopupDeps, limit = 20): Promise<number> {
  const due = await deps.db
    .select({ id: topupOrders.id })
    .from(topupOrders)
    .where(and(eq(topupOrders.status, 'paid'), lte(topupOrders.nextAttemptAt, new Date())))
    .orderBy(topupOrders.nextAttemptAt)
    .limit(limit);
  for (const o of due) await advance(deps, o.id);
  return due.length;
}

/**
 * A merchant's callback: verified with its secret, stored by event id (a repeated id answers `duplicate`), then
 * applied to the order under its row lock.
 */
export async function receiveCallback(
  deps: TopupDeps,
  merchantId: string,
  header: string | string[] | undefined,
  raw: string,
): Promise<{ accepted: boolean; result: string }> {
  const [merchant] = await deps.db.select().from(topupMerchants).where(eq(topupMerchants.id, merchantId));
  if (!merchant) return { accepted: false, result: 'unknown_merchant' };
  const check = verifyTopup(merchant.secret, header, raw);
  if (check !== 'ok') return { accepted: false, result: check };
  let event: { event_id?: unknown; order_id?: unknown; status?: unknown; reason?: unknown };
  try {
    event = JSON.parse(raw);
  } catch {
    return { accepted: false, result: 'malformed' };
  }
  const eventId = String(event.event_id ?? '');
  if (!eventId || eventId.length > 100) return { accepted: false, result: 'malformed' };
  const stored = await deps.db
    .insert(topupCallbacks)
    .values({ merchantId, eventId, body: raw })
    .onConflictDoNothing()
    .returning({ id: topupCallbacks.id });
  if (stored.length === 0) return { accepted: true, result: 'duplicate' };
  const status = event.status === 'delivered' ? 'delivered' : event.status === 'failed' ? 'failed' : undefined;
  const result = status
    ? await settle(deps, String(event.order_id ?? ''), status, String(event.reason ?? ''), merchantId)
    : 'stale';
  await deps.db
    .update(topupCallbacks)
    .set({ result })
    .where(and(eq(topupCallbacks.merchantId, merchantId), eq(topupCallbacks.eventId, eventId)));
  return { accepted: true, result };
}
