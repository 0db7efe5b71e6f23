import type { WinRoundView } from '@arcadia/contract/calls/win/common';
import { floats, hashServerSeed } from '@arcadia/contract/fairness';
import { dicePayout, diceWins, rollOfFloat } from '@arcadia/contract/games/dice';
import { cardOfFloat, hiloPayout, replayHilo } from '@arcadia/contract/games/hilo';
import { toMinor } from './cards.ts';

export type Verdict =
  | { ok: true }
  | { ok: false; reason: 'not_revealed' | 'hash_mismatch' | 'draw_mismatch' | 'win_mismatch' | 'unfinished' };

/**
 * Checks a round in the browser with the same contract math the server used: each draw's revealed server seed
 * hashes to its commitment and reproduces the drawn value, and the game's rules on those values give the win.
 */
export function verifyRound(round: WinRoundView): Verdict {
  if (round.status !== 'settled' && round.status !== 'drawn') return { ok: false, reason: 'unfinished' };
  for (const draw of round.draws) {
    const { proof } = draw;
    if (proof.server_seed === null) return { ok: false, reason: 'not_revealed' };
    if (hashServerSeed(proof.server_seed) !== proof.server_seed_hash.toLowerCase())
      return { ok: false, reason: 'hash_mismatch' };
    // The same float and formula as the server's diceRoll / hiloCard (contract games/dice.ts, games/hilo.ts).
    const float = floats(proof.server_seed, proof.client_seed, proof.nonce, 1)[0] as number;
    const value = round.game === 'dice' ? rollOfFloat(float) : cardOfFloat(float);
    if (value !== draw.value) return { ok: false, reason: 'draw_mismatch' };
  }
  const bet = toMinor(round.bet);
  let expected: bigint;
  if (round.game === 'dice' && round.dice) {
    const roll = round.draws[0]?.value ?? -1;
    expected = diceWins(roll, round.dice.chance_bp, round.dice.side) ? dicePayout(bet, round.dice.chance_bp) : 0n;
  } else {
    const replay = replayHilo(
      round.draws.map((d) => d.value),
      round.hilo?.guesses ?? [],
    );
    expected = replay.lost ? 0n : hiloPayout(bet, replay.steps);
  }
  return expected === toMinor(round.win) ? { ok: true } : { ok: false, reason: 'win_mismatch' };
}
