import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { kcAmountField, listingView, petIdField } from './common.ts';

/**
 * POST /petV2/list: offers the caller's pet on the market: kind 'sale' at `price` KC, or 'rent' at `price` KC per day
 * for `days` (1 to the configured maximum). CONFLICT reason 'rented' (rented out), 'listed' (already listed).
 * A field error on `days` when missing for a rental or out of range. Needs an Idempotency-Key.
 */
export const petList = defineCall({
  service: 'pet',
  method: 'POST',
  path: '/petV2/list',
  auth: 'required',
  idempotent: true,
  request: z.object({
    pet_id: petIdField,
    kind: z.enum(['sale', 'rent']),
    price: kcAmountField,
    days: z.optional(z.number().check(z.int(), z.positive(), z.lte(365))),
  }),
  response: z.object({ listing: listingView }),
});
