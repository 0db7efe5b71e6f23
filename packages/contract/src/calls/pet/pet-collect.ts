import { defineCall } from '../define.ts';
import { petActionRequest, petActionResponse } from './common.ts';

/** POST /petV2/collect: pays what the pet earned since its last collection (paid 0 when nothing yet). Needs an Idempotency-Key: a repeat answers the first result. NOT_FOUND for a pet that is not the caller's. */
export const petCollect = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/collect',
  auth: 'required',
  idempotent: true,
  request: petActionRequest,
  response: petActionResponse,
});
