import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { partnerApplication, partnerTerms } from './common.ts';

/**
 * GET /partner/info: the programme's terms (visitors see these alone, `me` null) and, signed in, the caller's
 * eligibility facts (bound phone, active invitees, join date), whether they are a partner (with the bonus in
 * force), their latest application and when they may apply (now, after a rejection's cooldown, or never while an
 * application is pending or they are a partner).
 */
export const partnerInfo = defineCall({
  service: 'share',
  method: 'GET',
  path: '/partner/info',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    terms: partnerTerms,
    me: z.nullable(
      z.object({
        phone_bound: z.boolean(),
        active_invitees: z.number(),
        joined_at: z.number(),
        market: z.string(),
        /** Phone bound and enough invitees (a creator may still apply with an audience). */
        eligible_by_invites: z.boolean(),
        partner: z.nullable(z.object({ bonus_percent: z.number(), since: z.number() })),
        application: z.nullable(partnerApplication),
        /** Whether the apply form is open to this player now. */
        can_apply: z.boolean(),
        /** After a rejection: when the form opens again (unix seconds); null otherwise. */
        reapply_at: z.nullable(z.number()),
      }),
    ),
  }),
});
