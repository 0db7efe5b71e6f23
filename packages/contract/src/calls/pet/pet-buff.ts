import { defineCall } from '../define.ts';
import { petActionRequest, petActionResponse } from './common.ts';

/** POST /petV2/buff: pays the buff price; output is raised for the buff's duration from now (CONFLICT reason 'buffed' while one runs). Needs an Idempotency-Key: a repeat answers the first result. NOT_FOUND for a pet that is not the caller's. */
export const petBuff = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/buff',
  auth: 'required',
  idempotent: true,
  request: petActionRequest,
  response: petActionResponse,
});
