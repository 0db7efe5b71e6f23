import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { offer, take, taskIdField, taskRequest } from './common.ts';

/**
 * POST /cpl/take_task (XbOfferId, clickId, link, parent_id): the player takes an offer. The server records a click
 * id bound to the player, their device and the offer, and answers the tracking link to open. One take per player and
 * offer: taking again while it is open answers the same take; after it expired, a new click id and expiry. `clickId`
 * and `link` from the client are only echoes of a previous take (a different clickId is refused, 4000 on clickId).
 * `parent_id`, when given, must be the offer's parent. Refusals: unknown offer 4040, offer not running in the
 * player's market 4030 (field XbOfferId).
 */
export const taskTakeTask = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/take_task',
  auth: 'required',
  request: taskRequest({
    XbOfferId: taskIdField,
    clickId: z.optional(z.string().check(z.maxLength(64))),
    link: z.optional(z.string().check(z.maxLength(1024))),
    parent_id: z.optional(taskIdField),
  }),
  response: z.object({ take, offer }),
});
