import { randomBytes } from 'node:crypto';
import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, paymentOrders, paymentQuotes, paymentWithdrawals } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { createHold, holdAccounts, postHold, voidHold } from '../../ledger/holds.ts';
import { balanceOf, inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import { type Exec, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import { findUserById } from '../user/repo.ts';
import { requireNotFrozen } from '../user/require-not-frozen.ts';
import { requirePhone } from '../user/require-phone.ts';
import { accountOf, listAccounts } from './accounts.ts';
import { lockOrderByRef, markWebhook, type OrderRow, setStatus } from './orders-repo.ts';
import type { ProviderEvent } from './providers/provider.ts';
import { type ApplyResult, orderView, PAYMENT_COIN, type PaymentDeps } from './recharge-service.ts';

/** Withdrawal rules (README, configuration): worth above this many USD goes to review; at most this many a day. */
export interface WithdrawRules {
  reviewAboveUsd: number;
  perDay: number;
}

export function withdrawRulesFrom(
  settings: Pick<Settings, 'PAYMENT_REVIEW_ABOVE_USD' | 'PAYMENT_WITHDRAWALS_PER_DAY'>,
): WithdrawRules {
  return { reviewAboveUsd: settings.PAYMENT_REVIEW_ABOVE_USD, perDay: settings.PAYMENT_WITHDRAWALS_PER_DAY };
}

const asDb = (tx: Exec) => tx as unknown as Db;
const HOLD_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** The player's withdrawal orders made since a time (any status). */
async function withdrawalsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, 'withdraw'), gt(paymentOrders.createdAt, since)),
    );
  return Number(row?.n ?? 0);
}

/**
 * What a withdrawal needs and how far the player is (/user/verify): the same checks `withdraw` makes, answered as a
 * checklist instead of a refusal.
 */
export async function withdrawReadiness(deps: PaymentDeps & { rules: WithdrawRules }, userId: number) {
  const [user, accounts, today, before, balance] = await Promise.all([
    findUserById(deps.db, userId),
    listAccounts(deps.db, userId),
    withdrawalsSince(deps.db, userId, new Date(Date.now() - DAY_MS)),
    withdrawalsSince(deps.db, userId, new Date(0)),
    balanceOf(deps.db, { userId }, PAYMENT_COIN),
  ]);
  const now = Date.now() / 1000;
  const usable = accounts.list.filter((a) => a.usable_from <= now);
  const waiting = accounts.list.filter((a) => a.usable_from > now).map((a) => a.usable_from);
  const phoneBound = Boolean(user?.phoneNumber);
  const frozen = Boolean(user?.frozenAt);
  return {
    phone_bound: phoneBound,
    frozen,
    accounts: accounts.list.length,
    usable_accounts: usable.length,
    next_usable_at: waiting.length > 0 ? Math.min(...waiting) : 0,
    withdrawals_today: today,
    per_day: deps.rules.perDay,
    first_withdrawal: before === 0,
    review_above: String(deps.rules.reviewAboveUsd),
    balance: fromMinor(balance, coinOf(PAYMENT_COIN).decimals),
    coin: PAYMENT_COIN,
    ready: !frozen && phoneBound && usable.length > 0 && today < deps.rules.perDay && balance > 0n,
  };
}

/**
 * A withdrawal: the quoted coins are held at once, in the transaction that makes the order and spends the quote, so
 * 100 racing requests against a balance for 10 hold exactly 10. A first withdrawal, or one worth more than the
 * review limit, waits for an operator (status review); the others go to the provider at once (status paying).
 */
export async function withdraw(
  deps: PaymentDeps & { rules: WithdrawRules },
  userId: number,
  input: { quote_id: string; account_id: number },
) {
  await requirePhone(deps.db, userId);
  await requireNotFrozen(deps.db, userId);
  const [q] = await deps.db
    .select()
    .from(paymentQuotes)
    .where(and(eq(paymentQuotes.id, input.quote_id), eq(paymentQuotes.userId, userId)));
  if (q?.direction !== 'withdraw') throw fieldError({ quote_id: ['unknown quote'] });
  const [existing] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.quoteId, q.id));
  if (existing) return { order: orderView(existing) };
  if (q.expiresAt.getTime() < Date.now()) throw new AppError('QUOTE_EXPIRED');
  const account = await accountOf(deps.db, userId, input.account_id);
  if (!account || account.channel !== q.channel)
    throw fieldError({ account_id: ['not a payout account of this channel'] });
  if (account.usableFrom.getTime() > Date.now())
    throw fieldError({ account_id: ['new or changed accounts can be used 24 hours after saving'] });
  const today = await withdrawalsSince(deps.db, userId, new Date(Date.now() - DAY_MS));
  if (today >= deps.rules.perDay)
    throw new AppError('RATE_LIMITED', 'Too many withdrawals today.', { retry_after: 3600 });
  const before = await withdrawalsSince(deps.db, userId, new Date(0));
  // USDT's minor units are millionths of a US dollar.
  const reviewReason =
    before === 0
      ? 'first_withdrawal'
      : q.coinAmount > BigInt(Math.round(deps.rules.reviewAboveUsd * 1e6))
        ? 'above_threshold'
        : '';
  const id = `w_${randomBytes(15).toString('base64url')}`;
  // The channel's provider when it is configured here, else the sandbox (as recharges do).
  const named = deps.markets.channel(q.market, q.channel as ChannelId)?.provider ?? 'sandbox';
  const payoutProvider = deps.providers[named] ? named : 'sandbox';
  const ids = await holdAccounts(deps.db, userId, PAYMENT_COIN);
  const order = await inTransaction(deps.db, async (tx) => {
    const spent = await asDb(tx)
      .update(paymentQuotes)
      .set({ usedAt: new Date() })
      .where(and(eq(paymentQuotes.id, q.id), isNull(paymentQuotes.usedAt)))
      .returning({ id: paymentQuotes.id });
    if (spent.length === 0) throw new AppError('CONFLICT', 'This quote is being used.');
    const holdId = await createHold(
      tx,
      {
        userId,
        coin: PAYMENT_COIN,
        amount: q.coinAmount,
        reference: `withdraw:${id}`,
        expiresAt: new Date(Date.now() + HOLD_DAYS * 24 * 3600 * 1000),
        idempotencyKey: `wd:${id}`,
      },
      ids,
    );
    const [row] = await asDb(tx)
      .insert(paymentOrders)
      .values({
        id,
        userId,
        kind: 'withdraw',
        status: reviewReason ? 'review' : 'approved',
        quoteId: q.id,
        market: q.market,
        channel: q.channel,
        provider: payoutProvider,
        currency: q.currency,
        fiatCents: q.fiatCents,
        feeCents: q.feeCents,
        coin: q.coin,
        coinAmount: q.coinAmount,
        expiresAt: new Date(Date.now() + HOLD_DAYS * 24 * 3600 * 1000),
      })
      .returning();
    await asDb(tx).insert(paymentWithdrawals).values({ orderId: id, holdId, accountId: account.id, reviewReason });
    await setStatus(tx, row as OrderRow, reviewReason ? 'review' : 'approved', reviewReason);
    return row as OrderRow;
  });
  if (!reviewReason) await startPayout(deps, order.id);
  const [fresh] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
  return { order: orderView(fresh as OrderRow) };
}

/** Sends an approved withdrawal to the provider (status paying); its webhooks finish it. */
async function startPayout(deps: PaymentDeps, orderId: string) {
  const [row] = await deps.db
    .select({ order: paymentOrders, withdrawal: paymentWithdrawals })
    .from(paymentOrders)
    .innerJoin(paymentWithdrawals, eq(paymentWithdrawals.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'approved')));
  if (!row) return;
  const [account] = await deps.db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.id, row.withdrawal.accountId));
  const provider = deps.providers[row.order.provider];
  if (!provider || !account) throw new AppError('UNAVAILABLE');
  const claimed = await deps.db
    .update(paymentOrders)
    .set({ status: 'paying', updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'approved')))
    .returning();
  if (claimed.length === 0) return;
  await setStatus(deps.db, claimed[0] as OrderRow, 'paying');
  const { providerRef } = await provider.payout({
    id: orderId,
    currency: row.order.currency,
    amountCents: row.order.fiatCents,
    channel: row.order.channel as ChannelId,
    accountNumber: account.number,
    accountHolder: account.holder,
  });
  await deps.db.update(paymentOrders).set({ providerRef }).where(eq(paymentOrders.id, orderId));
}

/** A payout's result: paid posts the hold (money left), failed returns it, a bounce after success pays it back. */
export async function applyPayoutEvent(
  deps: PaymentDeps,
  provider: string,
  event: ProviderEvent,
): Promise<ApplyResult> {
  const [found] = await deps.db
    .select({ order: paymentOrders, withdrawal: paymentWithdrawals })
    .from(paymentOrders)
    .innerJoin(paymentWithdrawals, eq(paymentWithdrawals.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerRef, event.providerRef)));
  const issuance = await accountId(deps.db, { system: 'issuance' }, PAYMENT_COIN);
  const bounceLegs = found
    ? await resolveLegs(deps.db, [
        {
          debit: { system: 'issuance' },
          credit: { userId: found.order.userId },
          coin: PAYMENT_COIN,
          amount: found.order.coinAmount,
          kind: 'withdrawal_bounce',
        },
      ])
    : [];
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrderByRef(tx, provider, event.providerRef);
    const finish = async (result: ApplyResult) => {
      await markWebhook(tx, provider, event.eventId, result);
      return result;
    };
    if (!order || !found) return finish('unknown_order');
    if (event.amountCents !== order.fiatCents || event.currency !== order.currency) return finish('amount_mismatch');
    if (event.status === 'paid' && order.status === 'paying') {
      await postHold(tx, found.withdrawal.holdId, [{ to: issuance, amount: order.coinAmount, kind: 'withdrawal' }]);
      await setStatus(tx, order, 'completed');
      return finish('paid_out');
    }
    if (event.status === 'failed' && order.status === 'paying') {
      await voidHold(tx, found.withdrawal.holdId);
      await setStatus(tx, order, 'failed', 'the provider could not pay out', { reason: 'payout_failed' });
      return finish('returned');
    }
    if (event.status === 'bounced' && order.status === 'completed') {
      await move(tx, bounceLegs, { reference: `withdraw:${order.id}`, idempotencyKey: `bounce:${order.id}` });
      await setStatus(tx, order, 'bounced', 'the payout came back', { reason: 'payout_bounced' });
      return finish('bounced');
    }
    return finish(order.status === 'completed' || order.status === 'failed' ? 'duplicate' : 'stale');
  });
}

/** The operator console's review queue: withdrawals waiting for a decision, oldest first, with risk signals. */
export async function reviewQueue(deps: PaymentDeps, status: string) {
  const found = await rows<{
    order_id: string;
    account_age_days: number;
    payout_account_age_hours: number;
    payout_account: string;
    recharged: string;
    withdrawn: string;
    shared: number;
  }>(
    deps.db,
    sql`select o.id as order_id,
               floor(extract(epoch from (now() - u.created_at)) / 86400)::int as account_age_days,
               floor(extract(epoch from (now() - a.created_at)) / 3600)::int as payout_account_age_hours,
               a.channel || ' ' || right(a.number, 4) as payout_account,
               coalesce((select sum(r.coin_amount) from payment_orders r
                          where r.user_id = o.user_id and r.kind = 'recharge' and r.status = 'paid'), 0)::text as recharged,
               coalesce((select sum(w.coin_amount) from payment_orders w
                          where w.user_id = o.user_id and w.kind = 'withdraw' and w.status = 'completed'), 0)::text as withdrawn,
               (select count(distinct s.user_id) from payment_accounts s
                 where s.channel = a.channel and s.number = a.number and s.user_id <> o.user_id)::int as shared
          from payment_orders o
          join payment_withdrawals pw on pw.order_id = o.id
          join payment_accounts a on a.id = pw.account_id
          join users u on u.id = o.user_id
          where o.status = ${status}
          order by o.created_at
          limit 100`,
  );
  const signals = new Map(found.map((r) => [r.order_id, r]));
  const listed = await deps.db
    .select({ order: paymentOrders, withdrawal: paymentWithdrawals })
    .from(paymentOrders)
    .innerJoin(paymentWithdrawals, eq(paymentWithdrawals.orderId, paymentOrders.id))
    .where(eq(paymentOrders.status, status))
    .orderBy(paymentOrders.createdAt)
    .limit(100);
  const usdt = (minor: string) => fromMinor(BigInt(minor), coinOf(PAYMENT_COIN).decimals);
  return {
    list: listed.map(({ order, withdrawal }) => {
      const s = signals.get(order.id);
      return {
        ...orderView(order),
        user_id: order.userId,
        review_reason: withdrawal.reviewReason,
        signals: {
          account_age_days: Number(s?.account_age_days ?? 0),
          payout_account_age_hours: Number(s?.payout_account_age_hours ?? 0),
          payout_account: s?.payout_account ?? '',
          recharged_usdt: usdt(s?.recharged ?? '0'),
          withdrawn_usdt: usdt(s?.withdrawn ?? '0'),
          shared_account_players: Number(s?.shared ?? 0),
        },
      };
    }),
  };
}

/**
 * An operator decides a withdrawal under review: approve sends it to the provider; reject returns the held coins.
 * The decision and its audit record commit together; two operators deciding at once make one decision.
 */
export async function decideWithdrawal(
  deps: PaymentDeps,
  caller: OpsCaller,
  input: { order_id: string; approve: boolean; note?: string },
) {
  const result = await inTransaction(deps.db, async (tx) => {
    const [locked] = await asDb(tx)
      .select({ order: paymentOrders, withdrawal: paymentWithdrawals })
      .from(paymentOrders)
      .innerJoin(paymentWithdrawals, eq(paymentWithdrawals.orderId, paymentOrders.id))
      .where(eq(paymentOrders.id, input.order_id))
      .for('update', { of: paymentOrders });
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.order.status !== 'review') throw new AppError('CONFLICT', 'This withdrawal has already been decided.');
    const status = input.approve ? 'approved' : 'rejected';
    if (!input.approve) await voidHold(tx, locked.withdrawal.holdId);
    await setStatus(tx, locked.order, status, input.note ?? '', input.approve ? {} : { reason: 'rejected_by_review' });
    await asDb(tx)
      .update(paymentWithdrawals)
      .set({ decidedBy: caller.operator.id })
      .where(eq(paymentWithdrawals.orderId, locked.order.id));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.approve ? 'payments.withdrawal_approve' : 'payments.withdrawal_reject',
      target: `order:${locked.order.id}`,
      before: { status: 'review', user_id: locked.order.userId, coin_amount: locked.order.coinAmount.toString() },
      after: { status, note: input.note ?? '' },
    });
    return status;
  });
  if (result === 'approved') await startPayout(deps, input.order_id);
  return { status: result as 'approved' | 'rejected' };
}
