import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { LEGACY_PROFILE_ID_RE, PROFILE_XID_RE, profileCounts } from './common.ts';

/**
 * GET /profile/public: a profile as anyone who opens /profile/<xid> sees it, visitors included (rate limited per
 * address for visitors). `xid` may also be an old link's user id (digits), which answers that player's shown
 * profile (`xid` in the answer is then the profile's own). NOT_FOUND (`reason` profile_not_found) for an unknown or
 * deleted profile. `is_mine` when the caller owns it.
 */
export const profilePublic = defineCall({
  service: 'profile',
  method: 'GET',
  path: '/profile/public',
  auth: 'optional',
  request: z.object({
    xid: z.string().check(
      z.maxLength(16),
      z.refine((v) => PROFILE_XID_RE.test(v) || LEGACY_PROFILE_ID_RE.test(v), 'Must be a profile id'),
    ),
  }),
  response: z.object({
    xid: z.string(),
    name: z.string(),
    intro: z.string(),
    avatar_url: z.string(),
    background_url: z.string(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    created_at: z.number(),
    is_mine: z.boolean(),
    counts: profileCounts,
  }),
});
