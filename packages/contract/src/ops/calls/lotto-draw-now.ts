import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { OPS_DRAW_GAMES, opsGameDraw } from './lotto-draws.ts';
import { idField } from './shared.ts';

/**
 * Closes an open lotto or xoso draw now instead of at its time, draws it and pays it (the next lotto draw opens);
 * audited (lotto.draw_now) in the transaction that closes it. CONFLICT when the draw is no longer open.
 */
export const opsLottoDrawNow = defineOpsCall({
  path: '/lotto/draw-now',
  permission: 'games.draws',
  reauth: true,
  request: z.object({ game: z.enum(OPS_DRAW_GAMES), draw_id: idField }),
  response: z.object({ draw: opsGameDraw }),
});
