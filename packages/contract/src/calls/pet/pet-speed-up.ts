import { defineCall } from '../define.ts';
import { petActionRequest, petActionResponse } from './common.ts';

/** POST /petV2/speed_up: pays for the minutes of training left and ends it (CONFLICT reason 'not_training'). Needs an Idempotency-Key: a repeat answers the first result. NOT_FOUND for a pet that is not the caller's. */
export const petSpeedUp = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/speed_up',
  auth: 'required',
  idempotent: true,
  request: petActionRequest,
  response: petActionResponse,
});
