import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { taskRequest } from './common.ts';

/** One day of the 7-day check-in cycle: what it pays and whether the player has it. */
export const checkinDay = z.object({
  day: z.number(),
  /** KC, decimal string. */
  kc: z.string(),
  claimed: z.boolean(),
});

export const checkinState = z.object({
  /** Checked in today (UTC day). */
  today: z.boolean(),
  /** Consecutive days up to today (or yesterday when not yet today). */
  streak: z.number(),
  /** Where today falls in the 7-day cycle (1-7). */
  day: z.number(),
  days: z.array(checkinDay),
  /** Seconds until the next UTC day. */
  resetIn: z.number(),
});
export type CheckinState = z.output<typeof checkinState>;

/**
 * POST /task/checkin_status: the player's daily check-in on the welfare page (/task/welfare): a 7-day cycle whose
 * rewards grow with the streak; missing a day starts the cycle again.
 */
export const taskCheckinStatus = defineCall({
  service: 'task',
  method: 'POST',
  path: '/task/checkin_status',
  auth: 'required',
  request: taskRequest({}),
  response: checkinState,
});

/**
 * POST /task/checkin: checks in for today and pays the day's KC through the ledger, once per player and UTC day
 * (a repeat, or 50 at once, answers the same check-in with `already: true`).
 */
export const taskCheckin = defineCall({
  service: 'task',
  method: 'POST',
  path: '/task/checkin',
  auth: 'required',
  request: taskRequest({}),
  response: z.object({ ...checkinState.shape, paid: z.string(), already: z.boolean() }),
});
