import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { listingIdField } from './common.ts';

/** POST /petV2/delist: withdraws the caller's open listing. NOT_FOUND when not theirs; CONFLICT reason 'closed'. */
export const petDelist = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/delist',
  auth: 'required',
  request: z.object({ listing_id: listingIdField }),
  response: z.object({ ok: z.boolean() }),
});
