import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petView } from './common.ts';

/** A draw's proof: the seed pair (Fortune's, games/pets.ts drawPet) and what it decided. */
export const petDrawProof = z.object({
  server_seed_hash: z.string(),
  /** Shown once the pair is rotated (fortune/win seed rotation). */
  server_seed: z.nullable(z.string()),
  client_seed: z.string(),
  nonce: z.number(),
  misses_before: z.number(),
  pity: z.boolean(),
});

/**
 * POST /petV2/draw: pays the draw price and mints a pet from the caller's committed seed pair (rarity by the
 * published weights, pity after a run of misses; genes from the second float). Needs an Idempotency-Key.
 * INSUFFICIENT_BALANCE.
 */
export const petDraw = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/draw',
  auth: 'required',
  idempotent: true,
  request: z.object({}),
  response: z.object({ pet: petView, proof: petDrawProof, balance: z.string(), misses: z.number() }),
});
