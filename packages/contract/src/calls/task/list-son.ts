import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { offer, taskIdField, taskRequest } from './common.ts';

/**
 * POST /cpl/list_son (parent_id, from): the sub-offers of a parent offer, with steps, their status and the caller's
 * take as in /cpl/product_detail. `from` names the screen asking (analytics only). An unknown parent: 4040.
 */
export const taskListSon = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/list_son',
  auth: 'optional',
  request: taskRequest({
    parent_id: taskIdField,
    from: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(offer) }),
});
