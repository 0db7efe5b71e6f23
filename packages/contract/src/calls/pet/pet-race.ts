import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petIdField } from './common.ts';
import { petDrawProof } from './pet-draw.ts';

export const raceResult = z.object({
  place: z.number(),
  reward: z.string(),
  paid: z.string(),
  /** Seconds per runner; runner 0 is the player's pet. */
  times: z.array(z.number()),
  /** The power each runner raced with (the pet's up to the cap). */
  powers: z.array(z.number()),
});

/**
 * POST /petGame/race: races the caller's pet (owned, not rented out) against the house runners; free once per UTC
 * day, then the race price. Pays the reward table by place. Needs an Idempotency-Key. INSUFFICIENT_BALANCE.
 */
export const petRace = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petGame/race',
  auth: 'required',
  idempotent: true,
  request: z.object({ pet_id: petIdField }),
  response: z.object({ result: raceResult, proof: petDrawProof, balance: z.string() }),
});

/** GET /petGame/info: the reward table, runners, price and whether the caller's free race of today is left. */
export const petGameInfo = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petGame/info',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    price: z.string(),
    rewards: z.array(z.string()),
    bots: z.array(z.number()),
    /** A pet races with its power up to this (games/pets.ts RACE_POWER_CAP). */
    power_cap: z.number(),
    free_left: z.boolean(),
  }),
});
