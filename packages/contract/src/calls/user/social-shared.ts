import * as z from 'zod/mini';

/**
 * Shapes the social-media calls share (POST /api/social_media/...). A media type is a network where the product
 * asks players to follow its channels. Telegram accounts link through telegram/report_client_auth_info; the others
 * through an OAuth 2 authorization-code exchange with PKCE (get_token).
 */
export const OAUTH_MEDIA_TYPES = ['x', 'discord', 'youtube'] as const;
export const MEDIA_TYPES = ['telegram', ...OAUTH_MEDIA_TYPES] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const mediaTypeField = z.enum(MEDIA_TYPES);

/** A channel id from the follow list. */
export const channelIdField = z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/, 'must be a channel id'));

export const FOLLOW_STATUSES = ['following', 'not_following', 'unchecked'] as const;

export const followState = z.object({
  id: z.string(),
  status: z.enum(FOLLOW_STATUSES),
  /** How it was established: telegram (checked with the Bot API), linked (account linked, no API check), none. */
  method: z.enum(['telegram', 'linked', 'none']),
  /** Seconds since the epoch of the last check, 0 when never checked. */
  checked_at: z.number(),
  /** The channel's reward has been paid to the player (once, at the first check that found them following). */
  rewarded: z.boolean(),
});
