import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { poll } from './common.ts';

/** GET /vote/poll: a single-choice poll; the counts show once the caller voted or the poll ended. */
export const pollDetail = defineCall({
  service: 'stake',
  method: 'GET',
  path: '/vote/poll',
  auth: 'optional',
  request: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ poll }),
});
