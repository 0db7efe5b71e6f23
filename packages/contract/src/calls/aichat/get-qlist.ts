import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /api/cs/get_qlist (user_id): the customer-service question list with answers. */
export const getQlist = defineCall({
  service: 'aichat',
  method: 'POST',
  path: '/api/cs/get_qlist',
  auth: 'optional',
  request: z.object({
    user_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
    lang: z.optional(z.string().check(z.maxLength(16))),
  }),
  response: z.object({
    list: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
  }),
});
