import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { OAUTH_MEDIA_TYPES } from './social-shared.ts';

/**
 * POST /api/social_media/get_token: after the provider's consent screen redirected back with `code`, the server
 * exchanges it at the provider's token endpoint (authorization code + PKCE `code_verifier`), reads the provider's
 * user id, and links that account to the session's player. `user_id` must be the session's user.
 */
export const socialGetToken = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/social_media/get_token',
  auth: 'required',
  request: z.object({
    user_id: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
    media_type: z.enum(OAUTH_MEDIA_TYPES),
    code: z
      .string()
      .check(z.minLength(1), z.maxLength(2048), z.regex(/^[\x21-\x7e]+$/, 'must be an authorization code')),
    redirect_uri: z.string().check(z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')),
    /** RFC 7636: 43 to 128 unreserved characters. */
    code_verifier: z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43-128 unreserved characters')),
  }),
  response: z.object({
    media_type: z.enum(OAUTH_MEDIA_TYPES),
    provider_user_id: z.string(),
    username: z.string(),
  }),
});
