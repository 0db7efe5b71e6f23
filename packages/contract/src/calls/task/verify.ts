import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { offer, taskIdField, taskRequest } from './common.ts';

/**
 * POST /cpl/verify (offerId, clickId): where the player's take of an offer stands: the offer with each step's status
 * (done once the network's postback or an approved audit paid it), `done` when every step is, and what the take has
 * paid so far. Without clickId: the offer as the player sees it (take null when not taken: the task screen before
 * "Start"). A clickId that is not the caller's take of the offer: 4040; an offer not found: 4040.
 */
export const taskVerify = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/verify',
  auth: 'required',
  request: taskRequest({
    offerId: taskIdField,
    clickId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
  response: z.object({
    offer,
    done: z.boolean(),
    /** Steps paid of all steps. */
    completed: z.number(),
    total: z.number(),
    /** KC paid for this take so far (decimal string). */
    earned: z.string(),
  }),
});
