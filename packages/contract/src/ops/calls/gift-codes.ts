import * as z from 'zod/mini';
import { coinCode } from '../../calls/wallet/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/**
 * A main-brand gift code as operators see it (docs/giftcodes.md): an operator's campaign code, paid by the house,
 * or a player's red packet, funded from their balance into escrow (`creator_user_id` names them). Amounts are in
 * coin units of `coin`.
 */
export const opsGiftCodeView = z.object({
  code: z.string(),
  kind: z.enum(['packet', 'campaign']),
  coin: coinCode,
  split: z.enum(['fixed', 'random']),
  total: z.string(),
  amount_per_claim: z.nullable(z.string()),
  claims: z.number(),
  max_claims: z.number(),
  claimed: z.string(),
  returned: z.string(),
  status: z.enum(['active', 'ended']),
  message: z.string(),
  note: z.string(),
  expires_at: z.number(),
  created_at: z.number(),
  ended_at: z.nullable(z.number()),
  operator_id: z.nullable(z.number()),
  creator_user_id: z.nullable(z.number()),
});

/** Gift codes and red packets, newest first, 50 a page: filter by kind and status. */
export const opsGiftCodes = defineOpsCall({
  path: '/gift-codes',
  permission: 'giftcodes.manage',
  request: z.object({
    kind: z._default(z.enum(['all', 'packet', 'campaign']), 'all'),
    status: z._default(z.enum(['all', 'active', 'ended']), 'all'),
    page: pageField,
  }),
  response: z.object({ list: z.array(opsGiftCodeView), has_more: z.boolean() }),
});
