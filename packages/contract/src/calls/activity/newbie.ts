import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * The new-player journey of /activity/newbie (issue 18): four first steps, each paying KC once when the player has
 * done it and claims it before the journey ends (NEWBIE_DAYS after registration). Steps are read from what the
 * player did (a bound phone, a paid task, a paid recharge, a qualified invitee), never reported by the client.
 * Amounts are decimal KC strings; times are unix seconds.
 */
export const NEWBIE_STEPS = ['bind_phone', 'first_task', 'first_recharge', 'first_invite'] as const;
export type NewbieStepId = (typeof NEWBIE_STEPS)[number];

export const newbieStep = z.object({
  id: z.enum(NEWBIE_STEPS),
  done: z.boolean(),
  claimed: z.boolean(),
  /** KC the step pays. */
  reward: z.string(),
  /** Where the player goes to do it (an in-app path without locale). */
  link: z.string(),
});

export const newbieState = z.object({
  /** Unix seconds when the journey ends; claims after it are refused. */
  ends_at: z.number(),
  ended: z.boolean(),
  steps: z.array(newbieStep),
  /** KC of all steps, and KC already claimed. */
  total: z.string(),
  claimed_total: z.string(),
});
export type NewbieState = z.output<typeof newbieState>;

/** POST /activity/newbie/status: the player's journey. */
export const newbieStatus = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/newbie/status',
  auth: 'required',
  request: z.object({}),
  response: newbieState,
});

/**
 * POST /activity/newbie/claim: pays a done step's KC through the ledger, once per player and step (a repeat, or 50
 * at once, answers `already: true`). Refused with NEWBIE_STEP_NOT_DONE or NEWBIE_ENDED.
 */
export const newbieClaim = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/newbie/claim',
  auth: 'required',
  request: z.object({ step: z.enum(NEWBIE_STEPS) }),
  response: z.object({ ...newbieState.shape, paid: z.string(), already: z.boolean() }),
});
