import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { listingIdField, petView } from './common.ts';

/**
 * POST /petV2/rent: rents an open rent listing: price x days from the renter into escrow; the renter collects the
 * pet's output until `rent_until`, when the return job gives the pet back and pays the owner (less the fee), once.
 * CONFLICT reason 'closed' or 'own'. INSUFFICIENT_BALANCE. Needs an Idempotency-Key.
 */
export const petRent = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/rent',
  auth: 'required',
  idempotent: true,
  request: z.object({ listing_id: listingIdField }),
  response: z.object({ pet: petView, balance: z.string() }),
});
