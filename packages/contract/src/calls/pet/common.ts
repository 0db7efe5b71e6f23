import * as z from 'zod/mini';
import { RARITIES } from '../../games/pets.ts';

/**
 * Pets (issue 19, docs/pets.md): calls under the `pet` service, paths /petV2/... Money is KC (Contribute, 2
 * decimals); amounts on the wire are KC decimal strings ("12.5"); times are seconds since the epoch.
 */
export const petIdField = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const petRarity = z.enum(RARITIES);

export const petView = z.object({
  id: z.number(),
  /** The NFT's token id on the chain adapter. */
  token_id: z.string(),
  /** The chain the NFT lives on and the address holding it (the pets' vault while the owner has no wallet). */
  chain: z.optional(z.string()),
  holder: z.optional(z.nullable(z.string())),
  /** A signed chain transfer of the NFT is waiting for its confirmations: no listing meanwhile. */
  in_transit: z.optional(z.boolean()),
  owner_id: z.number(),
  genes: z.string(),
  rarity: petRarity,
  level: z.number(),
  power: z.number(),
  /** Output per hour at the current level, unbuffed (KC). */
  rate_per_hour: z.string(),
  /** Earned since the last collection, at `now` (KC); the browser keeps counting with games/pets.ts accrued(). */
  accrued: z.string(),
  last_collected_at: z.number(),
  stamina_until: z.number(),
  buff_until: z.nullable(z.number()),
  training_until: z.nullable(z.number()),
  level_up_cost: z.string(),
  speed_up_cost: z.string(),
  /** While rented out: the renter (who collects) and when the pet returns. */
  renter_id: z.nullable(z.number()),
  rent_until: z.nullable(z.number()),
  /** The pet's open market listing, if any. */
  listing: z.nullable(
    z.object({ id: z.number(), kind: z.enum(['sale', 'rent']), price: z.string(), days: z.nullable(z.number()) }),
  ),
  now: z.number(),
});
export type PetView = z.infer<typeof petView>;

/** One action on a pet: its new state and the caller's KC balance. */
export const petActionResponse = z.object({ pet: petView, balance: z.string(), paid: z.string() });
export const petActionRequest = z.object({ pet_id: petIdField });

export const listingIdField = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
/** A KC amount on the wire: up to 2 decimals, positive. */
export const kcAmountField = z.string().check(z.regex(/^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,2})?$/));
export const listingView = z.object({
  id: z.number(),
  kind: z.enum(['sale', 'rent']),
  price: z.string(),
  days: z.nullable(z.number()),
  seller_id: z.number(),
  seller_name: z.string(),
  pet: petView,
});
export type ListingView = z.infer<typeof listingView>;
