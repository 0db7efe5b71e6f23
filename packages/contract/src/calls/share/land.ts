import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inviteRewardTerms } from './common.ts';

/**
 * GET /share/land: what an invitee's landing page shows: who invited them (masked) and what both get. `share_uid` is
 * the inviter's code (from /r/<code> or a ?share_uid= link); an unknown or missing one answers `inviter: null`.
 * Visitors allowed.
 */
export const shareLand = defineCall({
  service: 'share',
  method: 'GET',
  path: '/share/land',
  auth: 'optional',
  request: z.object({ share_uid: z.optional(z.string().check(z.maxLength(64))) }),
  response: z.object({
    inviter: z.nullable(z.object({ name: z.string(), code: z.string(), level: z.number() })),
    terms: inviteRewardTerms,
    /** True when the caller is logged in (the page then offers the invite centre instead of registering). */
    logged_in: z.boolean(),
  }),
});
