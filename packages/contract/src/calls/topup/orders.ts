import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { gameIdField, topupOrder } from './common.ts';

export const TOPUP_ORDERS_PAGE = 20;

/** POST /task/topup/orders: the player's top-ups, newest first, optionally of one game. */
export const topupOrders = defineCall({
  service: 'task',
  method: 'POST',
  path: '/task/topup/orders',
  auth: 'required',
  request: z.object({
    game_id: z.optional(gameIdField),
    page: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  }),
  response: z.object({ list: z.array(topupOrder), has_more: z.boolean() }),
});
