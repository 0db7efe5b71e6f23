import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inviteRewardTerms, shareLevelState } from './common.ts';

/**
 * GET /share/my_share: the caller's invite centre: their code and short link (made on first ask), the reward terms,
 * their level, this week's qualified invites and place, what they earned, and who invited them (if anyone).
 * Reading it also settles the caller's invitees who qualified since (docs/share.md, "Qualification").
 */
export const shareMyShare = defineCall({
  service: 'share',
  method: 'GET',
  path: '/share/my_share',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    code: z.string(),
    /** The short link `<origin>/r/<code>`: works without JavaScript and shows the share preview. */
    link: z.string(),
    terms: inviteRewardTerms,
    level: shareLevelState,
    invitees: z.number(),
    pending: z.number(),
    week: z.object({ week_start: z.string(), invites: z.number(), rank: z.nullable(z.number()) }),
    /** Everything the caller earned from invites (as inviter and as invitee), in `terms.coin`. */
    bonus_total: z.string(),
    inviter: z.nullable(z.object({ name: z.string(), source: z.string(), bound_at: z.number() })),
    /** Until when the caller may still bind a code (epoch seconds), or null when bound or too late. */
    bind_until: z.nullable(z.number()),
  }),
});
