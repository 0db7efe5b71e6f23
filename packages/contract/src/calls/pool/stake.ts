import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakeAmount, stakeAnswer } from './common.ts';

/**
 * POST /pool/stake: moves `amount` KC from the wallet into the pool's stake (held in the ledger's `pool` account).
 * It counts from the next period. INSUFFICIENT_BALANCE when short. Needs an Idempotency-Key: a repeat answers the
 * first stake and moves nothing.
 */
export const poolStake = defineCall({
  service: 'pool',
  method: 'POST',
  path: '/pool/stake',
  auth: 'required',
  idempotent: true,
  request: z.object({ amount: stakeAmount }),
  response: stakeAnswer,
});
