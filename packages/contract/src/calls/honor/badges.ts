import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { honorBadge } from './common.ts';

/** `me` or a profile xid (10 lowercase letters and digits, starting with a letter). */
export const honorUserField = z.string().check(z.regex(/^(me|[a-z][a-z0-9]{9})$/, 'Must be me or a profile id'));

/**
 * GET /honor/badges: a player's honours: their badges and shown title. For `me` (or the owner's own xid) every
 * badge comes, locked ones with progress, and the caller's rules are checked first (catch-up); others see owned
 * badges only. Visitors may read a profile's honours; `me` needs a session.
 */
export const honorBadges = defineCall({
  service: 'honor',
  method: 'GET',
  path: '/honor/badges',
  auth: 'optional',
  request: z.object({ user: honorUserField }),
  response: z.object({
    owner: z.boolean(),
    /** The player's shown name (their shown profile's, else the username). */
    name: z.string(),
    /** The profile xid to link to, '' when the player has none. */
    xid: z.string(),
    /** The badge code shown as title, null for none. */
    title: z.nullable(z.string()),
    owned: z.number(),
    total: z.number(),
    badges: z.array(honorBadge),
  }),
});
