import type { SudokuDifficulty } from '@arcadia/contract/games/sudoku';
import { SUDOKU_DIFFICULTIES } from '@arcadia/contract/games/sudoku';
import type { Exec } from '../../ledger/sql.ts';
import { honorOnPlay, honorOnSudoku } from '../honor/service.ts';
import { credit, playPoints } from './service.ts';
import { battleTerms } from './terms.ts';

/**
 * The one-line hooks other areas call inside their own transactions (docs/battle.md, "Where points come from"):
 * battle points and the honour rules of the event.
 */

/** A settled round (services/fortune/wagering.ts recordPlay): points from the stake, capped per day. */
export async function battleOnPlay(tx: Exec, play: { userId: number; stake: bigint; win: bigint; at: Date }) {
  const terms = battleTerms();
  await credit(tx, {
    userId: play.userId,
    source: 'play',
    points: playPoints(play.stake, terms),
    cap: terms.playDailyCap,
    at: play.at,
  });
  await honorOnPlay(tx, play);
}

/** A daily sudoku solved on its day (services/sudoku submit): its difficulty's points, once per puzzle. */
export async function battleOnSudoku(
  tx: Exec,
  solve: { userId: number; puzzleId: number; difficulty: string; at: Date },
) {
  const terms = battleTerms();
  const index = SUDOKU_DIFFICULTIES.indexOf(solve.difficulty as SudokuDifficulty);
  await credit(tx, {
    userId: solve.userId,
    source: 'sudoku',
    points: terms.sudokuPoints[index] ?? 0,
    ref: `sudoku:${solve.puzzleId}`,
    at: solve.at,
  });
  await honorOnSudoku(tx, solve.userId, solve.at);
}
