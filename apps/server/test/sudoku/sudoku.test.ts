import { ErrorCode } from '@arcadia/contract';
import { countSolutions, parseGrid } from '@arcadia/contract/games/sudoku';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sudokuPuzzles } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { NO_GUARD } from '../../src/lib/guess-guard.ts';
import {
  daily,
  ranking,
  type SudokuDeps,
  start,
  submit,
  sudokuRewardsFrom,
  utcDay,
} from '../../src/services/sudoku/service.ts';
import { expectLedgerOk, newPlayer, type Player } from '../activity/support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { randomIp } from '../user/support.ts';

// The API tests solve at machine speed; the time floor is tested on the service with a clock of its own.
process.env.SUDOKU_MIN_SECONDS_PER_CELL = '0';

async function call(t: TestApp, method: 'GET' | 'POST', path: string, player?: Player, body: object = {}) {
  const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  const res = await t.app.inject({
    method,
    url: `/svc/sudoku${path}${query}`,
    headers: signedHeaders(player ? { userId: player.userId, secretKey: player.secretKey } : {}),
    remoteAddress: randomIp(),
    ...(method === 'POST' ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

const kc = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.userId }, 'KC');
const solutionOf = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(sudokuPuzzles).where(eq(sudokuPuzzles.id, id)))[0]?.solution as string;

describe.each(DB_KINDS)('daily sudoku (%s)', (kind) => {
  const t = useTestApp(kind);
  const deps = (now: Date, minSecondsPerCell = 1.5): SudokuDeps => ({
    db: t.database.db,
    rewards: sudokuRewardsFrom({ SUDOKU_REWARDS_KC: '5,10,20,40' }),
    minSecondsPerCell,
    now: () => now,
  });
  let today: { id: number; difficulty: string; givens: string }[] = [];

  beforeAll(async () => {
    const answer = await call(t, 'GET', '/sudoku/daily');
    today = answer.body.data.puzzles;
  });

  it("shows today's four puzzles to anyone, each with exactly one solution that never leaves the server", async () => {
    const answer = await call(t, 'GET', '/sudoku/daily');
    expect(answer.body.code).toBe(0);
    const { data } = answer.body;
    expect(data.today).toBe(true);
    expect(data.date).toBe(utcDay(new Date()));
    expect(data.puzzles.map((p: { difficulty: string }) => p.difficulty)).toEqual(['easy', 'medium', 'hard', 'expert']);
    expect(data.puzzles.map((p: { reward: string }) => p.reward)).toEqual(['5', '10', '20', '40']);
    expect(data.puzzles.map((p: { id: number }) => p.id)).toEqual(today.map((p) => p.id));
    for (const puzzle of data.puzzles) {
      expect(countSolutions(parseGrid(puzzle.givens), 2)).toBe(1);
      expect(answer.text).not.toContain(await solutionOf(t, puzzle.id));
    }
  });

  it("the day's first callers racing make one set of puzzles", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => daily(deps(tomorrow), undefined)));
    const ids = new Set(answers.flatMap((a) => a.puzzles.map((p) => p.id)));
    expect(ids.size).toBe(4);
    const rows = await t.database.db
      .select()
      .from(sudokuPuzzles)
      .where(eq(sudokuPuzzles.day, utcDay(tomorrow)));
    expect(rows).toHaveLength(4);
  });

  it('pays a puzzle solved on its day once, even when the solution is sent 50 times at once', async () => {
    const p = await newPlayer(t);
    const expert = today[3] as { id: number };
    const started = await call(t, 'POST', '/sudoku/start', p, { puzzle_id: expert.id });
    expect(started.body.code).toBe(0);
    expect(started.body.data.started_at).toBeGreaterThan(0);
    const again = await call(t, 'POST', '/sudoku/start', p, { puzzle_id: expert.id });
    expect(again.body.data.started_at).toBe(started.body.data.started_at);

    const before = await kc(t, p);
    const grid = await solutionOf(t, expert.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t, 'POST', '/sudoku/submit', p, { puzzle_id: expert.id, grid })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    expect(answers.filter((a) => a.body.data.already === false)).toHaveLength(1);
    expect(answers.every((a) => a.body.data.paid === '40' && a.body.data.rank >= 1)).toBe(true);
    expect((await kc(t, p)) - before).toBe(4_000n);

    const mine = (await call(t, 'GET', '/sudoku/daily', p)).body.data;
    expect(mine.puzzles[3].mine).toMatchObject({ paid: '40', rank: expect.any(Number) });
    expect(mine.puzzles[3].solvers).toBeGreaterThanOrEqual(1);
    expect(mine.streak).toBe(1);
    await expectLedgerOk(t);
  });

  it('a wrong grid is a field error and pays nothing; wrong grids are limited per player', async () => {
    const p = await newPlayer(t);
    const easy = today[0] as { id: number; givens: string };
    await call(t, 'POST', '/sudoku/start', p, { puzzle_id: easy.id });
    const solution = await solutionOf(t, easy.id);
    // Two non-given cells swapped: still full, but wrong.
    const cells = [...solution];
    const free = [...easy.givens].flatMap((c, i) => (c === '0' ? [i] : []));
    const [a, b] = free
      .filter((i) => cells[i] !== cells[free[0] as number])
      .slice(0, 1)
      .concat(free[0] as number);
    [cells[a as number], cells[b as number]] = [cells[b as number] as string, cells[a as number] as string];
    const wrong = await call(t, 'POST', '/sudoku/submit', p, { puzzle_id: easy.id, grid: cells.join('') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ErrorCode.VALIDATION);
    expect(wrong.body.data.grid).toEqual(['This grid is not solved yet']);
    const changedGiven = [...solution];
    const given = [...easy.givens].findIndex((c) => c !== '0');
    changedGiven[given] = String((Number(changedGiven[given]) % 9) + 1);
    expect(
      (await call(t, 'POST', '/sudoku/submit', p, { puzzle_id: easy.id, grid: changedGiven.join('') })).body.data.grid,
    ).toBeDefined();
    const before = await kc(t, p);
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await call(t, 'POST', '/sudoku/submit', p, { puzzle_id: easy.id, grid: easy.givens })).body.code;
    expect(last).toBe(ErrorCode.RATE_LIMITED);
    expect(await kc(t, p)).toBe(before);
    await expectLedgerOk(t);
  });

  it('bad input answers field errors; an unknown puzzle is not found; a visitor cannot play', async () => {
    const p = await newPlayer(t);
    const short = await call(t, 'POST', '/sudoku/submit', p, { puzzle_id: today[0]?.id, grid: '1'.repeat(80) });
    expect(short.body.data.grid).toBeDefined();
    expect((await call(t, 'POST', '/sudoku/start', p, { puzzle_id: 'abc' })).body.data.puzzle_id).toBeDefined();
    expect((await call(t, 'POST', '/sudoku/start', p, { puzzle_id: 999_999_999 })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, 'GET', '/sudoku/daily', p, { date: '2026-02-30' })).body.data.date).toBeDefined();
    expect((await call(t, 'GET', '/sudoku/daily', p, { date: '2999-01-01' })).body.data.date).toBeDefined();
    expect((await call(t, 'GET', '/sudoku/ranking', p, { puzzle_id: 999_999_999 })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(t, 'POST', '/sudoku/start', undefined, { puzzle_id: today[0]?.id })).body.code).toBe(
      ErrorCode.SESSION_INVALID,
    );
  });

  it('refuses a time no person could make, records nothing, and accepts an honest one', async () => {
    const p = await newPlayer(t);
    const t0 = new Date(Date.parse(`${utcDay(new Date(Date.now() + 2 * 86_400_000))}T08:00:00Z`));
    const { puzzles } = await daily(deps(t0), p.userId);
    const hard = puzzles[2] as { id: number; givens: string };
    const empty = [...hard.givens].filter((c) => c === '0').length;
    await start(deps(t0), p.userId, hard.id);
    const grid = await solutionOf(t, hard.id);
    const early = new Date(t0.getTime() + (empty * 1.5 - 1) * 1000);
    await expect(submit(deps(early), p.userId, hard.id, grid, NO_GUARD)).rejects.toMatchObject({
      code: ErrorCode.SUDOKU_TOO_FAST,
    });
    expect((await daily(deps(early), p.userId)).puzzles[2]?.mine.finished_at).toBeNull();
    const honest = new Date(t0.getTime() + empty * 1.5 * 1000 + 60_000);
    const done = await submit(deps(honest), p.userId, hard.id, grid, NO_GUARD);
    expect(done).toMatchObject({ paid: '20', already: false, seconds: Math.floor(empty * 1.5) + 60, rank: 1 });
    await expectLedgerOk(t);
  });

  it('a puzzle solved after its day counts in the ranking but pays nothing; names are masked', async () => {
    const day = new Date(Date.parse(`${utcDay(new Date(Date.now() + 3 * 86_400_000))}T23:00:00Z`));
    const [a, b] = [await newPlayer(t), await newPlayer(t)];
    const { puzzles } = await daily(deps(day, 0), a.userId);
    const medium = puzzles[1] as { id: number };
    const grid = await solutionOf(t, medium.id);
    await start(deps(day, 0), a.userId, medium.id);
    await start(deps(day, 0), b.userId, medium.id);
    const onTime = await submit(deps(new Date(day.getTime() + 600_000), 0), a.userId, medium.id, grid, NO_GUARD);
    const late = await submit(deps(new Date(day.getTime() + 7_200_000), 0), b.userId, medium.id, grid, NO_GUARD);
    expect(onTime).toMatchObject({ paid: '10', rank: 1 });
    expect(late).toMatchObject({ paid: '0', rank: 2 });
    const board = await ranking(deps(day), b.userId, medium.id);
    expect(board.list.map((r) => [r.rank, r.me])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(board.list[0]?.name).toMatch(/\*\*\*/);
    expect(board.mine).toEqual({ rank: 2, seconds: 7200 });
    await expectLedgerOk(t);
  });
});
