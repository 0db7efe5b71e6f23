import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX, PG_INT_MIN } from '../define.ts';

const text = (max: number) => z.string().check(z.maxLength(max));

/** One analytics record: a page view, an API timing, a named event or a client error. */
export const statsEvent = z.object({
  type: z.enum(['page', 'api', 'event', 'error']),
  /** Page route id, API path, event name (e.g. static_404, debugger_detected) or error kind. */
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Client time, epoch milliseconds. */
  ts: z.number().check(z.int(), z.positive(), z.lte(4_102_444_800_000)),
  page: z.optional(text(512)),
  duration_ms: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(600_000))),
  status: z.optional(z.number().check(z.int(), z.gte(0), z.lte(999))),
  code: z.optional(z.number().check(z.int(), z.gte(PG_INT_MIN), z.lte(PG_INT_MAX))),
  data: z.optional(z.record(text(64), z.union([text(256), z.number(), z.boolean()]))),
});

/**
 * POST /report: a batch of page analytics and API performance reports (spec section 7, "Analytics
 * and resources"), sent by beacon or fetch. Visitors may report; a session adds the user id.
 */
export const report = defineCall({
  service: 'stats',
  method: 'POST',
  path: '/report',
  auth: 'optional',
  request: z.object({
    events: z.array(statsEvent).check(z.minLength(1), z.maxLength(100)),
    /** The app environment of the batch (platform h5/app/tg, versions, locale). */
    env: z.optional(
      z.object({
        platform: z.optional(z.enum(['h5', 'app', 'tg'])),
        locale: z.optional(text(16)),
        web_version: z.optional(text(32)),
        app_version: z.optional(text(32)),
      }),
    ),
  }),
  response: z.object({ accepted: z.number() }),
});
