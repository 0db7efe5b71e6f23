import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { idTokenField, loginAnswer, PROVIDERS, providerField } from './shared.ts';

/**
 * POST /user/third_party_regist_or_login: login with an OpenID Connect id token from a configured provider,
 * creating the account on first use. The token's signature (provider JWKS), issuer, audience, expiry and
 * (when given) nonce are checked; a bad token answers 2107. Signed path.
 */
export const thirdPartyRegistOrLogin = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/third_party_regist_or_login',
  auth: 'none',
  request: z.object({
    provider: providerField,
    id_token: idTokenField,
    nonce: z.optional(z.string().check(z.maxLength(128))),
  }),
  response: loginAnswer,
});

/** POST /user/third_party_bind: binds a provider identity to the logged-in player. Bound elsewhere: 2108. */
export const thirdPartyBind = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/third_party_bind',
  auth: 'required',
  request: z.object({
    provider: providerField,
    id_token: idTokenField,
    nonce: z.optional(z.string().check(z.maxLength(128))),
  }),
  response: z.object({ provider: z.enum(PROVIDERS), email: z.string() }),
});

/** POST /user/third_party_regbind_info_list: every configured provider and whether the player bound it. */
export const thirdPartyRegbindInfoList = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/third_party_regbind_info_list',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({
        provider: z.enum(PROVIDERS),
        bound: z.boolean(),
        email: z.string(),
        /** Seconds since the epoch, 0 when not bound. */
        bound_at: z.number(),
      }),
    ),
  }),
});

/** POST /user/lb_google_login: Google login with its id token; the same as third_party_regist_or_login. */
export const lbGoogleLogin = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/lb_google_login',
  auth: 'none',
  request: z.object({ id_token: idTokenField, nonce: z.optional(z.string().check(z.maxLength(128))) }),
  response: loginAnswer,
});

/**
 * POST /user/oidc_ticket_login (ours): the browser's third-party login ends here. The server ran the provider's
 * code flow (GET /auth/oidc/<provider>/start, then its callback) and sent the page back with a one-time ticket in
 * the URL fragment; this trades it for the session, once, within two minutes. Unknown or spent tickets: 2107.
 */
export const oidcTicketLogin = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/oidc_ticket_login',
  auth: 'none',
  request: z.object({ ticket: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a login ticket')) }),
  response: loginAnswer,
});
