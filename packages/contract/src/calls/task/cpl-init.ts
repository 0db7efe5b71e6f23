import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { taskRequest } from './common.ts';

/**
 * POST /cpl/init: once per session on the client (spec section 4). The server records the player's market and
 * device for the fraud rules of take and postbacks, and answers the markets the task area serves. With
 * envContext.deeplink_offer_task_id (app environment) it echoes the offer id when that offer exists, so the app
 * opens it. Visitors are answered too (nothing recorded).
 */
export const taskCplInit = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/init',
  auth: 'optional',
  request: taskRequest({}),
  response: z.object({
    initSuccess: z.literal(true),
    /** The caller's market as the server sees it. */
    market: z.string(),
    markets: z.array(z.string()),
    deeplink_offer_task_id: z.optional(z.number()),
  }),
});
