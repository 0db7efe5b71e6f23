import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

export const opsPvpBan = z.object({
  user_id: z.number(),
  reason: z.string(),
  operator_id: z.nullable(z.number()),
  created_at: z.number(),
});

/** Players barred from PvP (docs/pvp.md), newest first, 20 a page. */
export const opsPvpBans = defineOpsCall({
  path: '/pvp/bans',
  permission: 'pvp.admin',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(opsPvpBan), has_more: z.boolean() }),
});
