import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { amount, coinCode } from '../wallet/common.ts';
import { createdGift, GIFT_EXPIRY_HOURS, GIFT_SPLITS, giftMessageField } from './common.ts';

/**
 * POST /giftcode/create: a red packet funded from the player's `coin` balance, held in escrow until claimed or
 * returned. `split` fixed: each of `claims` claimers gets `amount` (funded amount x claims); random: `amount` is
 * the total, split at random among `claims` claimers, every part at least the coin's smallest unit (so the total
 * must hold `claims` of them). Expires after `expires_in_hours` (one of GIFT_EXPIRY_HOURS); the unclaimed rest
 * then goes back to the creator. INSUFFICIENT_BALANCE when short; CONFLICT (`reason` too_many_codes) past the
 * active-packet limit; FORBIDDEN (`account_frozen`) for a frozen account. Needs an Idempotency-Key: a repeat
 * answers the same packet.
 */
export const giftcodeCreate = defineCall({
  service: 'giftcode',
  method: 'POST',
  path: '/giftcode/create',
  auth: 'required',
  idempotent: true,
  request: z.object({
    coin: coinCode,
    split: z.enum(GIFT_SPLITS),
    amount,
    claims: z.number().check(z.int(), z.gte(1), z.lte(1000)),
    expires_in_hours: z.number().check(
      z.int(),
      z.refine((h) => (GIFT_EXPIRY_HOURS as readonly number[]).includes(h), 'Must be 1, 6, 24, 72 or 168'),
    ),
    message: z._default(giftMessageField, ''),
  }),
  response: z.object({ gift: createdGift, balance: z.string() }),
});
