import * as z from 'zod/mini';
import { XOSO_BET_KINDS, XOSO_PRIZES, XOSO_REGIONS } from '../../games/xoso.ts';

/**
 * lotto and xoso (issue 21, docs/lotto.md): the main brand's scheduled draws, shown inside /win. Calls under the
 * `game` service (paths /lotto/... and /xoso/...). Money is the game balance, USDT; amounts on the wire are USDT
 * decimal strings ("0.5"); times are seconds since the epoch.
 */
export const LOTTO_COIN = 'USDT';

/**
 * open: on sale (seed committed, its hash shown); drawn: closed with its result, prizes not yet paid; paid: prizes
 * paid, the rest to the house; refunding: cancelled by an operator, stakes being refunded; refunded: all refunded.
 */
export const DRAW_STATUSES = ['open', 'drawn', 'paid', 'refunding', 'refunded'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

export const drawIdField = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const pageField = z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000)), 1);

/** One tier's outcome of a closed lotto draw: how many lines matched `matches` numbers and what each won. */
export const lottoTier = z.object({ matches: z.number(), winners: z.number(), prize_each: z.string() });

export const lottoDraw = z.object({
  id: z.number(),
  status: z.enum(DRAW_STATUSES),
  coin: z.literal(LOTTO_COIN),
  price: z.string(),
  /** The jackpot as it stands: carried over plus this draw's share of sales (at close: what six matches share). */
  jackpot: z.string(),
  /** The jackpot's share of each draw's sales in basis points. */
  jackpot_bps: z.number(),
  sold: z.number(),
  sales: z.string(),
  opens_at: z.number(),
  closes_at: z.number(),
  closed_at: z.nullable(z.number()),
  seed_hash: z.string(),
  seed: z.nullable(z.string()),
  list_hash: z.nullable(z.string()),
  /** The 6 numbers in draw order, once closed. */
  numbers: z.nullable(z.array(z.number())),
  tiers: z.array(lottoTier),
  /** What passes to the next draw's jackpot (once closed). */
  carry_out: z.nullable(z.string()),
  closed_by: z.nullable(z.enum(['schedule', 'operator'])),
});
export type LottoDraw = z.infer<typeof lottoDraw>;

export const lottoTicket = z.object({
  id: z.number(),
  draw_id: z.number(),
  numbers: z.array(z.number()),
  price: z.string(),
  created_at: z.number(),
  draw_status: z.enum(DRAW_STATUSES),
  draw_numbers: z.nullable(z.array(z.number())),
  matches: z.nullable(z.number()),
  prize: z.string(),
  refunded: z.boolean(),
});
export type LottoTicket = z.infer<typeof lottoTicket>;

export const xosoRegion = z.enum(XOSO_REGIONS);
export const xosoBetKind = z.enum(XOSO_BET_KINDS);
export const xosoBoard = z.array(z.object({ prize: z.enum(XOSO_PRIZES), numbers: z.array(z.string()) }));

export const xosoDraw = z.object({
  id: z.number(),
  region: xosoRegion,
  /** The Vietnam calendar day, YYYY-MM-DD. */
  day: z.string(),
  status: z.enum(DRAW_STATUSES),
  /** When sales close and the board is drawn. */
  draw_at: z.number(),
  seed_hash: z.string(),
  seed: z.nullable(z.string()),
  list_hash: z.nullable(z.string()),
  board: z.nullable(xosoBoard),
  bets: z.number(),
  stakes: z.string(),
  payouts: z.string(),
  closed_at: z.nullable(z.number()),
  closed_by: z.nullable(z.enum(['schedule', 'operator'])),
});
export type XosoDraw = z.infer<typeof xosoDraw>;

export const xosoBet = z.object({
  id: z.number(),
  draw_id: z.number(),
  region: xosoRegion,
  day: z.string(),
  kind: xosoBetKind,
  number: z.number(),
  stake: z.string(),
  created_at: z.number(),
  draw_status: z.enum(DRAW_STATUSES),
  hits: z.nullable(z.number()),
  payout: z.string(),
  refunded: z.boolean(),
});
export type XosoBet = z.infer<typeof xosoBet>;

/** A published xoso bet (no owner): what rebuilds the bet list. Stake in minor units. */
export const publishedBet = z.object({ id: z.number(), kind: xosoBetKind, number: z.number(), stake: z.string() });
export const publishedTicket = z.object({ id: z.number(), numbers: z.array(z.number()) });
