import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { MEDIA_TYPES, mediaTypeField } from './social-shared.ts';

/**
 * POST /api/social_media/need_authorize: whether the player still has to link an account before follows can be
 * checked: for one media type, or (without it) for every media type the follow list uses.
 */
export const socialNeedAuthorize = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/social_media/need_authorize',
  auth: 'required',
  request: z.object({ media_type: z.optional(mediaTypeField) }),
  response: z.object({
    need_authorize: z.boolean(),
    accounts: z.array(
      z.object({
        media_type: z.enum(MEDIA_TYPES),
        linked: z.boolean(),
        username: z.string(),
        /** A provider is set up on this server for linking (telegram: a bot; others: SOCIAL_PROVIDERS). */
        configured: z.boolean(),
        /**
         * For x, discord and youtube when configured: the network's consent page with our client id and scope; the
         * page adds redirect_uri, state and the PKCE challenge (S256), and sends the code back through get_token.
         */
        authorize_url: z.string(),
      }),
    ),
  }),
});
