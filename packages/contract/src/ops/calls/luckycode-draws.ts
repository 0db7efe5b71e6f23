import * as z from 'zod/mini';
import { luckyDraw } from '../../calls/luckycode/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A lucky-code draw as operators see it: the public view plus the winner's id, the house's edge and orders. */
export const opsLuckyDraw = z.object({
  ...luckyDraw.shape,
  winner_user_id: z.nullable(z.number()),
  /** sales - prize, to the house at payout. */
  edge: z.string(),
  orders: z.number(),
  settled_at: z.nullable(z.number()),
});

/** Lucky-code draws, newest first, 20 a page (docs/luckycode.md). */
export const opsLuckycodeDraws = defineOpsCall({
  path: '/luckycode/draws',
  permission: 'luckycode.draws',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(opsLuckyDraw), has_more: z.boolean() }),
});
