import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { forgetGameRules } from '../../src/services/fortune-games/game-settings.ts';
import * as fortune from '../fortune/growth-support.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import * as win from '../win/support.ts';
import { studioClient, uid } from './wallet-support.ts';

/**
 * The console's game settings (docs/ops.md "Game settings"), on both databases: games and admin switch providers and
 * games and set bet limits (bad input: field errors, nothing written; each change audited with before and after);
 * the server enforces them where bets are placed and games launched, and the lobby and win config show them; an
 * open round still settles after its game is switched off.
 */

const visitor = async (t: TestApp, path: string) =>
  (await t.app.inject({ method: 'GET', url: `/svc/fortune/fortune${path}`, headers: signedHeaders({}) })).json().data;

const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');

const savedGames = async (t: TestApp) =>
  rows<{ game_code: string }>(t.database.db, sql`select game_code from game_settings order by game_code`);

async function setGame(t: TestApp, token: string, game: string, enabled: boolean, min: string, max: string) {
  return opsCall(t.app, '/games/settings/game', { game, enabled, min_bet: min, max_bet: max }, token);
}

beforeAll(() => {
  process.env.WIN_MIN_BET_SPACING_MS = '0';
});

describe.each(DB_KINDS)('game settings console (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    // Each test leaves the defaults behind it.
    await t.database.db.execute(sql`delete from game_settings`);
    await t.database.db.execute(sql`delete from game_provider_settings`);
    forgetGameRules(t.database.db);
    await win.expectLedgerOk(t);
  });

  it('games and admin read providers and games; a provider without a secret cannot be switched on', async () => {
    for (const role of ['viewer', 'support', 'finance', 'content'] as const) {
      const other = await signedInOperator(t, role);
      const no = await opsCall(t.app, '/games/settings', {}, other.token);
      expect(no.body.code, role).toBe(ErrorCode.FORBIDDEN);
      expect(no.body.data.permission).toBe('games.settings');
      const set = await setGame(t, other.token, 'dice', false, '1', '2');
      expect(set.body.code, role).toBe(ErrorCode.FORBIDDEN);
    }
    expect(await savedGames(t)).toEqual([]);

    for (const role of ['games', 'admin'] as const) {
      const op = await signedInOperator(t, role);
      const read = await opsCall(t.app, '/games/settings', {}, op.token);
      expect(read.body.code, role).toBe(0);
      expect(read.body.data.ceiling).toBe('1000');
      expect(read.body.data.providers.map((p: { id: string }) => p.id)).toEqual([
        'inhouse',
        'pg',
        'ppgame',
        'imperium',
        'bridge',
      ]);
      expect(read.body.data.providers[0]).toMatchObject({
        configured: true,
        enabled: true,
        on: true,
        off_reason: null,
      });
      expect(read.body.data.providers[1]).toMatchObject({
        id: 'pg',
        configured: false,
        on: false,
        off_reason: 'not_configured',
      });
      const games = read.body.data.games as { code: string }[];
      expect(games.find((g) => g.code === 'dice')).toMatchObject({
        brand: 'main',
        provider: 'inhouse',
        on: true,
        min_bet: '0.01',
        max_bet: '100',
        default_min_bet: '0.01',
      });
      expect(games.find((g) => g.code === 'pg-jade-dragon')).toMatchObject({
        brand: 'fortune',
        on: false,
        off_reason: 'provider_off',
      });
    }

    const games = await signedInOperator(t, 'games');
    const on = await opsCall(t.app, '/games/settings/provider', { provider: 'pg', enabled: true }, games.token);
    expect(on.status).toBe(400);
    expect(Object.keys(on.body.data)).toEqual(['enabled']);
    const same = await opsCall(t.app, '/games/settings/provider', { provider: 'inhouse', enabled: true }, games.token);
    expect(same.body.data.changed).toBe(false);
    const none = await rows(t.database.db, sql`select * from game_provider_settings`);
    expect(none).toEqual([]);
  });

  it('limits: bad input is a field error and writes nothing; a save is audited and enforced at the bet', async () => {
    const op = await signedInOperator(t, 'games');
    const cases: [string, string, string][] = [
      ['0', '5', 'min_bet'],
      ['6', '5', 'min_bet'],
      ['1', '1000.5', 'max_bet'],
      ['0.0000001', '5', 'min_bet'],
      ['abc', '5', 'min_bet'],
    ];
    for (const [min, max, field] of cases) {
      const bad = await setGame(t, op.token, 'dice', true, min, max);
      expect(bad.status, `${min}-${max}`).toBe(400);
      expect(Object.keys(bad.body.data), `${min}-${max}`).toContain(field);
    }
    const unknown = await setGame(t, op.token, 'nothing', true, '1', '2');
    expect(unknown.body.data).toEqual({ game: ['No such game'] });
    expect(await savedGames(t)).toEqual([]);
    expect(await lastAudit(t, 'games.settings.game')).toBeUndefined();

    const saved = await setGame(t, op.token, 'dice', true, '0.5', '2');
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.data.changed).toBe(true);
    const dice = saved.body.data.settings.games.find((g: { code: string }) => g.code === 'dice');
    expect(dice).toMatchObject({ min_bet: '0.5', max_bet: '2', on: true });
    expect(dice.updated_at).toBeGreaterThan(0);
    const audit = await lastAudit(t, 'games.settings.game');
    expect(audit).toMatchObject({
      operatorId: op.id,
      target: 'game:dice',
      before: { enabled: true, min_bet: '0.01', max_bet: '100' },
      after: { enabled: true, min_bet: '0.5', max_bet: '2' },
    });
    expect((await setGame(t, op.token, 'dice', true, '0.5', '2')).body.data.changed).toBe(false);

    const p = await win.newPlayer(t);
    await win.fund(t, p.id, '10');
    const conf = await win.call(t, p, '/config');
    expect(conf.data).toMatchObject({ min_bet: '0.5', max_bet: '2' });
    expect(conf.data.limits.hilo).toEqual({ on: true, min_bet: '0.01', max_bet: '100' });
    for (const amount of ['0.1', '3']) {
      const refused = await win.call(t, p, '/dice/roll', {
        body: { amount, chance_bp: 5000, side: 'under' },
        key: win.newKey(),
      });
      expect(refused.status, amount).toBe(400);
      expect(Object.keys(refused.data)).toEqual(['amount']);
    }
    expect(await cash(t, p.id)).toBe(win.minor('10'));
    const rolled = await win.call(t, p, '/dice/roll', {
      body: { amount: '1', chance_bp: 5000, side: 'under' },
      key: win.newKey(),
    });
    expect(rolled.code).toBe(0);

    // The Fortune lobby publishes the new limits; retiger's stake limits refuse line bets outside them.
    expect((await setGame(t, op.token, 'retiger', true, '0.5', '5')).body.code).toBe(0);
    const listed = (await visitor(t, '/all_games')).games.find((g: { code: string }) => g.code === 'retiger');
    expect(listed).toMatchObject({ min_bet: '0.5', max_bet: '5' });
    const f = await fortune.newPlayer(t);
    await fortune.fund(t, f.id, fortune.minor('20'));
    const retiger = (await fortune.call(t, f, '/retiger/get_init_conf')).data;
    expect(retiger.slot.line_bets).toEqual(['0.1', '0.2', '0.5', '1']);
    const spin = (line_bet: string) =>
      fortune.call(t, f, '/retiger/spin', { body: { token: retiger.launch.token, line_bet }, key: fortune.newKey() });
    const tooSmall = await spin('0.05');
    expect(tooSmall.status).toBe(400);
    expect(Object.keys(tooSmall.data)).toEqual(['line_bet']);
    expect(await cash(t, f.id)).toBe(fortune.minor('20'));
    expect((await spin('0.1')).code).toBe(0);
  });

  it('a game switched off refuses launches and new bets; its open round still settles; the provider switch too', async () => {
    const op = await signedInOperator(t, 'admin');
    const f = await fortune.newPlayer(t);
    await fortune.fund(t, f.id, fortune.minor('20'));
    const token = (await fortune.call(t, f, '/retiger/get_init_conf')).data.launch.token as string;
    const wallet = studioClient(t);
    const round = uid('r');
    const bet = (round_id: string) =>
      wallet.bet({ token, transaction_id: uid('b'), round_id, game_code: 'retiger', amount: '1000000' });
    expect((await bet(round)).status).toBe('OK');

    const off = await setGame(t, op.token, 'retiger', false, '0.05', '10');
    expect(off.body.data.settings.games.find((g: { code: string }) => g.code === 'retiger')).toMatchObject({
      on: false,
      off_reason: 'switched_off',
    });
    expect(await lastAudit(t, 'games.settings.game')).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    const conf = (await fortune.call(t, f, '/retiger/get_init_conf')).data;
    expect(conf).toMatchObject({ enabled: false, reason: 'game_off', launch: null });
    expect((await visitor(t, '/all_games')).games.map((g: { code: string }) => g.code)).toEqual(['turbo', 'inbet']);
    const spin = await fortune.call(t, f, '/retiger/spin', {
      body: { token, line_bet: '0.1' },
      key: fortune.newKey(),
    });
    expect(spin.code).toBe(ErrorCode.FORTUNE_GAME_OFF);
    // Straight at the wallet: a new bet is refused, the open round's win is paid and closes it.
    expect((await bet(uid('r'))).status).toBe('BET_NOT_ALLOWED');
    const paid = await wallet.win({
      token,
      transaction_id: uid('w'),
      round_id: round,
      game_code: 'retiger',
      amount: '2500000',
      round_closed: true,
    });
    expect(paid.status).toBe('OK');
    expect(await cash(t, f.id)).toBe(fortune.minor('21.5'));

    // The in-house provider switched off: its games leave the lobby and the main brand's games refuse new rounds.
    await setGame(t, op.token, 'retiger', true, '0.05', '10');
    const provider = await opsCall(
      t.app,
      '/games/settings/provider',
      { provider: 'inhouse', enabled: false },
      op.token,
    );
    expect(provider.body.data.changed).toBe(true);
    expect(provider.body.data.settings.providers[0]).toMatchObject({ on: false, off_reason: 'switched_off' });
    expect(await lastAudit(t, 'games.settings.provider')).toMatchObject({
      target: 'game_provider:inhouse',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect((await visitor(t, '/all_games')).games).toEqual([]);
    expect((await fortune.call(t, f, '/turbo/get_init_conf')).data).toMatchObject({ reason: 'provider_off' });
    const p = await win.newPlayer(t);
    await win.fund(t, p.id, '5');
    const hilo = await win.call(t, p, '/hilo/start', { body: { amount: '1' }, key: win.newKey() });
    expect(hilo.code).toBe(ErrorCode.FORTUNE_GAME_OFF);
    expect((await win.call(t, p, '/config')).data.limits.dice.on).toBe(false);
    expect(await cash(t, p.id)).toBe(win.minor('5'));
  });
});
