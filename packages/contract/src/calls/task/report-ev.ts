import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { taskRequest } from './common.ts';

const word = z.string().check(z.minLength(1), z.maxLength(48), z.regex(/^[A-Za-z0-9_.:-]+$/, 'Letters, digits, _.:-'));

/**
 * POST /cpl/report_ev (action, etc.): a task-area event from the client (screen shown, card seen, deep link opened)
 * with up to 16 flat string/number properties. Stored for analytics; visitors too, limited per IP.
 */
export const taskReportEv = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/report_ev',
  auth: 'optional',
  request: taskRequest({
    action: word,
    props: z._default(
      z.record(
        z.string().check(z.maxLength(32)),
        z.union([z.string().check(z.maxLength(256)), z.number(), z.boolean()]),
      ),
      {},
    ),
  }),
  response: z.object({ recorded: z.literal(true) }),
});

/**
 * POST /cccttt: the click-tracking beacon: a task card or tracking link was clicked (clickId when a take exists).
 * Fire and forget (the client reads nothing of the answer); visitors too. Limited per IP.
 */
export const taskClickBeacon = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cccttt',
  auth: 'optional',
  request: taskRequest({
    event: z._default(word, 'click'),
    xbOfferId: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
    clickId: z.optional(z.string().check(z.maxLength(64))),
    from: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ recorded: z.literal(true) }),
});
