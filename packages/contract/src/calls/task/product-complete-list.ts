import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { listOf, onePageCntField, pageField, reward, taskIdField, taskRequest } from './common.ts';

export const COMPLETION_STATUSES = ['paid', 'pending_audit', 'rejected', 'reversed'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** One completed (or refused, or reviewed) step of the player's history. */
export const completionItem = z.object({
  id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  icon: z.string(),
  xbOfferId: z.number(),
  offerTitle: z.string(),
  stepTitle: z.string(),
  status: z.enum(COMPLETION_STATUSES),
  /** Why it was refused or reversed (empty otherwise). */
  reason: z.string(),
  reward,
  token: z.nullable(reward),
  /** Unix seconds. */
  at: z.number(),
});
export type CompletionItem = z.output<typeof completionItem>;

/**
 * The contribution summary (spec section 3 names): read from the ledger's task transfers, never from a counter.
 * Amounts are KC decimal strings, USD strings with 4 decimals.
 */
export const contributeSummary = z.object({
  /** KC from offer steps (network postbacks). */
  xb_cpl_contribute_sum: z.string(),
  /** KC from play-time steps (goal minutes:N). */
  xb_duration_contribute_sum: z.string(),
  /** KC from every task, reversals deducted. */
  xb_base_contribute: z.string(),
  xb_base_usd: z.string(),
  /** KC and tokens together, in USD. */
  all_reward_usd: z.string(),
  /** Token rewards: the largest first. */
  token_amount: z.string(),
  token_reward_usd: z.string(),
  token_coin: z.string(),
  /** Logo of the token coin (an app-served image). */
  token_logo: z.string(),
  /** KC still owed after reversals the balance could not cover. */
  debt: z.string(),
});
export type ContributeSummary = z.output<typeof contributeSummary>;

/**
 * POST /cpl/product_complete_list (xbOfferId, status, page): the player's task history, newest first, optionally for
 * one offer and one status, with the contribution summary.
 */
export const taskProductCompleteList = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/product_complete_list',
  auth: 'required',
  request: taskRequest({
    xbOfferId: z.optional(taskIdField),
    status: z._default(z.enum(['all', ...COMPLETION_STATUSES]), 'all'),
    page: pageField,
    one_page_cnt: onePageCntField,
  }),
  response: z.object({ ...listOf(completionItem).shape, summary: contributeSummary }),
});
