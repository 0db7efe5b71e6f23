import * as z from 'zod/mini';

/**
 * Game top-ups of /task/recharge (issue 14): a partner game of the task catalogue sells in-game currency through
 * its merchant (`mch_id`); the player pays in USDT or KC, held by the ledger until the merchant delivers (then
 * captured) or fails (then released). Prices are decimal strings of the coin; times unix seconds.
 */
export const TOPUP_COINS = ['USDT', 'KC'] as const;
export type TopupCoin = (typeof TOPUP_COINS)[number];
export const TOPUP_STATUSES = ['created', 'paid', 'delivered', 'failed'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

export const gameIdField = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
/** A merchant id as it appears in links: lower-case letters, digits and underscores. */
export const mchIdField = z.string().check(z.regex(/^[a-z0-9_]{2,40}$/, 'Must be a merchant id'));
export const skuField = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,40}$/, 'Must be a package id'));
/** The player's account in the game; the merchant's own rule is checked on the server. */
export const gameAccountField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Enter your game account id'), z.maxLength(40));

export const topupPackage = z.object({
  sku: z.string(),
  name: z.string(),
  /** In-game currency delivered, and the bonus part of it ("300 + 30 diamonds"). */
  amount: z.number(),
  bonus: z.number(),
  unit: z.string(),
  price_usdt: z.string(),
  price_kc: z.string(),
});
export type TopupPackage = z.output<typeof topupPackage>;

export const topupOrder = z.object({
  order_id: z.string(),
  game_id: z.number(),
  game_name: z.string(),
  mch_id: z.string(),
  sku: z.string(),
  package_name: z.string(),
  account_id: z.string(),
  coin: z.enum(TOPUP_COINS),
  price: z.string(),
  status: z.enum(TOPUP_STATUSES),
  /** Why a top-up failed (the merchant's words), empty otherwise. */
  reason: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  delivered_at: z.nullable(z.number()),
});
export type TopupOrder = z.output<typeof topupOrder>;
