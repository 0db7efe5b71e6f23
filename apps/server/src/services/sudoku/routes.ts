import { sudoku } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { type GuessLimits, guessGuard } from '../../lib/guess-guard.ts';
import { registerCall } from '../../lib/register-call.ts';
import { daily, ranking, type SudokuDeps, start, submit, sudokuRewardsFrom } from './service.ts';

/** Wrong sudoku grids a player (or an IP) may send: 30 (120) an hour. */
const WRONG_GRIDS: GuessLimits = {
  perUser: { max: 30, windowSeconds: 3600 },
  perIp: { max: 120, windowSeconds: 3600 },
};

/** The daily sudoku (docs/sudoku.md) under /svc/sudoku/. */
export async function sudokuRoutes(app: FastifyInstance) {
  const settings = app.config.settings;
  const deps: SudokuDeps = {
    db: app.db,
    rewards: sudokuRewardsFrom(settings),
    minSecondsPerCell: settings.SUDOKU_MIN_SECONDS_PER_CELL,
  };
  registerCall(app, sudoku.sudokuDaily, async (input, req) => daily(deps, req.userId || undefined, input.date));
  registerCall(app, sudoku.sudokuStart, async (input, req) => start(deps, req.userId, input.puzzle_id));
  registerCall(app, sudoku.sudokuSubmit, async (input, req) =>
    submit(deps, req.userId, input.puzzle_id, input.grid, guessGuard(app, req, 'sudoku', req.userId, WRONG_GRIDS)),
  );
  registerCall(app, sudoku.sudokuRanking, async (input, req) =>
    ranking(deps, req.userId || undefined, input.puzzle_id),
  );
}
