import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsLuckyDraw } from './luckycode-draws.ts';
import { idField } from './shared.ts';

/**
 * Closes the open draw `draw_id` now instead of at its time and draws it (or refunds it, under the minimum), then
 * pays and opens the next draw; audited in the transaction that closes it. CONFLICT when the draw is no longer open.
 */
export const opsLuckycodeDrawNow = defineOpsCall({
  path: '/luckycode/draw-now',
  permission: 'luckycode.draws',
  // It pays money out: a fresh password and code first, as every money action.
  reauth: true,
  request: z.object({ draw_id: idField }),
  response: z.object({ draw: opsLuckyDraw, next_draw_id: z.nullable(z.number()) }),
});
