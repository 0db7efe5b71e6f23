import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petView } from './common.ts';
import { petDrawProof } from './pet-draw.ts';
import { rollPrizeView } from './roll-table.ts';

/**
 * POST /rollnft/roll: pays the roll price and rolls the published table from the caller's seed pair (games/pets.ts
 * rollOutcome): a pet row mints the pet, a KC row pays it. Needs an Idempotency-Key. INSUFFICIENT_BALANCE.
 */
export const rollNft = defineCall({
  service: 'rollnft',
  method: 'POST',
  path: '/rollnft/roll',
  auth: 'required',
  idempotent: true,
  request: z.object({}),
  response: z.object({ prize: rollPrizeView, pet: z.nullable(petView), proof: petDrawProof, balance: z.string() }),
});
