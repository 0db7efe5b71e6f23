import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A prize-pool period as operators see it (docs/pool.md): amounts USDT, stakes KC, times unix seconds. */
export const poolPeriodView = z.object({
  id: z.number(),
  status: z.enum(['open', 'closed', 'paying', 'settled']),
  starts_at: z.number(),
  ends_at: z.number(),
  closed_at: z.nullable(z.number()),
  share_bps: z.number(),
  fees_earned: z.string(),
  house_earned: z.string(),
  funded: z.string(),
  carried_in: z.string(),
  paid: z.string(),
  dust: z.string(),
  total_counted: z.string(),
  holders: z.number(),
  /** Payouts of a paying period not paid yet. */
  unpaid: z.number(),
  settled_at: z.nullable(z.number()),
});

/** Prize-pool periods, newest first (the open one first), 50 a page, and the pool accounts' balances. */
export const opsPoolPeriods = defineOpsCall({
  path: '/pool/periods',
  permission: 'ledger.read',
  request: z.object({ page: pageField }),
  response: z.object({
    list: z.array(poolPeriodView),
    has_more: z.boolean(),
    /** USDT in the pool account (carried dust and unpaid payouts). */
    pool_balance: z.string(),
    /** KC staked (the pool's KC account). */
    staked: z.string(),
  }),
});
