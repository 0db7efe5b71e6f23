import * as z from 'zod/mini';

/**
 * Shapes of the payment service (issue 14): channels by market, quotes, recharge and withdrawal orders, payout
 * accounts. Fiat amounts are decimal strings in the market's currency; coin amounts decimal strings of the coin.
 */
export const PAYMENT_MARKETS = ['vn', 'th', 'id', 'ph', 'my', 'br', 'mx', 'ru', 'uz', 'kz', 'in'] as const;
export const marketField = z.enum(PAYMENT_MARKETS);

export const CHANNEL_IDS = [
  'momo',
  'bank',
  'ton',
  'dana',
  'ovo',
  'gopay',
  'shopeepay',
  'usdt_trc20',
  'usdt_bep20',
  'pix',
  'pagbank',
  'bsc',
] as const;
export const channelIdField = z.enum(CHANNEL_IDS);
export type ChannelId = (typeof CHANNEL_IDS)[number];

/** A fiat amount typed by the player: up to 12 integer digits and 2 decimals. */
export const fiatAmountField = z.string().check(
  z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be an amount like 100000 or 12.50'),
  z.refine((v) => /[1-9]/.test(v), 'Must be greater than zero'),
);

export const channel = z.object({
  id: channelIdField,
  kind: z.enum(['ewallet', 'bank', 'crypto', 'instant']),
  /** Which way it works: recharge, withdraw, or both. */
  directions: z.array(z.enum(['recharge', 'withdraw'])),
  min: z.string(),
  max: z.string(),
  /** Fee in basis points of the amount plus a fixed part, in the market's currency. */
  fee_bps: z.number(),
  fee_fixed: z.string(),
  presets: z.array(z.string()),
});

export const ORDER_STATUSES = [
  'created',
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'review',
  'approved',
  'rejected',
  'paying',
  'completed',
  'bounced',
] as const;

export const order = z.object({
  order_id: z.string(),
  kind: z.enum(['recharge', 'withdraw']),
  status: z.enum(ORDER_STATUSES),
  channel: channelIdField,
  market: z.string(),
  currency: z.string(),
  fiat_amount: z.string(),
  fee: z.string(),
  /** How much of a paid recharge the provider has given back ("0" when none; partial refunds add up). */
  refunded_amount: z.string(),
  coin: z.string(),
  coin_amount: z.string(),
  /** Set when a payment arrived after the order had expired (credited, and shown to operators). */
  late: z.boolean(),
  reason: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
});
