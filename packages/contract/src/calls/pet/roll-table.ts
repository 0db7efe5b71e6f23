import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petRarity } from './common.ts';

export const rollPrizeView = z.object({
  row: z.number(),
  kind: z.enum(['pet', 'kc', 'none']),
  rarity: z.nullable(petRarity),
  amount: z.string(),
  weight: z.number(),
  probability: z.number(),
});

/** GET /rollnft/table: the published prize table (weights, exact probabilities) and the roll price in KC. */
export const rollTable = defineCall({
  service: 'rollnft',
  method: 'GET',
  path: '/rollnft/table',
  auth: 'none',
  request: z.object({}),
  response: z.object({ price: z.string(), table: z.array(rollPrizeView) }),
});
