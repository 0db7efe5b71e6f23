import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { luckyDraw } from './common.ts';

export const LUCKYCODE_DRAWS_PAGE = 10;

/** GET /luckycode/draws: closed draws, newest first, 10 a page, with their winners and published proofs. */
export const luckycodeDraws = defineCall({
  service: 'activity',
  method: 'GET',
  path: '/luckycode/draws',
  auth: 'none',
  request: z.object({ page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000)), 1) }),
  response: z.object({ list: z.array(luckyDraw), has_more: z.boolean() }),
});
