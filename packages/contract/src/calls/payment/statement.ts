import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** How the statement groups the ledger's transfer kinds for people. */
export const STATEMENT_CATEGORIES = [
  'tasks',
  'recharge',
  'withdraw',
  'exchange',
  'transfer',
  'fees',
  'adjustment',
  'other',
] as const;
export type StatementCategory = (typeof STATEMENT_CATEGORIES)[number];

const amountText = z.string();

/**
 * POST /payment/statement (/user/report): the player's income and spending over the last `days`, per coin and per
 * category, and the transfers themselves (newest first, at most 500; `truncated` says when there were more), from
 * the ledger. Moves between the player's own accounts (a withdrawal's hold) are not income or spending.
 */
export const paymentStatement = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/statement',
  auth: 'required',
  request: z.object({ days: z._default(z.union([z.literal(7), z.literal(30), z.literal(90)]), 30) }),
  response: z.object({
    from: z.number(),
    to: z.number(),
    coins: z.array(
      z.object({
        coin: z.string(),
        income: amountText,
        spending: amountText,
        net: amountText,
        categories: z.array(
          z.object({
            category: z.enum(STATEMENT_CATEGORIES),
            income: amountText,
            spending: amountText,
            count: z.number(),
          }),
        ),
      }),
    ),
    rows: z.array(
      z.object({
        id: z.number(),
        at: z.number(),
        coin: z.string(),
        category: z.enum(STATEMENT_CATEGORIES),
        kind: z.string(),
        direction: z.enum(['in', 'out']),
        amount: amountText,
      }),
    ),
    truncated: z.boolean(),
  }),
});
