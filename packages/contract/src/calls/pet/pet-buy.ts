import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { listingIdField, petView } from './common.ts';

/**
 * POST /petV2/buy: buys an open sale listing: the price from the buyer, less the market fee to the seller, the fee
 * to the house, and the pet's ownership, all in one transaction (of many buyers at once exactly one wins; the others
 * get CONFLICT reason 'closed'). CONFLICT reason 'own' for the seller. INSUFFICIENT_BALANCE. Needs an Idempotency-Key.
 */
export const petBuy = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/buy',
  auth: 'required',
  idempotent: true,
  request: z.object({ listing_id: listingIdField }),
  response: z.object({ pet: petView, balance: z.string() }),
});
