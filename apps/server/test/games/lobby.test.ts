import { ErrorCode } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { multiplierText, periodStart } from '../../src/services/fortune-games/lobby-service.ts';
import { call, expectLedgerOk, fund, minor, newKey, newPlayer } from '../fortune/growth-support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { studioClient, uid } from './wallet-support.ts';

const visitor = (t: TestApp, path: string) =>
  t.app.inject({ method: 'GET', url: `/svc/fortune/fortune${path}`, headers: signedHeaders({}) });

/** A closed round of `game` for the player straight through the wallet: stake, win. */
async function playRound(t: TestApp, token: string, stake: string, win: string) {
  const wallet = studioClient(t);
  const round = uid('r');
  await wallet.bet({
    token,
    transaction_id: uid('b'),
    round_id: round,
    game_code: 'retiger',
    amount: String(minor(stake)),
  });
  await wallet.win({
    token,
    transaction_id: uid('w'),
    round_id: round,
    game_code: 'retiger',
    amount: String(minor(win)),
    round_closed: true,
  });
}

describe('lobby arithmetic', () => {
  it('ranks periods from UTC midnight and Monday, and prints win multipliers rounded down', () => {
    const wed = new Date('2026-11-25T15:30:00Z');
    expect(periodStart('day', wed).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodStart('week', wed).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('week', new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(multiplierText(1_255_000n, 10_000n)).toBe('125.50');
    expect(multiplierText(2n, 3n)).toBe('0.66');
    expect(multiplierText(5n, 0n)).toBe('0.00');
  });
});

describe.each(DB_KINDS)('fortune game lobby (%s)', (kind) => {
  const t = useTestApp(kind);

  it('lists only built games of switched-on providers, to visitors too, by category and by search', async () => {
    const all = (await visitor(t, '/all_games')).json().data;
    expect(all.games.map((g: { code: string }) => g.code)).toEqual(['retiger', 'turbo', 'inbet']);
    expect(all.games[0]).toMatchObject({
      provider: 'inhouse',
      category: 'slots',
      rtp: '96.49',
      art: '/fortune/games/retiger.svg',
    });
    expect(all.categories).toEqual([
      { id: 'slots', games: 1 },
      { id: 'crash', games: 1 },
      { id: 'instant', games: 1 },
    ]);
    expect(all.recent).toEqual([]);
    expect((await visitor(t, '/all_games?q=TIGER')).json().data.games).toHaveLength(1);
    expect((await visitor(t, '/all_games?q=dragon')).json().data.games).toEqual([]);
    expect((await visitor(t, '/providers')).json().data.providers).toEqual([
      { id: 'inhouse', name: 'Fortune Originals', games: 3 },
    ]);
    const row = (await visitor(t, '/games_by_category?category=slots')).json().data;
    expect(row).toMatchObject({ category: 'slots', total: 1 });
    const more = (await visitor(t, '/more_games_by_category?category=slots&page=2&page_size=1')).json().data;
    expect(more).toEqual({ games: [], page: 2, has_more: false });
    const bad = (await visitor(t, '/games_by_category?category=poker')).json();
    expect(bad.code).toBe(ErrorCode.VALIDATION);
  });

  it('says why a game cannot be opened: a studio not connected, a game not built yet', async () => {
    const p = await newPlayer(t);
    const pg = (await call(t, p, '/pg/get_init_conf')).data;
    expect(pg).toMatchObject({ provider: 'pg', enabled: false, reason: 'provider_off', launch: null, balance: '0' });
    expect(pg.currency.code).toBe('VND');
    // inbet (BitGame) is built (issue 21): it launches to the main brand's /inbet (test/inbet covers its calls).
    const inbet = (await call(t, p, '/inbet/get_init_conf')).data;
    expect(inbet).toMatchObject({ enabled: true, reason: null, launch: { url: '/inbet' } });
    expect((await call(t, p, '/ppgame/get_init_conf?game=nope')).code).toBe(ErrorCode.VALIDATION);
    expect((await call(t, p, '/inbet/recent_started_games')).data.enabled).toBe(true);
    const started = await call(t, p, '/inbet/report_game_start', { body: { game_code: 'inbet' } });
    expect(started.data).toEqual({ recorded: true });
  });

  it('remembers what the player opened, lists their rounds with totals, and ranks the biggest wins', async () => {
    const [a, b, c] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    const tokens: string[] = [];
    for (const p of [a, b, c]) {
      await fund(t, p.id, minor('50'));
      tokens.push((await call(t, p, '/retiger/get_init_conf')).data.launch.token);
    }
    expect((await call(t, a, '/all_games')).data.recent.map((g: { code: string }) => g.code)).toEqual(['retiger']);
    await playRound(t, tokens[0] as string, '1', '3');
    await playRound(t, tokens[0] as string, '2', '0');
    await playRound(t, tokens[0] as string, '1', '40');
    await playRound(t, tokens[1] as string, '5', '20');
    await playRound(t, tokens[2] as string, '1', '0');

    const orders = (await call(t, a, '/my_orders?page=1&page_size=2')).data;
    expect(orders.orders.map((o: { stake: string; win: string }) => [o.stake, o.win])).toEqual([
      ['1', '40'],
      ['2', '0'],
    ]);
    expect(orders).toMatchObject({ has_more: true, totals: { stake: '4', win: '43' } });
    expect(orders.orders[0]).toMatchObject({ game_name: 'Tiger Reels', status: 'settled', spin_id: null });

    const ranking = (await call(t, b, '/bet_ranking_list?period=day')).data;
    const mine = ranking.rows.filter((r: { player: string }) => r.player === 'Vie***');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const top = ranking.rows.slice(0, 2).map((r: { win: string; multiplier: string }) => [r.win, r.multiplier]);
    expect(top).toEqual([
      ['40', '40.00'],
      ['20', '4.00'],
    ]);
    expect(ranking.mine).toMatchObject({ rank: 2, win: '20', stake: '5' });
    expect((await call(t, c, '/bet_ranking_list')).data.mine).toBeNull();
    expect((await visitor(t, '/bet_ranking_list?period=week')).json().data.mine).toBeNull();
    await expectLedgerOk(t);
  });

  it('refuses to open a game for a player who may not play, and bets nothing for a visitor', async () => {
    const p = await newPlayer(t);
    const excluded = await call(t, p, '/rg/exclude', { body: { kind: 'timeout', duration: '1d' }, key: newKey() });
    expect(excluded.code).toBe(0);
    const conf = await call(t, p, '/retiger/get_init_conf');
    expect(conf.code).toBe(ErrorCode.FORTUNE_EXCLUDED);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/svc/fortune/fortune/my_orders',
      headers: signedHeaders({}),
    });
    expect(anonymous.json().code).not.toBe(0);
  });
});
