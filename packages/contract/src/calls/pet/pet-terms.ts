import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petRarity } from './common.ts';

/**
 * GET /petV2/terms: the configured figures (the guide and the draw page show them): draw price, published odds
 * (weight and exact probability per rarity), pity, output per hour at level 1, level-up, buff, restore and speed-up
 * prices. KC decimal strings. Operators change them in the console (/ops/pets); a change applies to new draws and
 * listings, and to pets made after it.
 */
export const petTerms = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petV2/terms',
  auth: 'none',
  request: z.object({}),
  response: z.object({
    coin: z.literal('KC'),
    draw_price: z.string(),
    pity: z.number(),
    odds: z.array(z.object({ rarity: petRarity, weight: z.number(), probability: z.number() })),
    rarities: z.array(
      z.object({ rarity: petRarity, rate_per_hour: z.string(), level_cost: z.string(), power_per_level: z.number() }),
    ),
    level_bps: z.number(),
    max_level: z.number(),
    train_seconds_per_level: z.number(),
    speed_up_per_minute: z.string(),
    stamina_seconds: z.number(),
    restore_cost: z.string(),
    buff_bps: z.number(),
    buff_seconds: z.number(),
    buff_cost: z.string(),
    /** Market fee on sales and rentals (basis points) and the longest rental, for new listings. */
    market_fee_bps: z.optional(z.number()),
    max_rent_days: z.optional(z.number()),
    /** The terms' version (0: the built-in defaults); a pet keeps the version it was made under. */
    version: z.optional(z.number()),
  }),
});
