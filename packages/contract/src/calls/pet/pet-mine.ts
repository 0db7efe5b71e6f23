import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petView } from './common.ts';

/** GET /petV2/mine: the caller's pets (strongest first), their KC balance and draw pity state. */
export const petMine = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petV2/mine',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    pets: z.array(petView),
    balance: z.string(),
    /** Draws in a row without epic or better; the pity rule applies when it reaches pity - 1. */
    misses: z.number(),
    now: z.number(),
  }),
});
