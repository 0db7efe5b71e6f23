import { defineCall } from '../define.ts';
import { petActionRequest, petActionResponse } from './common.ts';

/** POST /petV2/level_up: pays the level-up cost and raises the level; the pet then trains (CONFLICT reason 'training' until done, 'max_level' at the top); output earned so far is collected first at the old rate. INSUFFICIENT_BALANCE. Needs an Idempotency-Key: a repeat answers the first result. NOT_FOUND for a pet that is not the caller's. */
export const petLevelUp = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/level_up',
  auth: 'required',
  idempotent: true,
  request: petActionRequest,
  response: petActionResponse,
});
