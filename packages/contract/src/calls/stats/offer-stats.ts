import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * POST /offer_stats (event, data, uid, module): an offer-wall statistic (card impression, task opened, link copied)
 * with a signed body: `sign` is hex SHA-256 of `event|module|uid|<TS header>|<NONCE header>`, so a body replayed
 * under another request's TS and NONCE (which the replay guard spends once) does not verify; `uid` must be the
 * session's player (0 for visitors). In the native app the request is also XBSL-signed like every call.
 */
export const offerStats = defineCall({
  service: 'stats',
  method: 'POST',
  path: '/offer_stats',
  auth: 'optional',
  request: z.object({
    event: z.string().check(z.minLength(1), z.maxLength(48), z.regex(/^[a-z0-9_.]+$/, 'Lower-case event name')),
    module: z.string().check(z.minLength(1), z.maxLength(32), z.regex(/^[a-z0-9_]+$/, 'Lower-case module name')),
    uid: z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
    data: z._default(z.record(text(32), z.union([text(256), z.number(), z.boolean()])), {}),
    sign: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Must be 64 hex characters')),
  }),
  response: z.object({ recorded: z.literal(true) }),
});

/** The message `sign` covers (client and server build it the same way). */
export function offerStatsMessage(body: { event: string; module: string; uid: number }, ts: string, nonce: string) {
  return `${body.event}|${body.module}|${body.uid}|${ts}|${nonce}`;
}
