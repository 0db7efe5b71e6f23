import { ErrorCode } from '@arcadia/contract';
import { crashPointHundredths, msUntil, multiplierText, verifyChain } from '@arcadia/contract/games/turbo';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { turboBets, turboGames } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { placeBet, recoverBets, tick } from '../../src/services/studio/turbo-service.ts';
import { call, expectLedgerOk, fund, minor, newKey, newPlayer, type Player } from '../fortune/growth-support.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';

// The tests move the engine themselves, on a short chain.
process.env.TURBO_TICK_MS = '0';
process.env.TURBO_BETTING_MS = '5000';
process.env.TURBO_PAUSE_MS = '2000';
process.env.TURBO_CHAIN_LENGTH = '400';

const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');

/**
 * The engine's clock, shared by a whole describe: it only moves forward, when told. It starts an hour ahead, so calls
 * made on the real clock always fall inside a game's betting time.
 */
function clock() {
  let now = Date.now() + 3600_000;
  return { at: () => new Date(now), move: (ms: number) => (now += ms) };
}

async function current(t: TestApp) {
  const [game] = await t.database.db
    .select()
    .from(turboGames)
    .orderBy(turboGames.game)
    .then((r) => r.slice(-1));
  return game as typeof turboGames.$inferSelect;
}

/** Plays games to their crash until one's crash point satisfies `wanted`, leaving it open for bets. */
async function gameWhere(t: TestApp, c: ReturnType<typeof clock>, wanted: (crash: number) => boolean) {
  for (let i = 0; i < 200; i++) {
    await tick(t.app.turbo, c.at());
    const g = await current(t);
    if (g.phase === 'betting' && wanted(g.crash)) return g;
    await finishGame(t, c);
  }
  throw new Error('no such game');
}

/** Runs the current game to its crash and through the pause. */
async function finishGame(t: TestApp, c: ReturnType<typeof clock>) {
  const g = await current(t);
  if (g.phase === 'betting') {
    c.move(g.bettingEndsAt.getTime() - c.at().getTime());
    await tick(t.app.turbo, c.at());
  }
  const running = await current(t);
  c.move((running.startedAt as Date).getTime() + msUntil(running.crash) - c.at().getTime());
  await tick(t.app.turbo, c.at());
  c.move(2000);
}

async function player(t: TestApp, amount = '20') {
  const p = await newPlayer(t);
  await fund(t, p.id, minor(amount));
  const conf = await call(t, p, '/turbo/get_init_conf');
  expect(conf.data).toMatchObject({ enabled: true, game: 'turbo' });
  return { ...p, token: conf.data.launch.token as string };
}

const bet = (t: TestApp, p: Player & { token: string }, amount: string, auto?: string, key = newKey()) =>
  call(t, p, '/turbo/bet', { body: { token: p.token, amount, ...(auto ? { auto_cashout: auto } : {}) }, key });

describe.each(DB_KINDS)('turbo, the crash game (%s)', (kind) => {
  const t = useTestApp(kind);
  const c = clock();
  afterEach(() => expectLedgerOk(t));

  it('reveals each game’s hash when it crashes, and the chain of every game leads to the commitment', async () => {
    for (let i = 0; i < 25; i++) {
      await tick(t.app.turbo, c.at());
      await finishGame(t, c);
    }
    const live = (await call(t, await newPlayer(t), '/turbo/state')).data.state;
    const history = (await call(t, await newPlayer(t), '/turbo/history')).data;
    expect(history.games.length).toBeGreaterThanOrEqual(25);
    expect(live.commitment).toBe(history.commitment);
    const newest = history.games[0];
    const verified = verifyChain(
      newest.hash,
      newest.game - history.chain_first_game + 1,
      history.commitment,
      history.salt,
    );
    const shown = new Map(history.games.map((g: { game: number; crash: string }) => [g.game, g.crash]));
    for (const v of verified) expect(multiplierText(v.crash)).toBe(shown.get(v.game + history.chain_first_game - 1));
    expect(crashPointHundredths(newest.hash, history.salt)).toBe(Math.round(Number(newest.crash) * 100));
  });

  it('pays an automatic and a manual cash-out before the crash, and takes the stake of a bet still riding', async () => {
    const game = await gameWhere(t, c, (crash) => crash >= 250 && crash < 900_000);
    const [a, b, d] = [await player(t), await player(t), await player(t)];
    expect((await bet(t, a, '2', '2')).code).toBe(0);
    expect((await bet(t, b, '4')).code).toBe(0);
    expect((await bet(t, d, '1', ((game.crash + 100) / 100).toFixed(2))).code).toBe(0);
    const watcher = (await call(t, await newPlayer(t), '/turbo/state')).data.state;
    expect(watcher).toMatchObject({ game: game.game, phase: 'betting', crash: null, hash: null });
    expect(watcher.bets.map((x: { amount: string }) => x.amount)).toEqual(['4', '2', '1']);

    c.move(game.bettingEndsAt.getTime() - c.at().getTime());
    await tick(t.app.turbo, c.at());
    const started = (await current(t)).startedAt as Date;
    // b cashes out at 1.50x on the server's clock.
    c.move(started.getTime() + msUntil(150) - c.at().getTime());
    const { cashOut } = await import('../../src/services/studio/turbo-service.ts');
    const out = await cashOut(t.app.turbo, b.id, game.game, c.at());
    expect(out.bet).toMatchObject({ cashout: '1.50', win: '6', status: 'cashed' });
    // The engine cashes a out at 2.00x when the multiplier passes it, then the game crashes with d still in.
    c.move(started.getTime() + msUntil(200) - c.at().getTime());
    await tick(t.app.turbo, c.at());
    await finishGame(t, c);
    const bets = await t.database.db.select().from(turboBets).where(eq(turboBets.game, game.game));
    const byUser = new Map(bets.map((x) => [x.userId, x]));
    expect(byUser.get(a.id)).toMatchObject({ status: 'cashed', cashout: 200, win: minor('4') });
    expect(byUser.get(d.id)).toMatchObject({ status: 'lost', win: 0n });
    expect(await cash(t, a.id)).toBe(minor('22'));
    expect(await cash(t, b.id)).toBe(minor('22'));
    expect(await cash(t, d.id)).toBe(minor('19'));
    const crashed = (await call(t, a, '/turbo/state')).data.state;
    expect(crashed.hash).toBe(game.hash);
    const orders = (await call(t, a, '/my_orders?game=turbo')).data.orders;
    expect(orders[0]).toMatchObject({ game_name: 'Turbo Rocket', stake: '2', win: '4', status: 'settled' });
  });

  it('refuses bets once a game runs, a second bet in a game, and a cash-out after the crash', async () => {
    const game = await gameWhere(t, c, (crash) => crash >= 120);
    const p = await player(t);
    const key = newKey();
    const first = await bet(t, p, '1', undefined, key);
    expect(first.code).toBe(0);
    expect((await bet(t, p, '1', undefined, key)).data.bet).toEqual(first.data.bet);
    const second = await bet(t, p, '1');
    expect(second.code).toBe(ErrorCode.VALIDATION);
    expect(second.data.amount).toBeDefined();
    expect((await bet(t, p, '0.05')).code).toBe(ErrorCode.VALIDATION);
    c.move(game.bettingEndsAt.getTime() - c.at().getTime());
    await tick(t.app.turbo, c.at());
    const late = await player(t);
    const refused = await placeBet(t.app.turbo, late.id, { token: late.token, amount: '1' }, newKey(), c.at()).catch(
      (e: { code: number }) => e.code,
    );
    expect(refused).toBe(ErrorCode.FORTUNE_ROUND_OVER);
    await finishGame(t, c);
    const { cashOut } = await import('../../src/services/studio/turbo-service.ts');
    const tooLate = await cashOut(t.app.turbo, p.id, game.game, c.at()).catch((e: { code: number }) => e.code);
    expect(tooLate).toBe(ErrorCode.FORTUNE_ROUND_OVER);
    expect(await cash(t, p.id)).toBe(minor('19'));
    expect(await cash(t, late.id)).toBe(minor('20'));
  });

  it('takes the same bet sent 50 times at once once, and settles 20 players on one game', async () => {
    await gameWhere(t, c, () => true);
    const p = await player(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(t, p, '3', '1.5', key)));
    expect(answers.filter((a) => a.code !== 0)).toEqual([]);
    const many = await Promise.all(Array.from({ length: 20 }, () => player(t, '5')));
    const placed = await Promise.all(many.map((q, i) => bet(t, q, '1', i % 2 ? '1.2' : undefined)));
    expect(placed.every((a) => a.code === 0)).toBe(true);
    await finishGame(t, c);
    const game = await current(t);
    const bets = await t.database.db.select().from(turboBets).where(eq(turboBets.game, game.game));
    expect(bets).toHaveLength(21);
    for (const x of bets) {
      const cashed = x.autoCashout !== null && x.autoCashout < game.crash;
      expect(x.status).toBe(cashed ? 'cashed' : 'lost');
      const won = cashed ? (x.amount * BigInt(x.autoCashout as number)) / 100n : 0n;
      expect(x.win).toBe(won);
    }
  });

  it('refunds a bet whose answer was lost, so it can neither cash out nor lose', async () => {
    await gameWhere(t, c, () => true);
    const p = await player(t, '10');
    const real = t.app.turbo.deps.wallet;
    const lossy = {
      ...t.app.turbo,
      deps: {
        ...t.app.turbo.deps,
        wallet: {
          ...real,
          bet: async (body: Parameters<typeof real.bet>[0]) => {
            await real.bet(body);
            throw new Error('the bet answer was lost');
          },
        },
      },
    };
    const err = await placeBet(lossy, p.id, { token: p.token, amount: '2' }, newKey(), c.at()).catch(
      (e: Error) => e.message,
    );
    expect(err).toBe('the bet answer was lost');
    expect(await cash(t, p.id)).toBe(minor('8'));
    await finishGame(t, c);
    expect(await recoverBets(t.app.turbo, new Date(c.at().getTime() + 31_000))).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(turboBets).where(eq(turboBets.userId, p.id));
    expect(row?.status).toBe('refunded');
    expect(await cash(t, p.id)).toBe(minor('10'));
  });

  it('streams the game to every watcher as it changes', async () => {
    await gameWhere(t, c, () => true);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const watchers = await Promise.all([0, 1].map(() => fetch(`${address}/fortune-live/turbo`)));
    const readers = watchers.map((w) => (w.body as ReadableStream<Uint8Array>).getReader());
    const nextState = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
      let text = '';
      for (;;) {
        const { value } = await reader.read();
        text += new TextDecoder().decode(value);
        const match = /event: state\ndata: (.*)\n\n/.exec(text);
        if (match) return JSON.parse(match[1] as string);
      }
    };
    const first = await Promise.all(readers.map(nextState));
    for (const s of first) expect(s).toMatchObject({ phase: 'betting', bets: [] });
    const p = await player(t);
    expect((await bet(t, p, '7')).code).toBe(0);
    const after = await Promise.all(readers.map(nextState));
    for (const s of after) expect(s.bets.map((x: { amount: string }) => x.amount)).toEqual(['7']);
    for (const r of readers) await r.cancel();
  });
});
