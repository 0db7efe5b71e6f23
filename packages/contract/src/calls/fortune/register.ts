import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inviteCodeField } from './invites.ts';
import { fortuneQuery } from './query.ts';

/**
 * POST /fortune/register: joins the sub-brand in the caller's market (refused where it is not open). The player
 * confirms they are of age; `client_seed` starts their first provably fair seed pair (one is made up otherwise).
 * A repeat answers the same player. `invite_code` (from an invite link, /fortune?invite=<code>) binds the new player
 * to whoever invited them; an unknown code is a field error (wrong codes are counted: RATE_LIMITED past the limit),
 * and a repeat of a registration binds nothing.
 */
export const fortuneRegister = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/register',
  auth: 'required',
  request: z.object({
    age_confirmed: z.literal(true),
    client_seed: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only'))),
    invite_code: z.optional(inviteCodeField),
  }),
  response: fortuneQuery.response,
});
