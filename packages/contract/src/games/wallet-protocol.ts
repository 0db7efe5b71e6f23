import * as z from 'zod/mini';

/**
 * The seamless-wallet protocol game providers speak to Fortune's wallet (docs/fortune-games.md), modelled on
 * Hub88's operator wallet API and Pragmatic Play's seamless wallet (references/postbacks-and-seamless-wallet.md,
 * section 3): a provider POSTs JSON to `/games/wallet/<provider>/<method>`, signed with its secret in the header
 * `X-Wallet-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, and always gets HTTP 200 with
 * a `status` (a business answer, like Hub88's RS_* statuses) unless the body is not JSON at all.
 *
 * Amounts are integer minor units of the player's currency as decimal strings (USDT: 6 decimals, "1500000" = 1.5).
 * Money messages are idempotent by `transaction_id`: a repeat with the same fields answers the first answer again;
 * a repeat with other fields is DUPLICATE_TRANSACTION.
 */

export const WALLET_SIGNATURE_HEADER = 'X-Wallet-Signature';

export const WALLET_METHODS = ['authenticate', 'balance', 'bet', 'win', 'refund', 'end_round'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

export const WALLET_STATUSES = [
  'OK',
  /** Not enough balance for the bet; the answer carries the real balance. */
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  /** The launch token expired: refused for bets and balance, never for wins, refunds and round ends. */
  'TOKEN_EXPIRED',
  /** The player may not bet now: self-excluded, frozen, market closed, or a limit they set would be passed. */
  'BET_NOT_ALLOWED',
  /** The same transaction id with different fields. */
  'DUPLICATE_TRANSACTION',
  /** A win or end_round for a round we never saw a bet of. */
  'ROUND_NOT_FOUND',
  /** The round was ended: it takes no more bets, wins or refunds. */
  'ROUND_CLOSED',
  /** A refund of a bet whose round already paid a win. */
  'ROUND_SETTLED',
  /** A bet whose transaction id a refund already cancelled (the refund came first). */
  'TRANSACTION_ROLLED_BACK',
  'BAD_REQUEST',
  'UNKNOWN_ERROR',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w.:-]+$/));
const minor = z.string().check(z.regex(/^\d{1,18}$/));

const base = { request_id: id, token: z.string().check(z.minLength(16), z.maxLength(128)) };
const money = { ...base, transaction_id: id, round_id: id, game_code: id, amount: minor };

export const walletRequests = {
  authenticate: z.object(base),
  balance: z.object(base),
  bet: z.object(money),
  /** `round_closed`: this win ends the round (a losing round sends a win of "0" or end_round). */
  win: z.object({ ...money, round_closed: z.optional(z.boolean()) }),
  /** Cancels the bet `bet_transaction_id` of `round_id`; its own `transaction_id` keys it. */
  refund: z.object({ ...base, transaction_id: id, round_id: id, bet_transaction_id: id }),
  end_round: z.object({ ...base, round_id: id }),
} satisfies Record<WalletMethod, z.ZodMiniType>;

export type WalletRequest<M extends WalletMethod> = z.infer<(typeof walletRequests)[M]>;

export const walletResponse = z.object({
  status: z.enum(WALLET_STATUSES),
  request_id: z.string(),
  /** The player's balance after the message (minor units), when the player is known. */
  balance: z.optional(minor),
  currency: z.optional(z.string()),
  user_id: z.optional(z.string()),
  /** Our reference for the transaction (applied money messages). */
  wallet_tx: z.optional(z.string()),
});
export type WalletResponse = z.infer<typeof walletResponse>;
