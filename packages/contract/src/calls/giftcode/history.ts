import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from '../wallet/common.ts';
import { createdGift, giftKind } from './common.ts';

/** A claim as its claimer sees it in their history; `sender` is the creator's masked nickname ('' for campaigns). */
export const claimedGift = z.object({
  code: z.string(),
  kind: giftKind,
  coin: coinCode,
  amount: z.string(),
  sender: z.string(),
  message: z.string(),
  claimed_at: z.number(),
});

/**
 * GET /giftcode/history: the player's red packets (`tab` created, expired ones settled first) or the codes they
 * claimed (`tab` claimed), newest first, 20 a page; `has_more` when another page follows.
 */
export const giftcodeHistory = defineCall({
  service: 'giftcode',
  method: 'GET',
  path: '/giftcode/history',
  auth: 'required',
  request: z.object({
    tab: z._default(z.enum(['created', 'claimed']), 'created'),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  }),
  response: z.object({
    created: z.array(createdGift),
    claimed: z.array(claimedGift),
    has_more: z.boolean(),
  }),
});
