import * as z from 'zod/mini';
import { coinCode, plainText } from '../wallet/common.ts';

/**
 * Shapes of the main brand's gift codes and red packets (service `giftcode`, docs/giftcodes.md). A player's red
 * packet is funded from their wallet balance into the `escrow` system account when made; an operator's campaign
 * code pays from the house. Amounts are decimal strings in coin units (wallet/common.ts); times are unix seconds.
 */

/** fixed: every claimer gets `amount`; random: `amount` is the total, split at random among `claims` claimers. */
export const GIFT_SPLITS = ['fixed', 'random'] as const;
export type GiftSplit = (typeof GIFT_SPLITS)[number];

/** How long a red packet can be claimed, in hours (the rest goes back to its creator after). */
export const GIFT_EXPIRY_HOURS = [1, 6, 24, 72, 168] as const;

/** The message a creator writes on a red packet. */
export const giftMessageField = plainText(0, 60);

/** packet: a player's red packet; campaign: an operator's code paid by the house. */
export const giftKind = z.enum(['packet', 'campaign']);

/** active: claimable; exhausted: every claim taken; ended: expired or ended by an operator (the rest returned). */
export const giftStatus = z.enum(['active', 'exhausted', 'ended']);

/** A code as its creator sees it in their history and on the share page. */
export const createdGift = z.object({
  code: z.string(),
  coin: coinCode,
  split: z.enum(GIFT_SPLITS),
  /** What was funded (fixed: amount x claims). */
  total: z.string(),
  /** fixed: each claim's amount; random: null. */
  amount_per_claim: z.nullable(z.string()),
  claims: z.number(),
  max_claims: z.number(),
  /** Paid out so far. */
  claimed: z.string(),
  /** Given back to the creator when the packet ended. */
  returned: z.string(),
  message: z.string(),
  status: giftStatus,
  expires_at: z.number(),
  created_at: z.number(),
});
export type CreatedGift = z.infer<typeof createdGift>;
