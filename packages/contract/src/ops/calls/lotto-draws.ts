import * as z from 'zod/mini';
import { DRAW_STATUSES, xosoBoard, xosoRegion } from '../../calls/lotto/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

export const OPS_DRAW_GAMES = ['lotto', 'xoso'] as const;

/** A lotto or xoso draw as operators see it (docs/lotto.md): state, seeds, entries and money. */
export const opsGameDraw = z.object({
  game: z.enum(OPS_DRAW_GAMES),
  id: z.number(),
  /** xoso only. */
  region: z.nullable(xosoRegion),
  /** The draw's label: the xoso day or the lotto draw's close time (ISO). */
  label: z.string(),
  status: z.enum(DRAW_STATUSES),
  closes_at: z.number(),
  closed_at: z.nullable(z.number()),
  closed_by: z.nullable(z.enum(['schedule', 'operator'])),
  seed_hash: z.string(),
  /** Shown once closed. */
  seed: z.nullable(z.string()),
  list_hash: z.nullable(z.string()),
  /** Lotto: the 6 numbers; xoso: null (see board). */
  numbers: z.nullable(z.array(z.number())),
  board: z.nullable(xosoBoard),
  /** Tickets (lotto) or bets (xoso). */
  entries: z.number(),
  /** USDT taken in. */
  sales: z.string(),
  /** USDT paid to players (prizes, or refunds for a cancelled draw). */
  paid_out: z.string(),
  /** The house's result: sales - jackpot share - prizes (negative when the house covered prizes). */
  house: z.string(),
  settled_at: z.nullable(z.number()),
});

/** Lotto and xoso draws, newest first, 20 a page, for one game. */
export const opsLottoDraws = defineOpsCall({
  path: '/lotto/draws',
  permission: 'games.draws',
  request: z.object({ game: z.enum(OPS_DRAW_GAMES), page: pageField }),
  response: z.object({ list: z.array(opsGameDraw), has_more: z.boolean() }),
});
