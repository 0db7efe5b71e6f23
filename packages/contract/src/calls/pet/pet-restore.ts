import { defineCall } from '../define.ts';
import { petActionRequest, petActionResponse } from './common.ts';

/** POST /petV2/restore: collects what was earned, then refills stamina to full for the restore price (CONFLICT reason 'full' when already full). Needs an Idempotency-Key: a repeat answers the first result. NOT_FOUND for a pet that is not the caller's. */
export const petRestore = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/restore',
  auth: 'required',
  idempotent: true,
  request: petActionRequest,
  response: petActionResponse,
});
