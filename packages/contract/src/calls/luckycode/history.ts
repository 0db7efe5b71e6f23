import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { luckyOrder } from './common.ts';

export const LUCKYCODE_HISTORY_PAGE = 20;

/** GET /luckycode/history: the caller's purchases, newest first, 20 a page, each with its draw's outcome. */
export const luckycodeHistory = defineCall({
  service: 'activity',
  method: 'GET',
  path: '/luckycode/history',
  auth: 'required',
  request: z.object({ page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000)), 1) }),
  response: z.object({ list: z.array(luckyOrder), has_more: z.boolean() }),
});
