import { describe, expect, it } from 'vitest';
import { call, expectLedgerOk, fund, minor, newPlayer } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { studioClient, uid } from './wallet-support.ts';

// An outside studio connected the way docs/fortune-games.md says: a shared secret and a launch URL.
process.env.GAMES_PG_SECRET = 'pg-test-secret-0123456789abcdef0123456789';
process.env.GAMES_PG_LAUNCH_URL = 'https://studio.example/launch?game={game}&token={token}&lang={lang}';

describe.each(DB_KINDS)('connecting an outside studio (%s)', (kind) => {
  const t = useTestApp(kind);

  it('lists its games, launches them with a token, and takes its signed wallet messages', async () => {
    const games = (await call(t, await newPlayer(t), '/all_games?provider=pg')).data.games;
    expect(games.map((g: { code: string }) => g.code)).toEqual(['pg-jade-dragon', 'pg-mahjong-path']);
    const p = await newPlayer(t);
    await fund(t, p.id, minor('10'));
    const conf = (await call(t, p, '/pg/get_init_conf?game=pg-mahjong-path', { language: 'vi-VN' })).data;
    expect(conf).toMatchObject({ enabled: true, reason: null, game: 'pg-mahjong-path' });
    const url = new URL(conf.launch.url);
    expect(url.origin).toBe('https://studio.example');
    expect(url.searchParams.get('lang')).toBe('vi-VN');
    const token = url.searchParams.get('token') as string;
    expect(token).toBe(conf.launch.token);

    const studio = studioClient(t, 'pg');
    expect(await studio.authenticate(token)).toMatchObject({ status: 'OK', balance: '10000000' });
    const round = uid('r');
    const bet = { token, transaction_id: uid('b'), round_id: round, game_code: 'pg-mahjong-path', amount: '2000000' };
    expect((await studio.bet(bet)).status).toBe('OK');
    // The in-house studio's secret does not sign for pg, and pg's token is not the in-house studio's.
    const wrong = studioClient(t, 'pg', { secret: t.app.gameProviders.inhouse.secret });
    expect((await wrong.balance(token)).status).toBe('INVALID_SIGNATURE');
    expect((await studioClient(t, 'inhouse').balance(token)).status).toBe('INVALID_TOKEN');
    const win = {
      token,
      transaction_id: uid('w'),
      round_id: round,
      game_code: 'pg-mahjong-path',
      amount: '500000',
      round_closed: true,
    };
    expect(await studio.win(win)).toMatchObject({ status: 'OK', balance: '8500000' });
    await expectLedgerOk(t);
  });
});
