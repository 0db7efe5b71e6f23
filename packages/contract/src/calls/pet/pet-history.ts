import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { petRarity } from './common.ts';

export const PET_HISTORY_PAGE = 20;

/**
 * One trade the caller took part in: a pet bought or sold, rented or rented out. `price` is what the taker paid
 * (a rental's whole term), `fee` the market's share the seller or owner gave up, `net` the caller's side of it;
 * `until`/`returned` for rentals.
 */
export const petTradeView = z.object({
  id: z.number(),
  kind: z.enum(['bought', 'sold', 'rented', 'rented_out']),
  pet: z.object({ id: z.number(), token_id: z.string(), genes: z.string(), rarity: petRarity, level: z.number() }),
  counterparty: z.string(),
  price: z.string(),
  fee: z.string(),
  /** What the caller paid (bought, rented) or received (sold, rented out: the price less the fee), KC. */
  net: z.string(),
  days: z.nullable(z.number()),
  at: z.number(),
  until: z.nullable(z.number()),
  returned: z.nullable(z.boolean()),
});
export type PetTradeView = z.infer<typeof petTradeView>;

/** GET /petV2/history: the caller's trades and rentals on the pet market, newest first, a page at a time. */
export const petHistory = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petV2/history',
  auth: 'required',
  request: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(1000)), 1),
  }),
  response: z.object({ list: z.array(petTradeView), has_more: z.boolean() }),
});
