import * as z from 'zod/mini';
import { INBET_PAIR_IDS, INBET_SIDES } from '../../games/inbet.ts';

/**
 * inbet (BitGame), the price prediction game (issue 21; math in packages/contract/src/games/inbet.ts, docs/inbet.md).
 * Prices are decimal text with the pair's decimals ("65000.12"); USDT amounts decimal text; times epoch ms.
 */

export const inbetPairField = z.enum(INBET_PAIR_IDS);
export const inbetSide = z.enum(INBET_SIDES);
export const inbetResult = z.enum(['up', 'down', 'tie', 'void']);

/** A round of a pair: takes positions until `locks_at`, runs to `closes_at`. */
export const inbetRound = z.object({
  /** The round's id (for the verifier). */
  id: z.number(),
  pair: z.string(),
  /** Its number on the schedule (opens at number x window). */
  number: z.number(),
  opens_at: z.number(),
  locks_at: z.number(),
  closes_at: z.number(),
  status: z.enum(['open', 'locked', 'closed']),
  lock_price: z.nullable(z.string()),
  close_price: z.nullable(z.string()),
  result: z.nullable(inbetResult),
  /** USDT staked on each side. */
  up_total: z.string(),
  down_total: z.string(),
  positions: z.number(),
});
export type InbetRound = z.output<typeof inbetRound>;

/** The sandbox feed's proof of a closed round (null for a round priced by an outside feed). */
export const inbetProof = z.object({
  commitment: z.string(),
  salt: z.string(),
  chain_first_tick: z.number(),
  lock_tick: z.number(),
  close_tick: z.number(),
  close_hash: z.string(),
});

/** A player's position. */
export const inbetPosition = z.object({
  id: z.number(),
  round: inbetRound,
  side: inbetSide,
  amount: z.string(),
  /** What the settlement paid back (null until settled): 1.95x, the stake on a tie, 0 on a loss. */
  payout: z.nullable(z.string()),
  status: z.enum(['open', 'placed', 'settling', 'settled', 'refused', 'refunding', 'refunded']),
  created_at: z.number(),
  proof: z.nullable(inbetProof),
});
export type InbetPosition = z.output<typeof inbetPosition>;
