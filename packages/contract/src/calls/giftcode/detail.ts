import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from '../wallet/common.ts';
import { giftCodeField } from './code.ts';
import { GIFT_SPLITS, giftKind, giftStatus } from './common.ts';

/**
 * GET /giftcode/detail: a code as anyone who opens /gift/<code> sees it, visitors included. Carries the gift page
 * props of spec section 3 (`nickname` masked to its first and last 2 characters, `share_text`, `share_img`), what
 * is left, the latest claims (names masked) and, for a logged-in player, their own claim and whether the code is
 * theirs. Unknown codes answer GIFT_CODE_INVALID and count as wrong guesses (per player and per IP, RATE_LIMITED
 * past the limit).
 */
export const giftcodeDetail = defineCall({
  service: 'giftcode',
  method: 'GET',
  path: '/giftcode/detail',
  auth: 'optional',
  request: z.object({ code: giftCodeField }),
  response: z.object({
    code: z.string(),
    kind: giftKind,
    coin: coinCode,
    split: z.enum(GIFT_SPLITS),
    /** Masked sender nickname; '' for an operator's campaign code. */
    nickname: z.string(),
    share_text: z.string(),
    share_img: z.string(),
    message: z.string(),
    total: z.string(),
    /** What is still to be claimed. */
    amount_left: z.string(),
    claims: z.number(),
    max_claims: z.number(),
    status: giftStatus,
    expires_at: z.number(),
    is_mine: z.boolean(),
    /** The caller's claim of this code, if any. */
    my_claim: z.nullable(z.object({ amount: z.string(), claimed_at: z.number() })),
    recent: z.array(z.object({ name: z.string(), amount: z.string(), at: z.number() })),
  }),
});
