import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { submissionView } from './common.ts';

/** GET /product/my_submissions: the player's submissions, newest first, 20 a page; `has_more` when more follow. */
export const productMySubmissions = defineCall({
  service: 'product',
  method: 'GET',
  path: '/product/my_submissions',
  auth: 'required',
  request: z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1) }),
  response: z.object({ list: z.array(submissionView), has_more: z.boolean() }),
});
