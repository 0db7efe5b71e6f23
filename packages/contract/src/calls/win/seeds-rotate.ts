import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { winClientSeedField, winProof } from './common.ts';

/**
 * POST /win/seeds/rotate: reveals the active server seed and starts a new pair with `client_seed` at nonce 0. Hi-lo
 * draws each card at its own nonce, so rotating in the middle of a chain reveals nothing about the cards to come.
 */
export const winSeedsRotate = defineCall({
  service: 'game',
  method: 'POST',
  path: '/win/seeds/rotate',
  auth: 'required',
  request: z.object({ client_seed: winClientSeedField }),
  response: z.object({ revealed: winProof, active: winProof }),
});
