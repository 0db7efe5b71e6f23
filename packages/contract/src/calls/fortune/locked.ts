import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { bonus, usdtText } from './common.ts';

/** GET /fortune/locked_detail: locked bonuses with their wagering progress (oldest first: wagering fills it first). */
export const fortuneLockedDetail = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/locked_detail',
  auth: 'required',
  request: z.object({}),
  response: z.object({ total_locked: usdtText, bonuses: z.array(bonus) }),
});

/**
 * POST /fortune/unlock: moves a bonus whose wagering is met to the player's cash (FORTUNE_WAGERING_NOT_MET before
 * that). Needs an Idempotency-Key; a repeat answers the same bonus and pays once.
 */
export const fortuneUnlock = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/unlock',
  auth: 'required',
  idempotent: true,
  request: z.object({ bonus_id: z.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ bonus, cash: usdtText }),
});
