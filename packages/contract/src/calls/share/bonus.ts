import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pageField, pageSizeField } from './common.ts';

export const bonusRow = z.object({
  /** inviter: paid for a friend who qualified; invitee: the welcome reward for joining through a friend. */
  kind: z.enum(['inviter', 'invitee']),
  /** The other player, masked. */
  name: z.string(),
  amount: z.string(),
  coin: z.string(),
  level_bonus_percent: z.number(),
  paid_at: z.number(),
});

/** GET /share/bonus: invite rewards the caller received, newest first (page=1, page_size=20). */
export const shareBonus = defineCall({
  service: 'share',
  method: 'GET',
  path: '/share/bonus',
  auth: 'required',
  request: z.object({ page: pageField, page_size: pageSizeField }),
  response: z.object({
    list: z.array(bonusRow),
    total_amount: z.string(),
    coin: z.string(),
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    has_more: z.boolean(),
  }),
});
