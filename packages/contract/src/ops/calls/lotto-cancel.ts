import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { OPS_DRAW_GAMES, opsGameDraw } from './lotto-draws.ts';
import { idField } from './shared.ts';

/**
 * Cancels an open lotto or xoso draw: no result, every ticket or bet refunded once; audited (lotto.cancel) in the
 * transaction that cancels it. CONFLICT when the draw is no longer open.
 */
export const opsLottoCancel = defineOpsCall({
  path: '/lotto/cancel',
  permission: 'games.draws',
  reauth: true,
  request: z.object({ game: z.enum(OPS_DRAW_GAMES), draw_id: idField }),
  response: z.object({ draw: opsGameDraw }),
});
