import { floats } from '../fairness.ts';

/**
 * The main brand's hi-lo (docs/win.md). A round is a chain of cards; each card is its own draw from the player's
 * seed pair (fairness.ts: float 0 at the draw's nonce; card = floor(float x 52), 0-51, drawn with replacement, so
 * every rank 1 (ace, low) to 13 (king) has probability 1/13 whatever came before). After each card the player
 * guesses that the next rank is `higher`, `lower` or `equal`; a guess that cannot win (higher than a king, lower
 * than an ace) is refused. A guess that wins with k of the 13 ranks multiplies the round by 13 / k, exactly the
 * inverse of its probability.
 *
 * The house edge is taken once per round, not per guess: a cash-out after n correct guesses pays
 * floor(bet x (1 - edge) x product(13 / k_i)). The product is a fair bet at every step (expected value 1 whatever
 * the player guesses), so for every way of playing and of choosing when to cash out the expected return is exactly
 * 1 - edge = 99 % (before the floor to minor units, which only lowers a payout by less than one unit). A wrong guess
 * ends the round paying 0. A guess whose win would take the multiplier past HILO_MAX_MULTIPLIER, or a chain longer
 * than HILO_MAX_GUESSES, is refused: the player cashes out instead (a stopping rule, so the return stays 99 %).
 */

export const HILO_RANKS = 13;
export const HILO_CARDS = 52;
export const HILO_EDGE_PERCENT = 1;
export const HILO_MAX_MULTIPLIER = 10_000n;
export const HILO_MAX_GUESSES = 30;
export const HILO_GUESSES = ['higher', 'lower', 'equal'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];

/** The card a float of the stream gives (pure: the browser's verifier pairs it with fairness.ts's `floats`). */
export const cardOfFloat = (float: number): number => Math.floor(float * HILO_CARDS);

/** The card of a seed pair and nonce: 0-51 (suit = card / 13, rank = card % 13 + 1). */
export function hiloCard(pair: { serverSeed: string; clientSeed: string; nonce: number }): number {
  return cardOfFloat(floats(pair.serverSeed, pair.clientSeed, pair.nonce, 1)[0] as number);
}

/** 1 (ace) to 13 (king). */
export const hiloRank = (card: number) => (card % HILO_RANKS) + 1;
/** 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export const hiloSuit = (card: number) => Math.floor(card / HILO_RANKS);

/** How many of the 13 ranks win the guess from `rank`. */
export function winningRanks(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return HILO_RANKS - rank;
  if (guess === 'lower') return rank - 1;
  return 1;
}

export function guessWins(rank: number, next: number, guess: HiloGuess): boolean {
  if (guess === 'higher') return next > rank;
  if (guess === 'lower') return next < rank;
  return next === rank;
}

/** One correct guess of the chain: the rank it was made from and the guess. */
export interface HiloStep {
  rank: number;
  guess: HiloGuess;
}

/** The round's multiplier after these correct guesses, as an exact fraction: 0.99 x product(13 / k). */
export function hiloMultiplier(steps: readonly HiloStep[]): { num: bigint; den: bigint } {
  let num = BigInt(100 - HILO_EDGE_PERCENT);
  let den = 100n;
  for (const step of steps) {
    num *= BigInt(HILO_RANKS);
    den *= BigInt(winningRanks(step.rank, step.guess));
  }
  return { num, den };
}

/** What a guess from `rank` would pay per unit of stake if it wins, for the buttons: 13 / k. */
export function guessFactor(rank: number, guess: HiloGuess): { num: bigint; den: bigint } | null {
  const k = winningRanks(rank, guess);
  return k > 0 ? { num: BigInt(HILO_RANKS), den: BigInt(k) } : null;
}

/** Why a guess may not be made after `steps` from `rank` (null: it may). */
export function guessRefusal(steps: readonly HiloStep[], rank: number, guess: HiloGuess): 'impossible' | 'cap' | null {
  if (winningRanks(rank, guess) <= 0) return 'impossible';
  if (steps.length >= HILO_MAX_GUESSES) return 'cap';
  const after = hiloMultiplier([...steps, { rank, guess }]);
  if (after.num > HILO_MAX_MULTIPLIER * after.den) return 'cap';
  return null;
}

/** A cash-out's payout, minor units. */
export function hiloPayout(bet: bigint, steps: readonly HiloStep[]): bigint {
  const { num, den } = hiloMultiplier(steps);
  return (bet * num) / den;
}

/** The chain a round's cards and guesses make: the correct steps, and whether the last guess lost. */
export function replayHilo(
  cards: readonly number[],
  guesses: readonly HiloGuess[],
): { steps: HiloStep[]; lost: boolean; rank: number } {
  const steps: HiloStep[] = [];
  let rank = hiloRank(cards[0] as number);
  for (let i = 0; i < guesses.length; i++) {
    const guess = guesses[i] as HiloGuess;
    const next = hiloRank(cards[i + 1] as number);
    if (!guessWins(rank, next, guess)) return { steps, lost: true, rank: next };
    steps.push({ rank, guess });
    rank = next;
  }
  return { steps, lost: false, rank };
}

/** A strategy for the exact-return check: from the steps so far and the current rank, a guess, or null to cash out. */
export type HiloStrategy = (steps: readonly HiloStep[], rank: number) => HiloGuess | null;

/**
 * The exact expected return (fraction of the stake, before the floor) of a strategy, over every rank sequence: the
 * first card is uniform over 13 ranks, each later one too. It is 99/100 for every strategy that stops (the test and
 * bench/win-edge.ts check many).
 */
export function hiloExactRtp(strategy: HiloStrategy): { num: bigint; den: bigint } {
  // Expected payout per unit stake from a state, as a fraction with a common power-of-13 denominator.
  const go = (steps: HiloStep[], rank: number): { num: bigint; den: bigint } => {
    const guess = strategy(steps, rank);
    if (guess === null || guessRefusal(steps, rank, guess) !== null) {
      // A cash-out with no guess (only recovery does that, for an abandoned round) pays 0.99 of the stake.
      return hiloMultiplier(steps);
    }
    let num = 0n;
    let den = 1n;
    for (let next = 1; next <= HILO_RANKS; next++) {
      if (!guessWins(rank, next, guess)) continue;
      const sub = go([...steps, { rank, guess }], next);
      // num/den + sub.num / (sub.den * 13)
      const d = sub.den * BigInt(HILO_RANKS);
      num = num * d + sub.num * den;
      den *= d;
      const g = gcd(num, den);
      num /= g;
      den /= g;
    }
    return { num, den };
  };
  let num = 0n;
  let den = 1n;
  for (let first = 1; first <= HILO_RANKS; first++) {
    const sub = go([], first);
    const d = sub.den * BigInt(HILO_RANKS);
    num = num * d + sub.num * den;
    den *= d;
    const g = gcd(num, den);
    num /= g;
    den /= g;
  }
  return { num, den };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}
