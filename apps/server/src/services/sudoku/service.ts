import { randomInt } from 'node:crypto';
import type { SudokuPlay } from '@arcadia/contract/calls/sudoku/common';
import {
  generatePuzzle,
  parseGrid,
  SUDOKU_DIFFICULTIES,
  type SudokuDifficulty,
  solves,
} from '@arcadia/contract/games/sudoku';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { GuessGuard } from '../../lib/guess-guard.ts';
import { maskName } from '../../lib/mask-name.ts';
import { battleOnSudoku } from '../battle/hooks.ts';
import {
  fastest,
  finishPlay,
  insertPuzzles,
  insertStart,
  type PlayRow,
  type PuzzleRow,
  playOf,
  playsOf,
  puzzleById,
  puzzleStats,
  puzzlesOfDay,
  rankOf,
  solvedDays,
} from './repo.ts';

/**
 * Daily sudoku (issue 21, docs/sudoku.md): one puzzle per UTC day and difficulty, each with exactly one solution
 * (games/sudoku.ts), made by the day's first caller. The server keeps the clock (first start to accepted solution),
 * refuses impossible times, and pays KC once for a puzzle solved on its own day.
 */

const SUDOKU_COIN = 'KC' as const;
const RANKING_SIZE = 50;
const STREAK_WINDOW_DAYS = 400;
const DAY_MS = 86_400_000;

export interface SudokuDeps {
  db: Db;
  rewards: Record<SudokuDifficulty, bigint>;
  minSecondsPerCell: number;
  now?: () => Date;
}

/** KC per difficulty from SUDOKU_REWARDS_KC (four whole amounts, easy to expert). */
export function sudokuRewardsFrom(settings: Pick<Settings, 'SUDOKU_REWARDS_KC'>): Record<SudokuDifficulty, bigint> {
  const unit = 10n ** BigInt(coinOf(SUDOKU_COIN).decimals);
  const whole = settings.SUDOKU_REWARDS_KC.split(',').map((x) => BigInt(x.trim()) * unit);
  return Object.fromEntries(SUDOKU_DIFFICULTIES.map((d, i) => [d, whole[i] ?? 0n])) as Record<SudokuDifficulty, bigint>;
}

const kc = (minor: bigint) => fromMinor(minor, coinOf(SUDOKU_COIN).decimals);
const unix = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const nowOf = (deps: SudokuDeps) => deps.now?.() ?? new Date();
const emptyCells = (puzzle: PuzzleRow) => [...puzzle.givens].filter((c) => c === '0').length;
const byDifficulty = (a: PuzzleRow, b: PuzzleRow) =>
  SUDOKU_DIFFICULTIES.indexOf(a.difficulty as SudokuDifficulty) -
  SUDOKU_DIFFICULTIES.indexOf(b.difficulty as SudokuDifficulty);

/** Today's puzzles, made now if this is the day's first call (a racing caller's puzzles win, as the index says). */
async function todaysPuzzles(deps: SudokuDeps, day: string): Promise<PuzzleRow[]> {
  const found = await puzzlesOfDay(deps.db, day);
  if (found.length >= SUDOKU_DIFFICULTIES.length) return found.sort(byDifficulty);
  const have = new Set(found.map((p) => p.difficulty));
  const missing = SUDOKU_DIFFICULTIES.filter((d) => !have.has(d));
  await insertPuzzles(
    deps.db,
    missing.map((difficulty) => {
      const seed = randomInt(2 ** 31);
      const { givens, solution } = generatePuzzle(difficulty, seed);
      return { day, difficulty, givens: givens.join(''), solution: solution.join(''), seed };
    }),
  );
  return (await puzzlesOfDay(deps.db, day)).sort(byDifficulty);
}

async function playView(deps: SudokuDeps, play: PlayRow | undefined): Promise<SudokuPlay> {
  return {
    started_at: unix(play?.startedAt ?? null),
    finished_at: unix(play?.finishedAt ?? null),
    seconds: play?.seconds ?? null,
    rank: play ? await rankOf(deps.db, play) : null,
    paid: kc(play?.paidMinor ?? 0n),
  };
}

/** Consecutive days, ending today or yesterday, with a daily puzzle solved on its day. */
async function streakOf(deps: SudokuDeps, userId: number, today: string): Promise<number> {
  const from = utcDay(new Date(Date.parse(today) - STREAK_WINDOW_DAYS * DAY_MS));
  const days = new Set(await solvedDays(deps.db, userId, from));
  let cursor = Date.parse(today);
  if (!days.has(today)) cursor -= DAY_MS;
  let streak = 0;
  while (days.has(utcDay(new Date(cursor)))) {
    streak++;
    cursor -= DAY_MS;
  }
  return streak;
}

export async function daily(deps: SudokuDeps, userId: number | undefined, date?: string) {
  const today = utcDay(nowOf(deps));
  if (date !== undefined && (Number.isNaN(Date.parse(date)) || utcDay(new Date(Date.parse(date))) !== date))
    throw fieldError({ date: ['Must be a real date'] });
  if (date !== undefined && date > today) throw fieldError({ date: ['Must not be in the future'] });
  const day = date ?? today;
  const puzzles =
    day === today ? await todaysPuzzles(deps, day) : (await puzzlesOfDay(deps.db, day)).sort(byDifficulty);
  const ids = puzzles.map((p) => p.id);
  const stats = await puzzleStats(deps.db, ids);
  const mine = userId ? new Map((await playsOf(deps.db, ids, userId)).map((p) => [p.puzzleId, p])) : new Map();
  return {
    date: day,
    today: day === today,
    streak: userId ? await streakOf(deps, userId, today) : 0,
    puzzles: await Promise.all(
      puzzles.map(async (p) => ({
        id: p.id,
        difficulty: p.difficulty as SudokuDifficulty,
        givens: p.givens,
        reward: kc(deps.rewards[p.difficulty as SudokuDifficulty] ?? 0n),
        solvers: stats.get(p.id)?.solvers ?? 0,
        best_seconds: stats.get(p.id)?.best ?? null,
        mine: await playView(deps, mine.get(p.id)),
      })),
    ),
  };
}

async function puzzleOrNotFound(deps: SudokuDeps, id: number): Promise<PuzzleRow> {
  const puzzle = await puzzleById(deps.db, id);
  if (!puzzle) throw new AppError('NOT_FOUND');
  return puzzle;
}

export async function start(deps: SudokuDeps, userId: number, puzzleId: number): Promise<SudokuPlay> {
  await puzzleOrNotFound(deps, puzzleId);
  await insertStart(deps.db, puzzleId, userId, nowOf(deps));
  return playView(deps, await playOf(deps.db, puzzleId, userId));
}

/**
 * Checks a solved grid and records it once. The grid must keep the givens, be full and break no rule (with one
 * solution, that is the stored solution, which is compared too). A time under the floor is refused without
 * recording, so an honest retry can still count. The reward moves in the same transaction as the solved mark.
 */
export async function submit(deps: SudokuDeps, userId: number, puzzleId: number, grid: string, guard: GuessGuard) {
  const puzzle = await puzzleOrNotFound(deps, puzzleId);
  const before = await playOf(deps.db, puzzleId, userId);
  if (before?.finishedAt) return { ...(await playView(deps, before)), already: true };
  await guard.check();
  if (!solves(parseGrid(puzzle.givens), parseGrid(grid)) || grid !== puzzle.solution) {
    await guard.miss();
    throw fieldError({ grid: ['This grid is not solved yet'] });
  }
  const now = nowOf(deps);
  if (!before) await insertStart(deps.db, puzzleId, userId, now);
  const startedAt = before?.startedAt ?? now;
  const seconds = Math.floor((now.getTime() - startedAt.getTime()) / 1000);
  if (seconds < emptyCells(puzzle) * deps.minSecondsPerCell) throw new AppError('SUDOKU_TOO_FAST');

  const onItsDay = puzzle.day === utcDay(now);
  const reward = onItsDay ? (deps.rewards[puzzle.difficulty as SudokuDifficulty] ?? 0n) : 0n;
  const legs =
    reward > 0n
      ? await resolveLegs(deps.db, [
          {
            debit: { system: 'issuance' },
            credit: { userId },
            coin: SUDOKU_COIN,
            amount: reward,
            kind: 'sudoku_daily',
          },
        ])
      : [];
  const key = `sudoku:${puzzleId}:${userId}`;
  const finished = await inTransaction(deps.db, async (tx) => {
    const row = await finishPlay(tx, puzzleId, userId, now, seconds, reward);
    if (row && legs.length > 0) await move(tx, legs, { reference: key, idempotencyKey: key });
    if (row && onItsDay) await battleOnSudoku(tx, { userId, puzzleId, difficulty: puzzle.difficulty, at: now });
    return row;
  });
  const play = finished ?? (await playOf(deps.db, puzzleId, userId));
  return { ...(await playView(deps, play)), already: !finished };
}

export async function ranking(deps: SudokuDeps, userId: number | undefined, puzzleId: number) {
  const puzzle = await puzzleOrNotFound(deps, puzzleId);
  const rows = await fastest(deps.db, puzzleId, RANKING_SIZE);
  const stats = await puzzleStats(deps.db, [puzzleId]);
  const own = userId ? await playOf(deps.db, puzzleId, userId) : undefined;
  const ownRank = own ? await rankOf(deps.db, own) : null;
  return {
    puzzle_id: puzzle.id,
    date: puzzle.day,
    difficulty: puzzle.difficulty as SudokuDifficulty,
    solvers: stats.get(puzzleId)?.solvers ?? 0,
    list: rows.map((r, i) => ({
      rank: i + 1,
      name: maskName(r.name),
      seconds: r.seconds ?? 0,
      me: r.userId === userId,
    })),
    mine: own && ownRank !== null && own.seconds !== null ? { rank: ownRank, seconds: own.seconds } : null,
  };
}
