import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { submissionView } from './common.ts';

/**
 * POST /product/withdraw: takes back one of the player's pending submissions before review. CONFLICT `not_pending`
 * once it was decided or withdrawn; NOT_FOUND for another player's or an unknown one.
 */
export const productWithdraw = defineCall({
  service: 'product',
  method: 'POST',
  path: '/product/withdraw',
  auth: 'required',
  request: z.object({ submission_id: z.number().check(z.int(), z.gte(1), z.lte(PG_INT_MAX)) }),
  response: z.object({ submission: submissionView }),
});
