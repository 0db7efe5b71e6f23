import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakeAmount, stakeAnswer } from './common.ts';

/**
 * POST /pool/unstake: returns `amount` KC of the stake to the wallet at once; the open period then counts only what
 * remains. More than staked: a field error on `amount`. Needs an Idempotency-Key.
 */
export const poolUnstake = defineCall({
  service: 'pool',
  method: 'POST',
  path: '/pool/unstake',
  auth: 'required',
  idempotent: true,
  request: z.object({ amount: stakeAmount }),
  response: stakeAnswer,
});
