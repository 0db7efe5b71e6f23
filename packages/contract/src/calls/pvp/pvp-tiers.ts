import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * GET /pvp/tiers: the stakes one may play for (each with the fee and the winner's payout), the fee in basis points of
 * the pot and the grace period in seconds (operators may change them: new matches use the new ones), and the caller's
 * game balance (USDT, the balance a stake is taken from) when logged in. Visitors allowed.
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
    balance: z.nullable(z.string()),
  }),
});
