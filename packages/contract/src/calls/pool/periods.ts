import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { periodStatus } from './common.ts';

/** A closed period as players see it, with the caller's part (zeros for a visitor or a non-holder). */
export const poolPeriod = z.object({
  id: z.number(),
  starts_at: z.number(),
  ends_at: z.number(),
  status: periodStatus,
  /** carried_in + funded: what the period paid out from. */
  pot: z.string(),
  funded: z.string(),
  carried_in: z.string(),
  paid: z.string(),
  /** The rounding rest carried to the next period. */
  dust: z.string(),
  holders: z.number(),
  total_counted: z.string(),
  my_counted: z.string(),
  my_payout: z.string(),
  /** When my payout reached the wallet (null while it has not). */
  my_paid_at: z.nullable(z.number()),
  settled_at: z.nullable(z.number()),
});
export type PoolPeriod = z.output<typeof poolPeriod>;

/**
 * GET /pool/periods: the closed periods, newest first, 10 a page (`mine: true`: only those that paid the caller).
 * Visitors see the periods without a part of their own.
 */
export const poolPeriods = defineCall({
  service: 'pool',
  method: 'GET',
  path: '/pool/periods',
  auth: 'optional',
  request: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
    mine: z.optional(z.enum(['true', 'false'])),
  }),
  response: z.object({ list: z.array(poolPeriod), has_more: z.boolean() }),
});
