import { randomBytes } from 'node:crypto';
import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import { and, eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { paymentOrderEvents, paymentOrders } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { repayDebtsInTx, takeBackInTx } from '../../ledger/debts.ts';
import { inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { centsToText, coinMinorFor, feeCents, type PaymentMarkets, rateText, textToCents } from './markets.ts';
import {
  coinsForCents,
  historyOf,
  insertQuote,
  listOrders,
  lockOrderByRef,
  markWebhook,
  type OrderRow,
  orderByQuote,
  orderOf,
  type QuoteRow,
  quoteOf,
  setStatus,
  staleOpenOrders,
  storeWebhook,
  unprocessedWebhooks,
} from './orders-repo.ts';
import type { CreatedPayment, PaymentProvider, ProviderEvent } from './providers/provider.ts';
import { WebhookRejected } from './providers/provider.ts';
import { applyPayoutEvent } from './withdraw-service.ts';

export const PAYMENT_COIN = 'USDT' as const;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface PaymentDeps {
  db: Db;
  markets: PaymentMarkets;
  providers: Record<string, PaymentProvider>;
  quoteTtlMs: number;
  orderTtlMs: number;
  /**
   * Run inside the transaction that credits a paid recharge, after the credit (a brand's first-deposit bonus, say);
   * other services add theirs when they register.
   */
  paidHooks: PaidHook[];
}

export type PaidHook = (tx: Exec, order: OrderRow) => Promise<void>;

const newId = (prefix: string) => `${prefix}_${randomBytes(15).toString('base64url')}`;

export function orderView(o: OrderRow) {
  return {
    order_id: o.id,
    kind: o.kind as 'recharge' | 'withdraw',
    status: o.status as 'created',
    channel: o.channel as ChannelId,
    market: o.market,
    currency: o.currency,
    fiat_amount: centsToText(o.fiatCents),
    fee: centsToText(o.feeCents),
    refunded_amount: centsToText(o.refundedCents),
    coin: o.coin,
    coin_amount: fromMinor(o.coinAmount, coinOf(PAYMENT_COIN).decimals),
    late: o.late,
    reason: o.reason,
    created_at: seconds(o.createdAt),
    updated_at: seconds(o.updatedAt),
  };
}

export function channelsFor(deps: PaymentDeps, market: string) {
  const currency = deps.markets.currency(market);
  return {
    market,
    currency: currency.code,
    symbol: currency.symbol,
    decimals: currency.decimals,
    coin: PAYMENT_COIN,
    rate: rateText(deps.markets.rateE4(market)),
    channels: deps.markets.channels(market).map((c) => ({
      id: c.id,
      kind: c.kind,
      directions: c.directions,
      min: centsToText(c.minCents),
      max: centsToText(c.maxCents),
      fee_bps: c.feeBps,
      fee_fixed: centsToText(c.feeFixedCents),
      presets: c.presetsCents.map(centsToText),
    })),
  };
}

/** Fixes the rate for a while. The coin amount is what the fiat buys after the channel's fee, rounded down. */
export async function quote(
  deps: PaymentDeps,
  userId: number,
  market: string,
  input: { channel: ChannelId; direction: 'recharge' | 'withdraw'; fiat_amount: string },
  /** A caller-chosen id (from an idempotency key): a repeat answers the quote made the first time. */
  id = newId('q'),
) {
  const channel = deps.markets.channel(market, input.channel);
  if (!channel?.directions.includes(input.direction))
    throw fieldError({ channel: [`not offered for ${input.direction} in this market`] });
  const fiatCents = textToCents(input.fiat_amount);
  if (fiatCents < channel.minCents || fiatCents > channel.maxCents)
    throw fieldError({
      fiat_amount: [`must be between ${centsToText(channel.minCents)} and ${centsToText(channel.maxCents)}`],
    });
  const fee = feeCents(channel, fiatCents);
  const rateE4 = deps.markets.rateE4(market);
  // A recharge buys what the fiat after the fee buys (rounded down); a withdrawal costs the fiat plus the fee
  // (rounded up), so neither way loses the house a fraction.
  const decimals = coinOf(PAYMENT_COIN).decimals;
  const coinAmount =
    input.direction === 'recharge'
      ? coinMinorFor(fiatCents - fee, rateE4, decimals)
      : coinMinorFor(fiatCents + fee, rateE4, decimals, 'up');
  const expiresAt = new Date(Date.now() + deps.quoteTtlMs);
  const currency = deps.markets.currency(market).code;
  const fresh = await insertQuote(deps.db, {
    id,
    userId,
    direction: input.direction,
    market,
    channel: input.channel,
    currency,
    fiatCents,
    feeCents: fee,
    coin: PAYMENT_COIN,
    coinAmount,
    rateE4,
    expiresAt,
  });
  const row = await quoteOf(deps.db, id, userId);
  // A repeated caller-chosen id from another player is no quote of this one's.
  if (!row) throw fieldError({ quote_id: ['unknown quote'] });
  if (!fresh && (row.direction !== input.direction || row.channel !== input.channel || row.fiatCents !== fiatCents))
    throw new AppError('IDEMPOTENCY_MISMATCH');
  return quoteAnswer(row);
}

function quoteAnswer(q: QuoteRow) {
  return {
    quote_id: q.id,
    channel: q.channel as ChannelId,
    direction: q.direction as 'recharge' | 'withdraw',
    currency: q.currency,
    fiat_amount: centsToText(q.fiatCents),
    fee: centsToText(q.feeCents),
    coin: PAYMENT_COIN,
    coin_amount: fromMinor(q.coinAmount, coinOf(PAYMENT_COIN).decimals),
    rate: rateText(q.rateE4),
    expires_at: seconds(q.expiresAt),
  };
}

/**
 * A brand's rule for placing a recharge (Fortune's deposit limits), run in the transaction that inserts the order:
 * `lock` first, so the orders it must count are placed one at a time, then `check` (throws to refuse), unless the
 * quote already has its order (a retry answers that order).
 */
export interface RechargeGuard {
  lock(tx: Exec): Promise<void>;
  check(tx: Exec, quote: QuoteRow): Promise<void>;
}

/** A recharge order from an unexpired quote; the same quote answers the same order (natural idempotency). */
export async function recharge(
  deps: PaymentDeps,
  userId: number,
  quoteId: string,
  brand = 'main',
  guard?: RechargeGuard,
  returnPath?: string,
) {
  const q = await quoteOf(deps.db, quoteId, userId);
  if (q?.direction !== 'recharge') throw fieldError({ quote_id: ['unknown quote'] });
  const existing = await orderByQuote(deps.db, q.id);
  if (existing) return rechargeAnswer(existing);
  if (q.expiresAt.getTime() < Date.now()) throw new AppError('QUOTE_EXPIRED');
  const channel = deps.markets.channel(q.market, q.channel as ChannelId);
  const provider = deps.providers[channel?.provider ?? 'sandbox'] ?? deps.providers.sandbox;
  if (!provider) throw new AppError('UNAVAILABLE');
  const id = newId('r');
  const order = {
    id,
    userId,
    kind: 'recharge',
    brand,
    status: 'created',
    quoteId: q.id,
    market: q.market,
    channel: q.channel,
    provider: provider.id,
    currency: q.currency,
    fiatCents: q.fiatCents,
    feeCents: q.feeCents,
    coin: q.coin,
    coinAmount: q.coinAmount,
    expiresAt: new Date(Date.now() + deps.orderTtlMs),
    returnPath: returnPath ?? null,
  };
  const inserted = await inTransaction(deps.db, async (tx) => {
    if (guard) {
      await guard.lock(tx);
      if (await orderByQuote(asDb(tx), q.id)) return [];
      await guard.check(tx, q);
    }
    const rows = await asDb(tx).insert(paymentOrders).values(order).onConflictDoNothing().returning();
    if (rows.length > 0) await asDb(tx).insert(paymentOrderEvents).values({ orderId: id, status: 'created' });
    return rows;
  });
  if (inserted.length === 0) return rechargeAnswer((await orderByQuote(deps.db, q.id)) as OrderRow);
  let created: CreatedPayment;
  try {
    created = await provider.createPayment({
      id,
      userId,
      channel: q.channel,
      currency: q.currency,
      amountCents: q.fiatCents,
      ...(returnPath ? { returnPath } : {}),
    });
  } catch (error) {
    // Refused or unreachable: the order ends failed (it never reached the player's wallet app) and the player
    // is told to try again or another channel; nothing was charged.
    const why = (error as { errorCode?: string }).errorCode ?? 'unreachable';
    await setStatus(deps.db, inserted[0] as OrderRow, 'failed', `the provider refused the payment (${why})`, {
      reason: 'provider_refused',
    });
    throw new AppError('UNAVAILABLE', 'This channel cannot take the payment now; try again later or another channel.', {
      reason: 'provider_refused',
    });
  }
  const [withRef] = await deps.db
    .update(paymentOrders)
    .set({
      providerRef: created.providerRef,
      checkoutUrl: created.checkoutUrl,
      instructions: created.instructions,
      updatedAt: new Date(),
    })
    .where(eq(paymentOrders.id, id))
    .returning();
  return rechargeAnswer(withRef as OrderRow);
}

function rechargeAnswer(o: OrderRow) {
  return {
    order: orderView(o),
    checkout_url: o.checkoutUrl,
    instructions: (o.instructions as { label: string; value: string }[]) ?? [],
  };
}

export type ApplyResult =
  | 'paid_out'
  | 'returned'
  | 'bounced'
  | 'credited'
  | 'credited_late'
  | 'failed'
  | 'refunded'
  | 'partly_refunded'
  | 'pending'
  | 'duplicate'
  | 'stale'
  | 'unknown_order'
  | 'amount_mismatch';

/**
 * Applies one verified provider event in one transaction: the order row is locked, the status moves only forward
 * (a "processing" arriving after "paid" changes nothing), a payment credits the coins exactly once (ledger key
 * `pay:<order id>`), even after the order expired (then flagged late), and the webhook row is marked in the same
 * transaction, so a crash before commit leaves it to be applied again.
 */
export async function applyEvent(deps: PaymentDeps, provider: string, event: ProviderEvent): Promise<ApplyResult> {
  if (event.kind === 'payout') return applyPayoutEvent(deps, provider, event);
  const [found] = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerRef, event.providerRef)));
  const legs = found
    ? await resolveLegs(deps.db, [
        {
          debit: { system: 'issuance' },
          credit: { userId: found.userId },
          coin: PAYMENT_COIN,
          amount: found.coinAmount,
          kind: 'recharge',
        },
      ])
    : [];
  const accounts = found
    ? {
        user: await accountId(deps.db, { userId: found.userId }, PAYMENT_COIN),
        source: await accountId(deps.db, { system: 'issuance' }, PAYMENT_COIN),
      }
    : undefined;
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrderByRef(tx, provider, event.providerRef);
    const finish = async (result: ApplyResult) => {
      await markWebhook(tx, provider, event.eventId, result);
      return result;
    };
    if (!order) return finish('unknown_order');
    if (event.amountCents !== order.fiatCents || event.currency !== order.currency) {
      if (order.status !== 'paid') await setStatus(tx, order, order.status, `amount mismatch from ${provider}`);
      return finish('amount_mismatch');
    }
    if (event.status === 'paid') {
      if (order.status === 'paid' || order.status === 'refunded') return finish('duplicate');
      const late = order.status === 'expired' || order.status === 'failed';
      await move(tx, legs, { reference: `payment:${order.id}`, idempotencyKey: `pay:${order.id}` });
      // What an earlier refund left owing is repaid first from this top-up.
      if (accounts)
        await repayDebtsInTx(tx, {
          userId: order.userId,
          coin: PAYMENT_COIN,
          amount: order.coinAmount,
          accounts,
          kind: 'debt_repay',
          key: `pay:${order.id}`,
          prefix: 'debt',
        });
      await setStatus(tx, order, 'paid', late ? `paid after ${order.status}` : '', { late });
      for (const hook of deps.paidHooks) await hook(tx, order);
      return finish(late ? 'credited_late' : 'credited');
    }
    if (event.status === 'refunded') {
      if (order.status !== 'paid' || !accounts) return finish(order.status === 'refunded' ? 'duplicate' : 'stale');
      // The running total given back; an older total (late, duplicated or out of order) changes nothing.
      const total = event.refundedCents ?? order.fiatCents;
      if (total > order.fiatCents) return finish('amount_mismatch');
      if (total <= order.refundedCents) return finish('duplicate');
      // The coins go back in proportion, as far as the balance holds; the rest is owed. Whole refunds take back
      // exactly what was credited, so partial steps that add up to it do too.
      const step = `refund:${order.id}:${total}`;
      const short = await takeBackInTx(tx, {
        userId: order.userId,
        coin: PAYMENT_COIN,
        amount: coinsForCents(order, total) - coinsForCents(order, order.refundedCents),
        accounts,
        kind: 'recharge_refund',
        reference: step,
        idempotencyKey: step,
        debtReference: step,
      });
      const owed = short > 0n ? `, ${fromMinor(short, coinOf(PAYMENT_COIN).decimals)} ${PAYMENT_COIN} owed` : '';
      const whole = total === order.fiatCents;
      const note = `${centsToText(total)} ${order.currency} refunded by ${provider}${owed}`;
      // A partial refund leaves the order paid; its history says what came back.
      await setStatus(
        tx,
        order,
        whole ? 'refunded' : 'paid',
        note,
        { refundedCents: total },
        whole ? 'refunded' : 'partly_refunded',
      );
      return finish(whole ? 'refunded' : 'partly_refunded');
    }
    if (event.status === 'failed') {
      if (order.status !== 'created' && order.status !== 'pending') return finish('stale');
      await setStatus(tx, order, 'failed', 'the provider reported a failed payment', { reason: 'payment_failed' });
      return finish('failed');
    }
    if (event.status === 'pending') {
      if (order.status !== 'created') return finish('stale');
      await setStatus(tx, order, 'pending');
      return finish('pending');
    }
    return finish('stale');
  });
}

/** A webhook as it arrives: verified, stored raw, then applied. Duplicated event ids answer as before. */
export async function receiveWebhook(
  deps: PaymentDeps,
  providerId: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<{ accepted: boolean; result: string }> {
  const provider = deps.providers[providerId];
  if (!provider) return { accepted: false, result: 'unknown_provider' };
  let event: ProviderEvent;
  try {
    event = provider.verifyWebhook(headers, rawBody);
  } catch (error) {
    if (error instanceof WebhookRejected) return { accepted: false, result: error.reason };
    throw error;
  }
  const fresh = await storeWebhook(deps.db, providerId, event.eventId, rawBody);
  if (!fresh) return { accepted: true, result: 'duplicate' };
  return { accepted: true, result: await applyEvent(deps, providerId, event) };
}

/**
 * Recovery, run at start and then every minute: webhooks stored but not applied (a crash between receipt and
 * commit) are applied again; orders still open after a while are asked about with the provider's status query;
 * open orders past their expiry become expired (a payment after that still credits, flagged late).
 */
export async function reconcile(deps: PaymentDeps, now = Date.now()) {
  let applied = 0;
  for (const hook of await unprocessedWebhooks(deps.db)) {
    const provider = deps.providers[hook.provider];
    if (!provider) continue;
    try {
      // Its signature was checked when it arrived; only verified webhooks are stored.
      await applyEvent(deps, hook.provider, provider.parseEvent(hook.body));
      applied++;
    } catch {
      await markWebhook(deps.db, hook.provider, hook.eventId, 'unreadable');
    }
  }
  for (const order of await staleOpenOrders(deps.db, new Date(now - 60_000))) {
    const provider = deps.providers[order.provider];
    if (!provider || !order.providerRef) continue;
    const status = await provider.queryStatus(order.providerRef).catch(() => undefined);
    if (status && status.status !== 'pending') {
      await applyEvent(deps, order.provider, {
        kind: 'payment',
        eventId: `status:${order.id}:${status.status}`,
        providerRef: order.providerRef,
        status: status.status,
        amountCents: status.amountCents,
        currency: status.currency,
      });
      applied++;
    } else if (order.expiresAt.getTime() < now && order.status !== 'expired') {
      await inTransaction(deps.db, async (tx) => {
        const locked = await lockOrderByRef(tx, order.provider, order.providerRef as string);
        if (locked && (locked.status === 'created' || locked.status === 'pending'))
          await setStatus(tx, locked, 'expired', 'not paid in time', { reason: 'expired' });
      });
    }
  }
  return { applied };
}

export async function orders(
  deps: PaymentDeps,
  userId: number,
  filter: { kind?: string; status?: string; page: number },
) {
  const { rows, hasMore } = await listOrders(deps.db, userId, filter);
  return { list: rows.map(orderView), has_more: hasMore };
}

export async function orderDetail(deps: PaymentDeps, userId: number, orderId: string) {
  const order = await orderOf(deps.db, orderId, userId);
  if (!order) throw new AppError('NOT_FOUND');
  return { order: orderView(order), history: await historyOf(deps.db, order.id) };
}
