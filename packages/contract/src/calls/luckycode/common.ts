import * as z from 'zod/mini';

/**
 * Lucky code (issue 18, docs/luckycode.md): periodic draws of numbered tickets, bought with one coin, KC
 * (contribute, the coin tasks pay). Amounts on the wire are KC decimal strings ("5", "12.5"); times are seconds
 * since the epoch.
 */
export const LUCKYCODE_COIN = 'KC';

/**
 * open: sales open (the seed is committed, its hash shown); drawn: closed with a winner, the prize not yet paid;
 * paid: the prize paid; refunding: closed under the minimum, tickets being refunded; refunded: every ticket refunded.
 */
export const LUCKYCODE_STATUSES = ['open', 'drawn', 'paid', 'refunding', 'refunded'] as const;
export type LuckycodeStatus = (typeof LUCKYCODE_STATUSES)[number];

export const drawIdField = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A draw as everyone sees it. `seed` and the result fields are null while sales are open. */
export const luckyDraw = z.object({
  id: z.number(),
  status: z.enum(LUCKYCODE_STATUSES),
  coin: z.literal(LUCKYCODE_COIN),
  /** Price of one ticket. */
  price: z.string(),
  /** Most tickets the draw sells. */
  cap: z.number(),
  /** Fewer tickets than this at close and every ticket is refunded. */
  min_tickets: z.number(),
  /** The winner's share of sales in basis points; the house keeps the rest. */
  prize_bps: z.number(),
  sold: z.number(),
  /** sold x price. */
  sales: z.string(),
  /** floor(sales x prize_bps / 10000): what the winner gets (0 for a refunded draw). */
  prize: z.string(),
  opens_at: z.number(),
  closes_at: z.number(),
  closed_at: z.nullable(z.number()),
  /** Hex SHA-256 of the seed, published before the first ticket is sold. */
  seed_hash: z.string(),
  /** The seed, revealed at close. */
  seed: z.nullable(z.string()),
  /** Hex SHA-256 of the canonical ticket list at close. */
  list_hash: z.nullable(z.string()),
  winning_number: z.nullable(z.number()),
  /** The winner's name, masked (first 2 and last 2 characters). */
  winner: z.nullable(z.string()),
  /** schedule: closed by the job on time; operator: closed early from the console. */
  closed_by: z.nullable(z.enum(['schedule', 'operator'])),
});
export type LuckyDraw = z.infer<typeof luckyDraw>;

/** A block of consecutive ticket numbers bought in one order. */
export const ticketRange = z.object({ order_id: z.number(), from: z.number(), to: z.number() });
export type TicketRange = z.infer<typeof ticketRange>;

/** One purchase as its buyer sees it. */
export const luckyOrder = z.object({
  order_id: z.number(),
  draw_id: z.number(),
  from: z.number(),
  to: z.number(),
  count: z.number(),
  amount: z.string(),
  created_at: z.number(),
  draw_status: z.enum(LUCKYCODE_STATUSES),
  winning_number: z.nullable(z.number()),
  /** This order holds the winning ticket. */
  won: z.boolean(),
  /** Its price came back (the draw sold under the minimum). */
  refunded: z.boolean(),
});
export type LuckyOrder = z.infer<typeof luckyOrder>;
