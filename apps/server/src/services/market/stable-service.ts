import { createHash } from 'node:crypto';
import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import { fieldError } from '../../lib/errors.ts';
import { orderByQuote, quoteOf } from '../payment/orders-repo.ts';
import { type PaymentDeps, quote, recharge } from '../payment/recharge-service.ts';
import { type WithdrawRules, withdraw } from '../payment/withdraw-service.ts';

/**
 * The stable-coin trade tab (docs/market.md): buying and selling USDT against the market's currency is the payment
 * core's recharge and withdrawal with its USDT coin, so this file only picks the channel, answers the quote in the
 * tab's words and refuses an expired quote as a field error. Rates, fees, limits, expiry, orders, the ledger and
 * the providers are the payment core's (services/payment).
 */
export type StableDeps = PaymentDeps & { rules: WithdrawRules };

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The market's first non-crypto channel for a direction (the tab trades against the local currency). */
function defaultChannel(deps: PaymentDeps, market: string, direction: 'recharge' | 'withdraw'): ChannelId {
  const list = deps.markets.channels(market).filter((c) => c.directions.includes(direction));
  const channel = list.find((c) => c.kind !== 'crypto') ?? list[0];
  if (!channel) throw fieldError({ side: [`not offered in this market`] });
  return channel.id;
}

export async function stableQuote(
  deps: StableDeps,
  userId: number,
  market: string,
  input: { side: 'buy' | 'sell'; fiat_amount: string; channel?: ChannelId | undefined },
  idempotencyKey?: string,
) {
  const direction = input.side === 'buy' ? 'recharge' : 'withdraw';
  const channel = input.channel ?? defaultChannel(deps, market, direction);
  // A repeated key answers the first quote (the payment core's caller-chosen id), scoped to the player.
  const id = idempotencyKey
    ? `mq_${createHash('sha256').update(`${userId}:${idempotencyKey}`).digest('base64url').slice(0, 24)}`
    : undefined;
  const q = await quote(deps, userId, market, { channel, direction, fiat_amount: input.fiat_amount }, id);
  return {
    quote_id: q.quote_id,
    side: input.side,
    channel: q.channel,
    currency: q.currency,
    fiat_amount: q.fiat_amount,
    fee: q.fee,
    coin: q.coin,
    coin_amount: q.coin_amount,
    rate: q.rate,
    expires_at: q.expires_at,
    server_time: seconds(Date.now()),
  };
}

/**
 * A request racing the one that made the order gets the order before the provider's checkout page is stored on it:
 * wait briefly (up to 2 s) for it, so a double tap still lands on the checkout.
 */
async function checkoutOf(deps: StableDeps, quoteId: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const order = await orderByQuote(deps.db, quoteId);
    if (!order || order.checkoutUrl || order.status !== 'created') return order?.checkoutUrl ?? '';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return '';
}

/** Takes a quote: a recharge (buy) or a withdrawal (sell) of the payment core; refused after the quote's expiry. */
export async function stableTrade(
  deps: StableDeps,
  userId: number,
  input: { quote_id: string; account_id?: number | undefined },
) {
  const q = await quoteOf(deps.db, input.quote_id, userId);
  if (!q) throw fieldError({ quote_id: ['unknown quote'] });
  const side = q.direction === 'recharge' ? 'buy' : 'sell';
  // A quote that already made its order answers that order, even after expiry (a retried request).
  if (!(await orderByQuote(deps.db, q.id)) && q.expiresAt.getTime() <= Date.now())
    throw fieldError({
      quote_id: [`expired: the rate held until ${q.expiresAt.toISOString()}; ask for a new quote`],
    });
  if (side === 'buy') {
    const r = await recharge(deps, userId, q.id);
    const checkoutUrl = r.checkout_url || (await checkoutOf(deps, q.id));
    return {
      side,
      order_id: r.order.order_id,
      status: r.order.status,
      coin_amount: r.order.coin_amount,
      fiat_amount: r.order.fiat_amount,
      currency: r.order.currency,
      checkout_url: checkoutUrl,
    };
  }
  if (input.account_id === undefined) throw fieldError({ account_id: ['choose a payout account'] });
  const w = await withdraw(deps, userId, { quote_id: q.id, account_id: input.account_id });
  return {
    side,
    order_id: w.order.order_id,
    status: w.order.status,
    coin_amount: w.order.coin_amount,
    fiat_amount: w.order.fiat_amount,
    currency: w.order.currency,
    checkout_url: '',
  };
}
