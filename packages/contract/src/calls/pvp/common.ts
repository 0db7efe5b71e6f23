import * as z from 'zod/mini';

/**
 * PvP dice duel (issue 21, docs/pvp.md), service `pvp`. Money is the game balance, USDT; amounts on the wire are
 * USDT decimal strings ("1", "0.95"). Times are Unix seconds.
 */

export const PVP_MATCH_STATES = ['playing', 'finished', 'forfeit', 'void'] as const;
export type PvpMatchState = (typeof PVP_MATCH_STATES)[number];
export const PVP_ENTRY_STATES = ['waiting', 'matched', 'left'] as const;
export type PvpEntryState = (typeof PVP_ENTRY_STATES)[number];
/** The match from the caller's side: won, lost, draw (refunded), void (refunded by an operator), or still playing. */
export const PVP_OUTCOMES = ['playing', 'won', 'lost', 'draw', 'void'] as const;
export type PvpOutcome = (typeof PVP_OUTCOMES)[number];

const idOf = (what: string) =>
  z.coerce.number().check(z.int(`Must be ${what}`), z.positive(`Must be ${what}`), z.lte(2_147_483_647));
export const pvpMatchIdField = idOf('a match id');
export const pvpEntryIdField = idOf('a queue entry id');
export const pvpPageField = z._default(
  z.coerce.number().check(z.int('Must be a page number'), z.positive('Must be a page number'), z.lte(1000)),
  1,
);
export const pvpStakeField = z.string().check(z.regex(/^\d{1,9}(\.\d{1,6})?$/, 'Must be a USDT amount'));
export const pvpClientSeedField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Between 1 and 64 characters'), z.maxLength(64, 'Between 1 and 64 characters'));

/** A queue entry of the caller. */
export const pvpEntry = z.object({
  entry_id: z.number(),
  status: z.enum(PVP_ENTRY_STATES),
  stake: z.string(),
  match_id: z.nullable(z.number()),
});
export type PvpEntry = z.output<typeof pvpEntry>;

/** Dice of one side in one round; null until that side rolled it. */
const dice = z.nullable(z.array(z.number()));

/**
 * A match as one of its players sees it. `me` is the caller's side. Rounds show each side's dice once that side rolled
 * them. `server_seed` is null while playing (only its hash is shown) and revealed when the match is over.
 */
export const pvpMatchView = z.object({
  id: z.number(),
  status: z.enum(PVP_MATCH_STATES),
  outcome: z.enum(PVP_OUTCOMES),
  coin: z.string(),
  stake: z.string(),
  fee: z.string(),
  payout: z.string(),
  fee_bp: z.number(),
  me: z.enum(['a', 'b']),
  opponent: z.string(),
  rolled_a: z.number(),
  rolled_b: z.number(),
  rounds: z.array(z.object({ a: dice, b: dice })),
  /** '' while playing, else a | b | draw (void is a draw with status void). */
  result: z.string(),
  /** What the caller received back at the end (payout, refund or '0'); '0' while playing. */
  received: z.string(),
  can_roll: z.boolean(),
  grace_seconds: z.number(),
  /** When the idle side forfeits if nobody rolls (Unix seconds); null when over. */
  deadline_at: z.nullable(z.number()),
  now: z.number(),
  server_seed_hash: z.string(),
  server_seed: z.nullable(z.string()),
  client_seed_a: z.string(),
  client_seed_b: z.string(),
  created_at: z.number(),
});
export type PvpMatchView = z.output<typeof pvpMatchView>;

/** A line of the caller's match history. */
export const pvpMatchLine = z.object({
  id: z.number(),
  status: z.enum(PVP_MATCH_STATES),
  outcome: z.enum(PVP_OUTCOMES),
  stake: z.string(),
  received: z.string(),
  opponent: z.string(),
  created_at: z.number(),
});
export type PvpMatchLine = z.output<typeof pvpMatchLine>;
