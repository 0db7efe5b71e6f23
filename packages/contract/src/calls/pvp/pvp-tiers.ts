import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * GET /pvp/tiers: the stakes one may play for (each with the fee and the winner's payout), the fee in basis points of
 * the pot and the grace period in seconds. Visitors allowed.
 */
export const pvpTiers = defineCall({
  service: 'pvp',
  method: 'GET',
  path: '/pvp/tiers',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    coin: z.string(),
    fee_bp: z.number(),
    grace_seconds: z.number(),
    rounds: z.number(),
    tiers: z.array(z.object({ stake: z.string(), fee: z.string(), payout: z.string() })),
  }),
});
