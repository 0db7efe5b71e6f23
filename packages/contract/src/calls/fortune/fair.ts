import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { draw, fairProof } from './common.ts';

const clientSeedField = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only'));

/** GET /fortune/fair/seeds: the active seed pair (server seed hashed) and the last revealed pairs. */
export const fortuneFairSeeds = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/fair/seeds',
  auth: 'required',
  request: z.object({}),
  response: z.object({ active: fairProof, revealed: z.array(fairProof) }),
});

/**
 * POST /fortune/fair/rotate: reveals the active server seed (so every draw made with it can be checked) and starts a
 * new pair with `client_seed`.
 */
export const fortuneFairRotate = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/fair/rotate',
  auth: 'required',
  request: z.object({ client_seed: clientSeedField }),
  response: z.object({ revealed: fairProof, active: fairProof }),
});

/**
 * GET /fortune/fair/draw: any draw by id, for the public verifier (/fortune/test); the player is not named and the
 * server seed is shown only once revealed. `weights` are the prize table's weights the spin was drawn from (empty for
 * a lottery draw): with them `verifyDraw` (fairness.ts) reproduces the outcome.
 */
export const fortuneFairDraw = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/fair/draw',
  auth: 'none',
  request: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ draw, weights: z.array(z.number()) }),
});
