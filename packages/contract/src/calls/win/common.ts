import * as z from 'zod/mini';
import { DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, DICE_SIDES } from '../../games/dice.ts';
import { HILO_GUESSES } from '../../games/hilo.ts';
import { PG_INT_MAX } from '../define.ts';

/**
 * Shapes of the main brand's win games (issue 21, docs/win.md): dice and hi-lo of the in-house studio, played with
 * the player's USDT (the game balance) through the seamless wallet. Amounts are USDT decimal strings.
 */
export const WIN_GAMES = ['dice', 'hilo'] as const;
export type WinGame = (typeof WIN_GAMES)[number];
export const WIN_COIN = 'USDT';
/** Stakes allowed, USDT. */
export const WIN_MIN_BET = '0.01';
export const WIN_MAX_BET = '100';

export const winUsdtText = z.string();

/** A stake typed by the player: up to 6 integer digits and 6 decimals, above zero. */
export const winAmountField = z.string().check(
  z.regex(/^\d{1,6}(\.\d{1,6})?$/, 'Must be an amount like 1 or 0.5'),
  z.refine((v) => /[1-9]/.test(v), 'Must be greater than zero'),
);

export const winRoundIdField = z.coerce
  .number()
  .check(z.int('Must be a round id'), z.positive('Must be a round id'), z.lte(PG_INT_MAX));

export const diceChanceField = z.coerce
  .number()
  .check(
    z.int('Must be whole basis points'),
    z.gte(DICE_MIN_CHANCE_BP, 'At least 100 (1 %)'),
    z.lte(DICE_MAX_CHANCE_BP, 'At most 9500 (95 %)'),
  );
export const diceSideField = z.enum(DICE_SIDES);
export const hiloGuessField = z.enum(HILO_GUESSES);
export const winClientSeedField = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only'));

/** The inputs that reproduce one draw; `server_seed` is null until the player rotates the pair. */
export const winProof = z.object({
  server_seed_hash: z.string(),
  server_seed: z.nullable(z.string()),
  client_seed: z.string(),
  nonce: z.number(),
});
export type WinProof = z.infer<typeof winProof>;

/** One draw of a round: dice's roll (0-9999) or a hi-lo card (0-51), with its proof. */
export const winDraw = z.object({ value: z.number(), proof: winProof });
export type WinDraw = z.infer<typeof winDraw>;

export const winRoundView = z.object({
  id: z.number(),
  game: z.enum(WIN_GAMES),
  bet: winUsdtText,
  /** What the round paid ("0" while playing or lost). */
  win: winUsdtText,
  /**
   * open: the stake is being taken; playing: a hi-lo chain waiting for a guess or a cash-out; drawn: the outcome is
   * known and the win is being paid; settled: done; refunded/refused: no game (stake returned or never taken).
   */
  status: z.enum(['open', 'playing', 'drawn', 'settled', 'refunding', 'refunded', 'refused']),
  /** The round's multiplier: dice's on a win (else 0), hi-lo's after its correct guesses; 4 decimals. */
  multiplier: z.string(),
  dice: z.nullable(z.object({ chance_bp: z.number(), side: diceSideField, won: z.nullable(z.boolean()) })),
  hilo: z.nullable(
    z.object({
      guesses: z.array(hiloGuessField),
      lost: z.boolean(),
      /** While playing: what each guess from the current card would make the multiplier (null: not allowed). */
      next: z.nullable(
        z.object({ higher: z.nullable(z.string()), lower: z.nullable(z.string()), equal: z.nullable(z.string()) }),
      ),
    }),
  ),
  draws: z.array(winDraw),
  at: z.number(),
});
export type WinRoundView = z.infer<typeof winRoundView>;
