import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { exclusion, LIMIT_KINDS, LIMIT_PERIODS, usdtAmountField, usdtText } from './common.ts';

export const limit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** In force now; null for none. */
  amount: z.nullable(usdtText),
  /** A raise (or removal) waiting for its 24-hour cooling-off. */
  pending: z.nullable(z.object({ amount: z.nullable(usdtText), from: z.number() })),
  /** Deposited, lost or wagered so far in the period. */
  used: usdtText,
});

/**
 * GET /fortune/rg/status: the player's limits with what they used, any time-out or self-exclusion, the reality-check
 * interval and the current session's time and net result.
 */
export const fortuneRgStatus = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/rg/status',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    limits: z.array(limit),
    exclusion: z.nullable(exclusion),
    reality_check_minutes: z.number(),
    session: z.object({ started_at: z.number(), net: usdtText }),
  }),
});

/**
 * POST /fortune/rg/set_limit: sets or removes (amount null) one limit. Lowering applies at once; raising or removing
 * waits 24 hours.
 */
export const fortuneRgSetLimit = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/rg/set_limit',
  auth: 'required',
  request: z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: z.nullable(usdtAmountField),
  }),
  response: z.object({ limit }),
});

export const TIMEOUT_DURATIONS = ['1d', '7d', '30d', '42d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;

/**
 * POST /fortune/rg/exclude: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years), in force at
 * once and never shortened; a longer one may replace a shorter one.
 */
export const fortuneRgExclude = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/rg/exclude',
  auth: 'required',
  request: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('timeout'), duration: z.enum(TIMEOUT_DURATIONS) }),
    z.object({ kind: z.literal('self_exclusion'), duration: z.enum(SELF_EXCLUSION_DURATIONS) }),
  ]),
  response: z.object({ exclusion }),
});

/** POST /fortune/rg/reality_check: how often the reality check shows (minutes; 0 turns it off). */
export const fortuneRgRealityCheck = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/rg/reality_check',
  auth: 'required',
  request: z.object({ minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60), z.literal(120)]) }),
  response: z.object({ reality_check_minutes: z.number() }),
});
