import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

export const NEWBIE_TASKS = ['join', 'first_recharge', 'first_spin', 'first_lottery', 'set_limit', 'vip_1'] as const;

/** GET /fortune/newbie_task_visible: whether the new-player checklist shows (its first week, until all is done). */
export const fortuneNewbieTaskVisible = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/newbie_task_visible',
  auth: 'required',
  request: z.object({}),
  response: z.object({ visible: z.boolean(), ends_at: z.number() }),
});

/**
 * GET /fortune/newbie_task_status: the checklist; each task done pays its extra lucky-spin chances once (granted when
 * this is read after it is done).
 */
export const fortuneNewbieTaskStatus = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/newbie_task_status',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    tasks: z.array(z.object({ id: z.enum(NEWBIE_TASKS), done: z.boolean(), reward_chances: z.number() })),
    all_done: z.boolean(),
  }),
});
