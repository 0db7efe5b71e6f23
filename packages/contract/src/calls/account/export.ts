import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { deletionView, linkedLogin } from './common.ts';

const time = z.number();
const nullableTime = z.nullable(z.number());

/**
 * POST /account/export: what we hold about the player, as one JSON document the app saves as a file: the user row
 * without secrets (no password hash, no keys), their logins, profiles, sessions (metadata only), balances, ledger
 * transfers (amounts signed from the player's side), payment orders, tasks, product submissions and a pending
 * deletion. Nothing of another player's. Once per ACCOUNT_EXPORT_EVERY_SECONDS (an hour): sooner answers
 * RATE_LIMITED with `retry_after` seconds.
 */
export const accountExport = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/account/export',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    generated_at: time,
    user: z.object({
      user_id: z.number(),
      username: z.string(),
      user_login: z.string(),
      phone: z.nullable(z.string()),
      country_code: z.string(),
      intro: z.string(),
      head_url: z.string(),
      background_image: z.string(),
      frozen: z.boolean(),
      created_at: time,
    }),
    logins: z.array(linkedLogin),
    profiles: z.array(
      z.object({
        xid: z.string(),
        name: z.string(),
        intro: z.string(),
        links: z.array(z.object({ label: z.string(), url: z.string() })),
        created_at: time,
        deleted_at: nullableTime,
      }),
    ),
    sessions: z.array(
      z.object({
        login_type: z.string(),
        created_at: time,
        last_seen_at: time,
        expires_at: time,
        revoked_at: nullableTime,
      }),
    ),
    balances: z.array(z.object({ coin: z.string(), amount: z.string() })),
    transfers: z.array(z.object({ id: z.number(), coin: z.string(), amount: z.string(), kind: z.string(), at: time })),
    orders: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        status: z.string(),
        market: z.string(),
        channel: z.string(),
        currency: z.string(),
        fiat_cents: z.string(),
        coin: z.string(),
        coin_amount: z.string(),
        created_at: time,
      }),
    ),
    tasks: z.array(
      z.object({ offer_id: z.number(), status: z.string(), market: z.string(), taken_at: time, expires_at: time }),
    ),
    products: z.array(z.object({ submission_id: z.number(), title: z.string(), status: z.string(), created_at: time })),
    deletion: z.nullable(deletionView),
  }),
});
