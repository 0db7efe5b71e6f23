import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from '../wallet/common.ts';
import { giftCodeField } from './code.ts';
import { giftKind } from './common.ts';

/**
 * POST /giftcode/claim: claims a code once per player, paid into the player's `coin` balance (a red packet from
 * escrow, a campaign code from the house). GIFT_CODE_INVALID for an unknown, expired or ended code (`reason`
 * invalid) or the caller's own red packet (`own_code`: creators share their packets, they do not claim them);
 * GIFT_CODE_USED when this player claimed it already (`claimed`) or every claim is taken (`exhausted`). Wrong codes
 * count per player and per IP (RATE_LIMITED past the limit). Needs an Idempotency-Key.
 */
export const giftcodeClaim = defineCall({
  service: 'giftcode',
  method: 'POST',
  path: '/giftcode/claim',
  auth: 'required',
  idempotent: true,
  request: z.object({ code: giftCodeField }),
  response: z.object({
    code: z.string(),
    kind: giftKind,
    coin: coinCode,
    amount: z.string(),
    balance: z.string(),
  }),
});
