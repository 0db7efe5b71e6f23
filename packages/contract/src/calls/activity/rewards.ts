import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from '../wallet/common.ts';

/**
 * The reward pages (issue 18): /reward lists what the player received (read from the ledger: every credit of a
 * reward kind) and what is pending (earned, not yet paid); /reward/list and /reward/guide show the catalogue of
 * ways to earn, with amounts from the server's configuration. Amounts are decimal strings of their coin.
 */
export const REWARD_SOURCES = [
  'task',
  'checkin',
  'newbie',
  'invite',
  'giftcode',
  'luckycode',
  'pool',
  'sudoku',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const receivedReward = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  coin: coinCode,
  amount: z.string(),
  /** Unix seconds. */
  at: z.number(),
});

export const pendingReward = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  coin: coinCode,
  amount: z.string(),
  /** What the player does next: claim (newbie step), wait (an audit under review). */
  action: z.enum(['claim', 'wait']),
  link: z.string(),
  at: z.number(),
});

/** POST /activity/rewards/received: one page of rewards received, newest first, with totals per coin. */
export const rewardsReceived = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/rewards/received',
  auth: 'required',
  request: z.object({
    page: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
    page_size: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  }),
  response: z.object({
    list: z.array(receivedReward),
    has_more: z.boolean(),
    totals: z.array(z.object({ coin: coinCode, amount: z.string() })),
  }),
});

/** POST /activity/rewards/pending: rewards earned but not yet paid (at most a few dozen, so no paging). */
export const rewardsPending = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/rewards/pending',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(pendingReward) }),
});

export const catalogueEntry = z.object({
  source: z.enum(REWARD_SOURCES),
  coin: coinCode,
  /** The smallest and largest amount one reward of this kind pays ("0" when it varies without a floor). */
  min: z.string(),
  max: z.string(),
  /** How often: once, daily, per_task, per_invite, per_period, per_draw, per_claim. */
  cadence: z.enum(['once', 'daily', 'per_task', 'per_invite', 'per_period', 'per_draw', 'per_claim']),
  link: z.string(),
});

/** POST /activity/rewards/catalogue: every way to earn, for visitors too. */
export const rewardsCatalogue = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/rewards/catalogue',
  auth: 'optional',
  request: z.object({}),
  response: z.object({ list: z.array(catalogueEntry) }),
});
