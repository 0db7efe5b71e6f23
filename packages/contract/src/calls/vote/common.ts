import * as z from 'zod/mini';

/**
 * Vote and stake (issue 20, docs/vote.md). A voting round has candidates; a vote is a stake of USDT on one candidate,
 * held by the `vote` account until the round ends. At settlement every stake is returned and the voters of the winner
 * (most staked) share the round's reward pool pro rata. Polls are the older single-choice votes, one per player.
 */

/** Amounts on the wire are decimal strings of USDT (6 decimals), e.g. "12.5". */
export const voteAmount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/));

export const voteCandidate = z.object({
  id: z.number(),
  name: z.string(),
  /** Artwork drawn in the app: a hue (0-359) and a one-character glyph. */
  hue: z.number(),
  glyph: z.string(),
  staked: z.string(),
  voters: z.number(),
});
export type VoteCandidate = z.infer<typeof voteCandidate>;

export const voteRound = z.object({
  id: z.number(),
  market: z.string(),
  title: z.string(),
  coin: z.literal('USDT'),
  min_stake: z.string(),
  reward_pool: z.string(),
  total_staked: z.string(),
  /** Unix seconds. */
  opens_at: z.number(),
  ends_at: z.number(),
  /** upcoming (before opens_at) | open | ended (past ends_at, not yet settled) | settled */
  status: z.enum(['upcoming', 'open', 'ended', 'settled']),
  /** The winning candidate once settled (null before, or when nobody staked). */
  winner_id: z.nullable(z.number()),
  /** What the caller has staked in this round ("0" when signed out). */
  mine: z.string(),
});
export type VoteRound = z.infer<typeof voteRound>;

export const voteStake = z.object({
  id: z.number(),
  round_id: z.number(),
  round_title: z.string(),
  candidate_id: z.number(),
  candidate_name: z.string(),
  amount: z.string(),
  /** locked until the round settles, then returned (with `reward` when on the winner). */
  status: z.enum(['locked', 'returned']),
  reward: z.string(),
  created_at: z.number(),
});
export type VoteStake = z.infer<typeof voteStake>;

export const pollOption = z.object({
  id: z.number(),
  label: z.string(),
  /** Counts are shown only after the caller voted (or the poll ended); null otherwise. */
  votes: z.nullable(z.number()),
});

export const poll = z.object({
  id: z.number(),
  market: z.string(),
  question: z.string(),
  options: z.array(pollOption),
  /** Unix seconds; null for a poll without an end. */
  ends_at: z.nullable(z.number()),
  total_votes: z.nullable(z.number()),
  /** The option the caller chose, or null. */
  my_option_id: z.nullable(z.number()),
  ended: z.boolean(),
});
export type Poll = z.infer<typeof poll>;
