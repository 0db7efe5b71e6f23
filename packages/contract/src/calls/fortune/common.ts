import * as z from 'zod/mini';

/**
 * Shapes of the Fortune sub-brand (issue 16, docs/fortune.md). Fortune's cash is the player's USDT: amounts on the
 * wire are USDT decimal strings ("12.5"), shown in the market's currency at `currency.rate` (fiat per USDT).
 */
export const FORTUNE_COIN = 'USDT';

export const usdtText = z.string();

/** A USDT amount typed by a player or an operator: up to 12 integer digits and 6 decimals, above zero. */
export const usdtAmountField = z.string().check(
  z.regex(/^\d{1,12}(\.\d{1,6})?$/, 'Must be an amount like 10 or 2.5'),
  z.refine((v) => /[1-9]/.test(v), 'Must be greater than zero'),
);

export const fortuneCurrency = z.object({
  market: z.string(),
  code: z.string(),
  symbol: z.string(),
  /** Decimals shown to players. */
  decimals: z.number(),
  /** Fiat per 1 USDT. */
  rate: z.string(),
});

export const FORTUNE_GAMES = ['lucky_spin', 'free_lottery'] as const;
export const fortuneGameField = z.enum(FORTUNE_GAMES);
export type FortuneGame = (typeof FORTUNE_GAMES)[number];

/** What a draw pays: cash (withdrawable), a locked bonus, extra chances, or nothing. */
export const prize = z.object({
  kind: z.enum(['cash', 'bonus', 'chance', 'none']),
  amount: usdtText,
  chances: z.number(),
});
export type Prize = z.infer<typeof prize>;

/** The inputs that reproduce a draw; `server_seed` is null until the player rotates the pair. */
export const fairProof = z.object({
  server_seed_hash: z.string(),
  server_seed: z.nullable(z.string()),
  client_seed: z.string(),
  nonce: z.number(),
});

export const draw = z.object({
  id: z.number(),
  game: fortuneGameField,
  /** The prize-table row (lucky spin) or the roll 0-9999 (free lottery). */
  outcome: z.number(),
  prize,
  proof: fairProof,
  at: z.number(),
});

export const bonus = z.object({
  id: z.number(),
  amount: usdtText,
  wager_required: usdtText,
  wagered: usdtText,
  status: z.enum(['locked', 'unlocked', 'expired']),
  source: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
});

/** An active time-out or self-exclusion: play and deposits are refused until `ends_at`. */
export const exclusion = z.object({ kind: z.enum(['timeout', 'self_exclusion']), ends_at: z.number() });

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
