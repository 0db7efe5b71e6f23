import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

export const weekRankRow = z.object({ rank: z.number(), name: z.string(), invites: z.number(), me: z.boolean() });

/**
 * GET /share/week_rank: inviters by invitees who qualified in an ISO week (Monday 00:00 UTC), top N (configured);
 * ties go to whoever got there first. `me` is the caller's place (rank null with no invite that week).
 */
export const shareWeekRank = defineCall({
  service: 'share',
  method: 'GET',
  path: '/share/week_rank',
  auth: 'required',
  request: z.object({ week: z._default(z.enum(['current', 'last']), 'current') }),
  response: z.object({
    week_start: z.string(),
    list: z.array(weekRankRow),
    me: z.object({ rank: z.nullable(z.number()), invites: z.number() }),
  }),
});
