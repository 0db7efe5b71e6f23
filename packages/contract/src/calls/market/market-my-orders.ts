import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { marketOrder } from './common.ts';

/** GET /market/my_orders: the caller's open orders or history (filled and cancelled), newest first, 50. */
export const marketMyOrders = defineCall({
  service: 'market',
  method: 'GET',
  path: '/market/my_orders',
  auth: 'required',
  request: z.object({ status: z.enum(['open', 'history']) }),
  response: z.object({ list: z.array(marketOrder) }),
});
