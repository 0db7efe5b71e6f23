import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { winProof } from './common.ts';

/**
 * GET /win/seeds: the player's seed pair (the same pair Fortune's in-house games draw from: one pair per player),
 * server seed hashed, and the last revealed pairs.
 */
export const winSeeds = defineCall({
  service: 'game',
  method: 'GET',
  path: '/win/seeds',
  auth: 'required',
  request: z.object({}),
  response: z.object({ active: winProof, revealed: z.array(winProof) }),
});
