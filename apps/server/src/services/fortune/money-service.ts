import { createHash } from 'node:crypto';
import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fortuneBonuses, paymentOrders, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';
import { channelsFor, type PaidHook, type PaymentDeps, quote, recharge } from '../payment/recharge-service.ts';
import { type WithdrawRules, withdraw } from '../payment/withdraw-service.ts';
import { currencyOf, requirePlay, requirePlayer } from './access.ts';
import { grantBonus, type SystemIds } from './bonus-service.ts';
import { lockDeposits } from './limits.ts';
import { usdtMinor, usdtText } from './money-format.ts';
import { FIRST_DEPOSIT_BONUS } from './settings.ts';

/**
 * Fortune's money in and out (docs/fortune.md, "Money"): recharges and withdrawals are the payment core's orders
 * (marked brand 'fortune'), so the review queue, webhooks and payouts are the same; Fortune adds its rules around
 * them: exclusions and deposit limits before a recharge, and the first-deposit bonus when one is paid.
 */
export interface MoneyDeps {
  db: Db;
  payments: PaymentDeps;
  rules: WithdrawRules;
  ids: SystemIds;
  depositAllowance: (db: Db, userId: number, now: Date) => Promise<bigint | null>;
  /** Called in the transaction that places the order, after lockDeposits (money-service does both). */
  assertDepositAllowed: (db: Exec, userId: number, amount: bigint, now: Date) => Promise<void>;
  /** Extra chances a first deposit earns (the games' grantChances). */
  onFirstDeposit: (tx: Exec, userId: number, orderId: string) => Promise<void>;
}

/** A quote id made from the player's Idempotency-Key, so a retried call lands on the same quote and order. */
const quoteIdFor = (userId: number, scope: string, key: string) =>
  `q_f${createHash('sha256').update(`${userId}:${scope}:${key}`).digest('base64url').slice(0, 30)}`;

async function firstDepositTaken(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: fortuneBonuses.id })
    .from(fortuneBonuses)
    .where(and(eq(fortuneBonuses.userId, userId), eq(fortuneBonuses.source, 'first_deposit')));
  if (row) return true;
  const [paid] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.brand, 'fortune'), eq(paymentOrders.status, 'paid')))
    .limit(1);
  return !!paid;
}

const bonusFor = (coinAmount: bigint) => {
  const share = (coinAmount * BigInt(FIRST_DEPOSIT_BONUS.percent)) / 100n;
  return share < FIRST_DEPOSIT_BONUS.max ? share : FIRST_DEPOSIT_BONUS.max;
};

export async function rechargeConf(deps: MoneyDeps, userId: number, market: string, now = new Date()) {
  const eligible = !(await firstDepositTaken(deps.db, userId));
  const allowance = await deps.depositAllowance(deps.db, userId, now);
  return {
    currency: currencyOf(deps.payments.markets, market),
    channels: channelsFor(deps.payments, market).channels.filter((c) => c.directions.includes('recharge')),
    first_deposit_bonus: {
      eligible,
      percent: FIRST_DEPOSIT_BONUS.percent,
      max: usdtText(FIRST_DEPOSIT_BONUS.max),
      wager_multiplier: FIRST_DEPOSIT_BONUS.wagerMultiplier,
      expires_days: FIRST_DEPOSIT_BONUS.expiresDays,
    },
    deposit_allowance: allowance === null ? null : usdtText(allowance),
  };
}

/**
 * Quotes and places a recharge in the player's market, after the exclusion check. The deposit limits are checked in
 * the transaction that inserts the order, with the player's row locked: recharges placed at the same instant are
 * decided one after the other, each counting the orders before it, so together they cannot pass a limit.
 */
export async function fortuneRecharge(
  deps: MoneyDeps,
  userId: number,
  key: string,
  input: { channel: ChannelId; fiat_amount: string },
  now = new Date(),
) {
  const player = await requirePlay(deps.db, userId, now);
  const q = await quote(
    deps.payments,
    userId,
    player.market,
    { channel: input.channel, direction: 'recharge', fiat_amount: input.fiat_amount },
    quoteIdFor(userId, 'recharge', key),
  );
  const coinAmount = usdtMinor(q.coin_amount);
  const eligible = !(await firstDepositTaken(deps.db, userId));
  const placed = await recharge(deps.payments, userId, q.quote_id, 'fortune', {
    lock: (tx) => lockDeposits(tx, userId),
    check: (tx) => deps.assertDepositAllowed(tx, userId, coinAmount, now),
  });
  return { ...placed, bonus: usdtText(eligible ? bonusFor(coinAmount) : 0n) };
}

/** The payment core's hook: a paid Fortune recharge earns the first-deposit bonus, once per player. */
export function firstDepositHook(deps: MoneyDeps): PaidHook {
  return async (tx, order) => {
    if (order.brand !== 'fortune') return;
    const amount = bonusFor(order.coinAmount);
    if (amount <= 0n) return;
    const granted = await grantBonus(tx, deps.ids, {
      userId: order.userId,
      amount,
      wagerMultiplier: FIRST_DEPOSIT_BONUS.wagerMultiplier,
      expiresDays: FIRST_DEPOSIT_BONUS.expiresDays,
      source: 'first_deposit',
      // One first deposit per player, whichever order is paid first.
      sourceRef: `user:${order.userId}`,
    });
    if (granted) await deps.onFirstDeposit(tx, order.userId, order.id);
  };
}

/** A withdrawal of Fortune cash: allowed during an exclusion (the player's money is theirs to take out). */
export async function fortuneWithdraw(
  deps: MoneyDeps,
  userId: number,
  key: string,
  input: { channel: ChannelId; fiat_amount: string; account_id: number },
) {
  const player = await requirePlayer(deps.db, userId);
  const q = await quote(
    deps.payments,
    userId,
    player.market,
    { channel: input.channel, direction: 'withdraw', fiat_amount: input.fiat_amount },
    quoteIdFor(userId, 'withdraw', key),
  );
  return withdraw({ ...deps.payments, rules: deps.rules }, userId, {
    quote_id: q.quote_id,
    account_id: input.account_id,
  });
}

/** "Mai***" for a display name; players are never named in full on a public list. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  return `${chars.slice(0, Math.min(3, Math.max(1, chars.length - 2))).join('')}***`;
}

/** The latest completed Fortune withdrawals, names masked. */
export async function recentWithdrawLogs(deps: MoneyDeps) {
  const rows = await deps.db
    .select({
      name: sql<string>`coalesce(nullif(${users.username}, ''), 'player')`,
      amount: paymentOrders.coinAmount,
      market: paymentOrders.market,
      at: paymentOrders.updatedAt,
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(
      and(
        eq(paymentOrders.kind, 'withdraw'),
        eq(paymentOrders.brand, 'fortune'),
        eq(paymentOrders.status, 'completed'),
      ),
    )
    .orderBy(desc(paymentOrders.updatedAt))
    .limit(20);
  return {
    items: rows.map((r) => ({
      name: maskName(r.name),
      amount: usdtText(r.amount),
      currency: currencyOf(deps.payments.markets, r.market),
      at: Math.floor(r.at.getTime() / 1000),
    })),
  };
}
