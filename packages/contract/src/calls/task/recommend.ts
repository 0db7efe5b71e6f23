import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { category, onePageCntField, pageField, taskCard, taskRequest } from './common.ts';

export const RCMD_STRATEGIES = ['rcmd_strategy_default', 'rcmd_strategy_category'] as const;

/**
 * POST /game_tab/recommend (catelog_id, page, one_page_cnt, strategy): recommended task cards, most played first,
 * in the caller's market, optionally of one category. With `strategy: 'rcmd_strategy_category'` the answer also
 * carries the categories with how many products each has in the market (`categories` is empty otherwise).
 */
export const taskRecommend = defineCall({
  service: 'task',
  method: 'POST',
  path: '/game_tab/recommend',
  auth: 'optional',
  request: taskRequest({
    catelog_id: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/, 'Must be a category id'))),
    page: pageField,
    one_page_cnt: onePageCntField,
    strategy: z.optional(z.enum(RCMD_STRATEGIES)),
  }),
  response: z.object({
    list: z.array(taskCard),
    total: z.number(),
    page: z.number(),
    has_more: z.boolean(),
    categories: z.array(category),
  }),
});
