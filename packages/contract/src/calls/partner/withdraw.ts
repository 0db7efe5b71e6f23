import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { partnerApplication } from './common.ts';

/**
 * POST /partner/withdraw: withdraws the caller's pending application (they may apply again at once). CONFLICT
 * `not_pending` when there is none (decided or withdrawn already).
 */
export const partnerWithdraw = defineCall({
  service: 'share',
  method: 'POST',
  path: '/partner/withdraw',
  auth: 'required',
  request: z.object({}),
  response: z.object({ application: partnerApplication }),
});
