import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { giftCodeField } from '../giftcode/code.ts';
import { bonus, usdtText } from './common.ts';

/**
 * Gift codes (docs/fortune.md, "Campaigns"): operators' campaign codes, paid by the house, and streamers' webcast
 * codes, funded from the streamer's own cash and claimed by their viewers. The code format (10 CSPRNG characters
 * without look-alikes) is the main brand's too: ../giftcode/code.ts.
 */
export { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH, giftCodeField } from '../giftcode/code.ts';

/** An amount per claim: above zero, at most 999,999.999999 USDT. */
export const giftAmountField = z.string().check(
  z.regex(/^\d{1,6}(\.\d{1,6})?$/, 'Must be an amount like 10 or 2.5 (at most 999999)'),
  z.refine((v) => /[1-9]/.test(v), 'Must be greater than zero'),
);

/**
 * POST /fortune/receive_gift_code: claims a code once per player: cash to the player's USDT (a webcast code, or an
 * operator's cash code) or a locked bonus (an operator's bonus code, with its wagering). GIFT_CODE_INVALID for an
 * unknown, expired or ended code or one of another market; GIFT_CODE_USED when this player claimed it already
 * (`data.reason` 'claimed') or every claim is taken ('exhausted'). Wrong codes are counted per player and per IP
 * (RATE_LIMITED past the limit). Needs an Idempotency-Key.
 */
export const fortuneReceiveGiftCode = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/receive_gift_code',
  auth: 'required',
  idempotent: true,
  request: z.object({ code: giftCodeField }),
  response: z.object({
    code: z.string(),
    kind: z.enum(['operator', 'webcast']),
    prize_kind: z.enum(['cash', 'bonus']),
    amount: usdtText,
    /** The locked bonus granted (bonus codes), else null. */
    bonus: z.nullable(bonus),
    cash: usdtText,
  }),
});

/** A streamer's webcast code as they see it. `returned` is what went back to them when it ended. */
export const webcastCode = z.object({
  code: z.string(),
  amount_per_claim: usdtText,
  /** amount_per_claim x max_claims, taken from the streamer's cash at creation. */
  funded: usdtText,
  claims: z.number(),
  max_claims: z.number(),
  /** active: claimable; exhausted: every claim taken; ended: expired or ended, the rest returned. */
  status: z.enum(['active', 'exhausted', 'ended']),
  expires_at: z.number(),
  created_at: z.number(),
  returned: usdtText,
});

/**
 * POST /fortune/webcast_giftcode/create: a streamer (any Fortune player who may play) funds `claims` claims of
 * `amount_per_claim` from their own cash (INSUFFICIENT_BALANCE when short) and gets a code that expires in
 * `expires_in_hours`; the unclaimed rest comes back at expiry. At most 5 active codes per streamer (CONFLICT).
 * Needs an Idempotency-Key: a repeat answers the same code.
 */
export const fortuneWebcastGiftcodeCreate = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/webcast_giftcode/create',
  auth: 'required',
  idempotent: true,
  request: z.object({
    amount_per_claim: giftAmountField,
    claims: z.number().check(z.int(), z.gte(1), z.lte(1000)),
    expires_in_hours: z.number().check(z.int(), z.gte(1), z.lte(72)),
  }),
  response: z.object({ gift_code: webcastCode, cash: usdtText }),
});

/** GET /fortune/webcast_giftcode/query: the streamer's codes (newest first) and the latest claimers, names masked. */
export const fortuneWebcastGiftcodeQuery = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/webcast_giftcode/query',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    codes: z.array(webcastCode),
    claimers: z.array(z.object({ code: z.string(), name: z.string(), amount: usdtText, at: z.number() })),
  }),
});
