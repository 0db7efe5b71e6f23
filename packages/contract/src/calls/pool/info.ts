import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { myPool } from './common.ts';

/**
 * GET /pool/info: the pool now, for visitors too. `pool` = `carried` (the last period's rounding rest) + `accrued`
 * (the configured share of what the fees and house accounts earned since the period opened, read from the ledger).
 * `ends_at` is when the period closes and is settled. `me` is null without a session.
 */
export const poolInfo = defineCall({
  service: 'pool',
  method: 'GET',
  path: '/pool/info',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    coin: z.literal('USDT'),
    stake_coin: z.literal('KC'),
    period_id: z.number(),
    starts_at: z.number(),
    ends_at: z.number(),
    now: z.number(),
    pool: z.string(),
    carried: z.string(),
    accrued: z.string(),
    share_bps: z.number(),
    /** KC counted for the open period over every holder. */
    total_counted: z.string(),
    holders: z.number(),
    min_stake: z.string(),
    me: z.nullable(myPool),
  }),
});
