import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petRarity } from './common.ts';

export const PET_RANK_SIZE = 50;

const rankRow = z.object({
  rank: z.number(),
  pet_id: z.number(),
  owner_name: z.string(),
  genes: z.string(),
  rarity: petRarity,
  level: z.number(),
  power: z.number(),
});

/** GET /petV2/rank: the strongest pets (power, then older first) and the caller's best pet's place when logged in. */
export const petRank = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petV2/rank',
  auth: 'optional',
  request: z.object({}),
  response: z.object({ list: z.array(rankRow), mine: z.nullable(rankRow) }),
});
