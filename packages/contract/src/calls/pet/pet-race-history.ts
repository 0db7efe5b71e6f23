import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petRarity } from './common.ts';

export const PET_RACE_HISTORY_PAGE = 20;

/** One past race of the caller: when, which pet, the entry paid (0 for the day's free race), the place and prize (KC). */
export const petRaceView = z.object({
  id: z.number(),
  at: z.number(),
  pet: z.object({ id: z.number(), token_id: z.string(), genes: z.string(), rarity: petRarity }),
  paid: z.string(),
  place: z.number(),
  prize: z.string(),
});
export type PetRaceView = z.infer<typeof petRaceView>;

/** GET /petGame/history: the caller's past races on /petGame, newest first, a page at a time. */
export const petRaceHistory = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petGame/history',
  auth: 'required',
  request: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(1000)), 1),
  }),
  response: z.object({ list: z.array(petRaceView), has_more: z.boolean() }),
});
