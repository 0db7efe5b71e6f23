import { ErrorCode } from '@arcadia/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, sudokuPuzzles } from '../../src/db/schema/index.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { battleOnPlay } from '../../src/services/battle/hooks.ts';
import { type BattleDeps, credit, seasonOf, settle } from '../../src/services/battle/service.ts';
import { parsePrizes, termsFrom } from '../../src/services/battle/terms.ts';
import { fund, newPlayer as newFortunePlayer } from '../fortune/growth-support.ts';
import { launch, studioClient, uid } from '../games/wallet-support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { call, expectLedgerClean, inTx, newPlayer, newPlayers, type Player, transfersWithKey } from './support.ts';

// The job would open and pay seasons on its own clock; these tests drive it with theirs.
process.env.BATTLE_JOB_MS = '0';
process.env.SUDOKU_MIN_SECONDS_PER_CELL = '0';

const TERMS = termsFrom({
  BATTLE_SEASON_DAYS: 7,
  BATTLE_POINTS_PER_USDT: 100,
  BATTLE_PLAY_DAILY_CAP: 20_000,
  BATTLE_SUDOKU_POINTS: '100,200,400,800',
  BATTLE_PRIZES_KC: '1:2000,2:1200,3:800,4-10:300,11-50:50',
  BATTLE_JOB_MS: 0,
});
const DAY = 86_400_000;
const kc = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'KC');

describe('battle terms', () => {
  it('reads the prize table as bands by place and drops overlapping bands', () => {
    expect(parsePrizes('1:2000, 2:1200,4-10:300,5-6:9')).toEqual([
      { from: 1, to: 1, amount: '2000' },
      { from: 2, to: 2, amount: '1200' },
      { from: 4, to: 10, amount: '300' },
    ]);
  });
});

describe.each(DB_KINDS)('battle seasons (%s)', (kind) => {
  const t = useTestApp(kind);
  const deps = (now: Date): BattleDeps => ({ db: t.database.db, terms: TERMS, now: () => now });

  it('a settled game round earns points from its stake (100 a USDT) in the current season', async () => {
    const p = await newFortunePlayer(t);
    await fund(t, p.id, 10_000_000n);
    const token = await launch(t, p.id);
    const wallet = studioClient(t);
    const round = uid('r');
    await wallet.bet({ token, transaction_id: uid('b'), round_id: round, game_code: 'retiger', amount: '2500000' });
    const won = await wallet.win({
      token,
      transaction_id: uid('w'),
      round_id: round,
      game_code: 'retiger',
      amount: '0',
      round_closed: true,
    });
    expect(won.status).toBe('OK');
    const me: Player = { id: p.id, key: p.key };
    const season = await call(t, 'battle', 'GET', '/battle/season', me);
    expect(season.body.code).toBe(0);
    expect(season.body.data.mine).toEqual({ points: 250, rank: expect.any(Number) });
    expect(season.body.data.season.state).toBe('running');
    expect(season.body.data.coin).toBe('KC');
    expect(season.body.data.prizes[0]).toEqual({ from: 1, to: 1, amount: '2000' });
    expect(season.body.data.pool).toBe(String(2000 + 1200 + 800 + 7 * 300 + 40 * 50));
    const record = await call(t, 'battle', 'GET', '/battle/record', me);
    expect(record.body.data.events).toEqual([
      { id: expect.any(Number), source: 'play', points: 250, at: expect.any(Number) },
    ]);
    expect(await expectLedgerClean(t)).toEqual([]);
  });

  it('a daily sudoku solved on its day earns its points once', async () => {
    const p = await newPlayer(t);
    const daily = await t.app.inject({
      method: 'GET',
      url: '/svc/sudoku/sudoku/daily',
      headers: signedHeaders({ userId: p.id, secretKey: p.key }),
    });
    const easy = daily.json().data.puzzles[0] as { id: number };
    const [row] = await t.database.db.select().from(sudokuPuzzles).where(eq(sudokuPuzzles.id, easy.id));
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/svc/sudoku/sudoku/submit',
        headers: signedHeaders({ userId: p.id, secretKey: p.key }),
        payload: { puzzle_id: easy.id, grid: row?.solution },
      });
    expect((await submit()).json().code).toBe(0);
    expect((await submit()).json().data.already).toBe(true);
    const season = await call(t, 'battle', 'GET', '/battle/season', p);
    expect(season.body.data.mine.points).toBe(100);
    expect(await expectLedgerClean(t)).toEqual([]);
  });

  it('points from rounds stop at the daily cap, also under 50 rounds at once', async () => {
    const p = await newPlayer(t);
    const at = new Date();
    // 50 rounds of 10 USDT at once: 50 x 1000 points wanted, 20000 allowed.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 10_000_000n, win: 0n, at })),
      ),
    );
    const season = await call(t, 'battle', 'GET', '/battle/season', p);
    expect(season.body.data.mine.points).toBe(20_000);
    const [daily] = await rows<{ points: string | number }>(
      t.database.db,
      sql`select points from battle_daily where user_id = ${p.id} and source = 'play'`,
    );
    expect(Number(daily?.points)).toBe(20_000);
    // A stake under 0.01 USDT earns nothing; another day has a cap of its own (a day's rounds of the season).
    await inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 9_999n, win: 0n, at }));
    expect((await call(t, 'battle', 'GET', '/battle/season', p)).body.data.mine.points).toBe(20_000);
  });

  it('ranks by points, a tie going to who reached it first, in pages with the caller always placed', async () => {
    const market = 'th';
    const players = await newPlayers(t, 25, market);
    const base = Date.now() - 60_000;
    await inTx(t, async (tx) => {
      for (const [i, p] of players.entries())
        await credit(tx, { userId: p.id, source: 'ops', points: 1000 - i * 10, at: new Date(base + i) }, TERMS);
    });
    const [a, b] = await newPlayers(t, 2, market);
    // b reaches 5000 first, a later: b ranks above a.
    await inTx(t, (tx) =>
      credit(tx, { userId: (b as Player).id, source: 'ops', points: 5000, at: new Date(base + 100) }, TERMS),
    );
    await inTx(t, (tx) =>
      credit(tx, { userId: (a as Player).id, source: 'ops', points: 5000, at: new Date(base + 200) }, TERMS),
    );
    const first = await call(t, 'battle', 'GET', '/battle/ranking', a as Player, { page: '1' });
    expect(first.body.code).toBe(0);
    expect(first.body.data.market).toBe(market);
    expect(first.body.data.players).toBe(27);
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.has_more).toBe(true);
    expect(first.body.data.list[0]).toMatchObject({ rank: 1, points: 5000, me: false });
    expect(first.body.data.list[1]).toMatchObject({ rank: 2, points: 5000, me: true });
    expect(first.body.data.list[0].name).toMatch(/^Ba\*\*\*\d\d$/);
    expect(first.body.data.mine).toEqual({ points: 5000, rank: 2 });
    const second = await call(t, 'battle', 'GET', '/battle/ranking', players[24], { page: '2' });
    expect(second.body.data.list.map((r: { rank: number }) => r.rank)).toEqual([21, 22, 23, 24, 25, 26, 27]);
    expect(second.body.data.has_more).toBe(false);
    expect(second.body.data.mine).toEqual({ points: 760, rank: 27 });
    expect(second.body.data.list[6].me).toBe(true);
    // Another market's ranking does not hold these players.
    const other = await newPlayer(t, 'id');
    const theirs = await call(t, 'battle', 'GET', '/battle/ranking', other);
    expect(theirs.body.data.list.some((r: { points: number }) => r.points === 5000)).toBe(false);
  });

  it('a season ended on a test clock pays its prizes once, even when 50 settlements run at once', async () => {
    const start = new Date(Date.now() + 400 * DAY);
    const season = await seasonOf(t.database.db, TERMS, start);
    const players = await newPlayers(t, 12, 'ph');
    await inTx(t, async (tx) => {
      for (const [i, p] of players.entries())
        await credit(
          tx,
          { userId: p.id, source: 'ops', points: 100 * (20 - i), at: new Date(start.getTime() + i) },
          TERMS,
        );
    });
    const before = await Promise.all(players.map((p) => kc(t, p.id)));
    // Still running on its own clock: nothing to pay.
    expect(await settle(deps(new Date(start.getTime() + 1000)), season.id)).toBeUndefined();
    const after = new Date(season.endsAt.getTime() + 1000);
    const runs = await Promise.all(Array.from({ length: 50 }, () => settle(deps(after), season.id)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    const paidSeason = runs.find(Boolean);
    // 12 players: places 1..10 paid 2000, 1200, 800 and 7 x 300; 11 and 12 paid 50 each.
    expect(paidSeason?.paidTotal).toBe((2000n + 1200n + 800n + 7n * 300n + 2n * 50n) * 100n);
    expect(paidSeason?.paidCount).toBe(12);
    const gained = await Promise.all(players.map(async (p, i) => (await kc(t, p.id)) - (before[i] as bigint)));
    expect(gained.slice(0, 4)).toEqual([200_000n, 120_000n, 80_000n, 30_000n]);
    expect(gained[11]).toBe(5_000n);
    const keys = await transfersWithKey(t, `battle:${season.id}:`);
    expect(keys).toHaveLength(12);
    expect(new Set(keys.map((k) => k.idempotency_key)).size).toBe(12);
    // The ledger refuses a second payment with the same key.
    await expect(
      transfer(
        t.database.db,
        [
          {
            debit: { system: 'issuance' },
            credit: { userId: (players[0] as Player).id },
            coin: 'KC',
            amount: 1n,
            kind: 'battle_prize',
          },
        ],
        { reference: 'x', idempotencyKey: `battle:${season.id}:${(players[0] as Player).id}` },
      ),
    ).resolves.toEqual([expect.any(Number)]);
    expect(await kc(t, (players[0] as Player).id)).toBe((before[0] as bigint) + 200_000n);
    // Late settlements find it paid; the records show the place and prize; the champion holds the badges.
    expect(await settle(deps(new Date(after.getTime() + DAY)), season.id)).toBeUndefined();
    const rec = await call(t, 'battle', 'GET', '/battle/record', players[0]);
    expect(rec.body.data.seasons[0]).toMatchObject({
      season_id: season.id,
      rank: 1,
      prize: '2000',
      state: 'paid',
      points: 2000,
    });
    const badges = await call(t, 'honor', 'GET', '/honor/badges', players[0], { user: 'me' });
    const owned = badges.body.data.badges
      .filter((b: { owned: boolean }) => b.owned)
      .map((b: { code: string }) => b.code);
    expect(owned).toEqual(expect.arrayContaining(['season_champion', 'battle_top10']));
    expect(await expectLedgerClean(t)).toEqual([]);
  });

  it('answers bad input with field errors and needs a session for records', async () => {
    const p = await newPlayer(t);
    const bad = await call(t, 'battle', 'GET', '/battle/ranking', p, { page: '0' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.data.page).toBeDefined();
    const badSeason = await call(t, 'battle', 'GET', '/battle/ranking', p, { season_id: 'x' });
    expect(badSeason.body.data.season_id).toBeDefined();
    const unknown = await call(t, 'battle', 'GET', '/battle/ranking', p, { season_id: '999999' });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const visitor = await call(t, 'battle', 'GET', '/battle/record');
    expect(visitor.body.code).toBe(ErrorCode.SESSION_INVALID);
    const anonymous = await call(t, 'battle', 'GET', '/battle/season');
    expect(anonymous.body.code).toBe(0);
    expect(anonymous.body.data.mine).toBeNull();
  });

  it('the console: seasons need games.seasons; schedule checks times; end now pays once and is audited', async () => {
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, '/battle/seasons', {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const games = await signedInOperator(t, 'games');
    const list = await opsCall(t.app, '/battle/seasons', {}, games.token);
    expect(list.body.code).toBe(0);
    expect(list.body.data.list.length).toBeGreaterThan(0);
    const past = await opsCall(t.app, '/battle/seasons/schedule', { starts_at: 1000, ends_at: 5000 }, games.token);
    expect(past.body.data.starts_at).toBeDefined();
    const far = Math.floor(Date.now() / 1000) + 800 * 86_400;
    const short = await opsCall(t.app, '/battle/seasons/schedule', { starts_at: far, ends_at: far + 60 }, games.token);
    expect(short.body.data.ends_at).toBeDefined();
    const made = await opsCall(
      t.app,
      '/battle/seasons/schedule',
      { starts_at: far, ends_at: far + 86_400 },
      games.token,
    );
    expect(made.body.code).toBe(0);
    expect(made.body.data.season.state).toBe('scheduled');
    const overlap = await opsCall(
      t.app,
      '/battle/seasons/schedule',
      { starts_at: far + 3600, ends_at: far + 2 * 86_400 },
      games.token,
    );
    expect(overlap.body.data.starts_at).toEqual(['Overlaps another season']);
    // End the current season now: the leader is paid once, a second end is a conflict.
    const leader = await newPlayer(t, 'my');
    await inTx(t, (tx) => credit(tx, { userId: leader.id, source: 'ops', points: 42, at: new Date() }, TERMS));
    const current = (await call(t, 'battle', 'GET', '/battle/season', leader)).body.data.season;
    const before = await kc(t, leader.id);
    const ended = await opsCall(t.app, '/battle/seasons/end', { season_id: current.id }, games.token);
    expect(ended.body.code).toBe(0);
    expect(ended.body.data.season.state).toBe('paid');
    expect((await kc(t, leader.id)) - before).toBe(200_000n);
    const again = await opsCall(t.app, '/battle/seasons/end', { season_id: current.id }, games.token);
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'battle.end'));
    expect(audit.map((a) => a.target)).toContain(`battle_season:${current.id}`);
    // The next read opens a new season from now.
    const next = (await call(t, 'battle', 'GET', '/battle/season', leader)).body.data;
    expect(next.season.id).not.toBe(current.id);
    expect(next.mine).toEqual({ points: 0, rank: null });
    expect(await expectLedgerClean(t)).toEqual([]);
  });
});
