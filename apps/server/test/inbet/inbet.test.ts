import { ErrorCode } from '@arcadia/contract';
import { INBET_PAIRS, openRoundAt, roundTimes, tickAt, verifyInbetRound } from '@arcadia/contract/games/inbet';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { gameTransactions, inbetChains, inbetPositions, inbetRounds, inbetTicks } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import type { PriceFeed } from '../../src/services/inbet/feed.ts';
import { seedInbet } from '../../src/services/inbet/seed.ts';
import { recoverPositions, tick } from '../../src/services/inbet/service.ts';
import {
  type CallOptions,
  expectLedgerOk,
  call as fortuneCall,
  fund,
  minor,
  newKey,
  newPlayer,
  type Player,
} from '../fortune/growth-support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

// The tests move the engine themselves; rounds of 30 s, a short chain.
process.env.INBET_ENGINE_MS = '0';
process.env.INBET_WINDOW_MS = '30000';
process.env.INBET_CHAIN_LENGTH = '2000';
process.env.RATE_USER_PER_MINUTE = '100000';

const WINDOW = 30_000;
const BTC = 'BTCUSDT';
const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');

async function call(t: TestApp, player: Player | undefined, path: string, options: CallOptions = {}) {
  const extra: Record<string, string> = { 'Country-Code': 'vn' };
  if (options.key !== undefined) extra['Idempotency-Key'] = options.key;
  const response = await t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `/svc/inbet${path}`,
    headers: signedHeaders(player ? { userId: player.id, secretKey: player.key, extra } : { extra }),
    remoteAddress:
      options.ip ?? `10.7.${player ? Math.floor(player.id / 250) % 250 : 0}.${player ? (player.id % 250) + 1 : 1}`,
    ...(options.body ? { payload: options.body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  const json = response.json() as { code: number; data: any };
  return { status: response.statusCode, code: json.code, data: json.data };
}

/**
 * The game's test clock, shared by a whole describe: it starts a day ahead and only moves forward. Each test takes a
 * fresh round, a second after it opens, three rounds after anything an earlier test ran.
 */
function clock() {
  let now = Date.now() + 24 * 3600_000;
  return {
    at: () => new Date(now),
    set: (ms: number) => {
      now = Math.max(now, ms);
    },
  };
}

const position = (t: TestApp, p: Player, round: number, side: string, amount: string, key = newKey(), pair = BTC) =>
  call(t, p, '/inbet/position', { body: { pair, round, side, amount }, key });

async function player(t: TestApp, amount = '20') {
  const p = await newPlayer(t);
  await fund(t, p.id, minor(amount));
  return p;
}

async function roundRow(t: TestApp, pair: string, n: number) {
  const [row] = await t.database.db
    .select()
    .from(inbetRounds)
    .where(and(eq(inbetRounds.pair, pair), eq(inbetRounds.number, n)));
  return row as typeof inbetRounds.$inferSelect;
}

/** A feed that writes the prices a test gives it (as an outside feed would), for ties. */
function scriptedFeed(prices: Map<number, number>): PriceFeed {
  return {
    source: 'binance',
    async produce(db, now) {
      const k = tickAt(now.getTime());
      const price = prices.get(k);
      if (price === undefined) return;
      await db
        .insert(inbetTicks)
        .values(INBET_PAIRS.map((p) => ({ pair: p.id, tick: k, price, chainId: null, hash: null })))
        .onConflictDoNothing();
    },
  };
}

describe.each(DB_KINDS)('inbet, the price prediction game (%s)', (kind) => {
  const t = useTestApp(kind);
  const c = clock();
  afterEach(() => expectLedgerOk(t));

  /** A fresh round taking positions on the test clock. */
  async function openRound(): Promise<number> {
    t.app.inbet.now = c.at;
    const n = openRoundAt(c.at().getTime(), WINDOW) + 3;
    c.set(roundTimes(n, WINDOW).opensAt + 1000);
    await tick(t.app.inbet, c.at());
    return n;
  }

  /** Runs the engine to the round's close, as late ticks would. */
  async function runToClose(n: number) {
    const { locksAt, closesAt } = roundTimes(n, WINDOW);
    c.set(locksAt);
    await tick(t.app.inbet, c.at());
    c.set(closesAt);
    await tick(t.app.inbet, c.at());
  }

  it('publishes its rules, the current rounds and the chart, to visitors too', async () => {
    const config = await call(t, undefined, '/inbet/config');
    expect(config.data).toMatchObject({
      window_ms: WINDOW,
      payout: '1.95',
      house_edge_percent: '2.5',
      min_amount: '1',
      max_amount: '100',
      presets: ['1', '5', '10', '50'],
    });
    expect(config.data.pairs.map((p: { id: string }) => p.id)).toEqual(['BTCUSDT', 'ETHUSDT', 'TONUSDT']);
    const n = await openRound();
    c.set(c.at().getTime() + 5000);
    await tick(t.app.inbet, c.at());
    const after = (await call(t, undefined, '/inbet/config')).data;
    expect(after.feed).toMatchObject({ source: 'sandbox', salt: 'arcadia-inbet-development-salt' });
    expect(after.feed.commitment).toMatch(/^[0-9a-f]{64}$/);
    const price = (await call(t, undefined, `/inbet/price?pair=${BTC}`)).data;
    expect(price.ticks.length).toBeGreaterThanOrEqual(5);
    expect(price.ticks[0].price).toMatch(/^\d+\.\d{2}$/);
    const rounds = (await call(t, undefined, `/inbet/rounds?pair=${BTC}`)).data;
    expect(rounds.open).toMatchObject({ pair: BTC, status: 'open', number: n });
    expect(rounds.server_now).toBe(c.at().getTime());
    expect(rounds.balance).toBeNull();
    expect(rounds.mine).toEqual([]);
    const bad = await call(t, undefined, '/inbet/rounds?pair=DOGEUSDT');
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect((await call(t, undefined, '/inbet/verify?round=999999')).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('opens a position as a wallet bet, and refuses bad input, a closed round and a second position', async () => {
    const p = await player(t);
    const n = await openRound();
    const bad = [
      [{ pair: BTC, round: n, side: 'up', amount: '0.5' }, 'amount'],
      [{ pair: BTC, round: n, side: 'up', amount: '101' }, 'amount'],
      [{ pair: BTC, round: n, side: 'up', amount: 'lots' }, 'amount'],
      [{ pair: BTC, round: n, side: 'sideways', amount: '1' }, 'side'],
      [{ pair: 'DOGEUSDT', round: n, side: 'up', amount: '1' }, 'pair'],
      [{ pair: BTC, round: n + 1, side: 'up', amount: '1' }, 'round'],
      [{ pair: BTC, round: -1, side: 'up', amount: '1' }, 'round'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await call(t, p, '/inbet/position', { body, key: newKey() });
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      expect(answer.data[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await call(t, p, '/inbet/position', { body: bad[0][0] })).data['Idempotency-Key']).toBeDefined();
    expect((await position(t, p, n - 1, 'up', '1')).code).toBe(ErrorCode.FORTUNE_ROUND_OVER);
    expect(await cash(t, p.id)).toBe(minor('20'));

    const key = newKey();
    const first = await position(t, p, n, 'up', '2.5', key);
    expect(first.code).toBe(0);
    expect(first.data.balance).toBe('17.5');
    expect(first.data.position).toMatchObject({ side: 'up', amount: '2.5', status: 'placed', payout: null });
    expect(first.data.position.round).toMatchObject({ number: n, status: 'open', up_total: '2.5', positions: 1 });
    // The same request again answers the same position; another one in the round is refused.
    expect((await position(t, p, n, 'up', '2.5', key)).data.position.id).toBe(first.data.position.id);
    const second = await position(t, p, n, 'down', '1');
    expect(second.code).toBe(ErrorCode.VALIDATION);
    expect(second.data.round).toBeDefined();
    expect(await cash(t, p.id)).toBe(minor('17.5'));
    const mine = (await call(t, p, `/inbet/rounds?pair=${BTC}`)).data;
    expect(mine.mine).toHaveLength(1);
    expect(mine.balance).toBe('17.5');

    const poor = await player(t, '0.5');
    expect((await position(t, poor, n, 'down', '1')).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await cash(t, poor.id)).toBe(minor('0.5'));
    // A main-brand game: no Fortune registration needed, so a player who never joined Fortune is refused only for
    // the money they lack.
    const { newUser } = await import('../fortune/games-support.ts');
    const stranger = { ...(await newUser(t)), name: 'stranger' };
    expect(
      (
        await call(t, stranger, '/inbet/position', {
          body: { pair: BTC, round: n, side: 'up', amount: '1' },
          key: newKey(),
        })
      ).code,
    ).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const visitor = await call(t, undefined, '/inbet/position', {
      body: { pair: BTC, round: n, side: 'up', amount: '1' },
      key: newKey(),
    });
    expect(visitor.code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('settles at the close: 1.95x to the right side, nothing to the wrong one, each verifiable', async () => {
    const [a, b] = [await player(t), await player(t)];
    const n = await openRound();
    expect((await position(t, a, n, 'up', '10')).code).toBe(0);
    expect((await position(t, b, n, 'down', '10')).code).toBe(0);
    await runToClose(n);
    const round = await roundRow(t, BTC, n);
    expect(round.status).toBe('closed');
    expect(round.lockPrice).not.toBeNull();
    const result = round.result as string;
    const pay = (side: string) => (result === 'tie' ? '20' : result === side ? '29.5' : '10');
    expect(await cash(t, a.id)).toBe(minor(pay('up')));
    expect(await cash(t, b.id)).toBe(minor(pay('down')));

    const verified = (await call(t, undefined, `/inbet/verify?round=${round.id}`)).data;
    expect(verified.source).toBe('sandbox');
    const proof = verified.proof;
    const check = verifyInbetRound({
      pair: BTC,
      commitment: proof.commitment,
      salt: proof.salt,
      chainFirstTick: proof.chain_first_tick,
      lockTick: proof.lock_tick,
      closeTick: proof.close_tick,
      closeHash: proof.close_hash,
    });
    expect(check.result).toBe(result);
    expect(check.delta).toBe((round.closePrice as number) - (round.lockPrice as number));
    expect(check.steps).toHaveLength(WINDOW / 1000);

    const history = (await call(t, a, '/inbet/my_positions')).data;
    expect(history.positions[0]).toMatchObject({
      status: 'settled',
      payout: pay('up') === '10' ? '0' : pay('up') === '20' ? '10' : '19.5',
    });
    expect(history.positions[0].proof.close_hash).toBe(proof.close_hash);
    expect(history.has_more).toBe(false);
    const recent = (await call(t, undefined, `/inbet/rounds?pair=${BTC}`)).data.recent;
    expect(recent.find((r: { id: number }) => r.id === round.id)).toMatchObject({ status: 'closed', result });
  });

  it('settles once when 50 engines tick the close at the same moment', async () => {
    const players = [await player(t), await player(t), await player(t)];
    const n = await openRound();
    for (const [i, p] of players.entries()) expect((await position(t, p, n, i % 2 ? 'down' : 'up', '4')).code).toBe(0);
    const { locksAt, closesAt } = roundTimes(n, WINDOW);
    c.set(locksAt);
    await tick(t.app.inbet, c.at());
    c.set(closesAt + 10);
    await Promise.all(Array.from({ length: 50 }, () => tick(t.app.inbet, c.at())));
    const round = await roundRow(t, BTC, n);
    expect(round.status).toBe('closed');
    for (const [i, p] of players.entries()) {
      const side = i % 2 ? 'down' : 'up';
      const back = round.result === 'tie' ? '20' : round.result === side ? '23.8' : '16';
      expect(await cash(t, p.id)).toBe(minor(back));
    }
    const positions = await t.database.db.select().from(inbetPositions).where(eq(inbetPositions.roundId, round.id));
    expect(positions.map((p) => p.status)).toEqual(['settled', 'settled', 'settled']);
    const wins = await t.database.db.select().from(gameTransactions).where(like(gameTransactions.txId, 'inbet-%:win'));
    for (const p of positions) expect(wins.filter((w) => w.txId === `inbet-${p.id}:win`)).toHaveLength(1);
  });

  it('takes the same position request sent 50 times at once once', async () => {
    const p = await player(t, '10');
    const n = await openRound();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => position(t, p, n, 'down', '3', key, 'ETHUSDT')));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.data.position.id)).size).toBe(1);
    expect(await cash(t, p.id)).toBe(minor('7'));
    const round = await roundRow(t, 'ETHUSDT', n);
    expect(round.positions).toBe(1);
    expect(round.downTotal).toBe(minor('3'));
    // Fifty different requests at once: still one position.
    const other = await player(t, '10');
    await Promise.all(Array.from({ length: 50 }, () => position(t, other, n, 'up', '1', newKey(), 'ETHUSDT')));
    expect(await cash(t, other.id)).toBe(minor('9'));
    await runToClose(n);
  });

  it('refunds both sides when the close equals the lock', async () => {
    const [a, b] = [await player(t), await player(t)];
    const n = openRoundAt(c.at().getTime(), WINDOW) + 3;
    const { locksAt, closesAt } = roundTimes(n, WINDOW);
    const feed = t.app.inbet.feed;
    t.app.inbet.feed = scriptedFeed(
      new Map([
        [tickAt(locksAt), 123_456],
        [tickAt(closesAt), 123_456],
      ]),
    );
    try {
      expect(await openRound()).toBe(n);
      expect((await position(t, a, n, 'up', '5', newKey(), 'TONUSDT')).code).toBe(0);
      expect((await position(t, b, n, 'down', '7', newKey(), 'TONUSDT')).code).toBe(0);
      await runToClose(n);
    } finally {
      t.app.inbet.feed = feed;
    }
    const round = await roundRow(t, 'TONUSDT', n);
    expect(round).toMatchObject({ status: 'closed', result: 'tie', lockPrice: 123_456, closePrice: 123_456 });
    expect(await cash(t, a.id)).toBe(minor('20'));
    expect(await cash(t, b.id)).toBe(minor('20'));
    const shown = (await call(t, a, '/inbet/my_positions')).data.positions[0];
    expect(shown).toMatchObject({ payout: '5', proof: null });
    expect(shown.round).toMatchObject({ result: 'tie', lock_price: '12.3456', close_price: '12.3456' });
  });

  it('recovers a settlement whose answer was lost, paying it once', async () => {
    const p = await player(t);
    const n = await openRound();
    const opened = await position(t, p, n, 'up', '2');
    const id = opened.data.position.id as number;
    c.set(roundTimes(n, WINDOW).locksAt);
    await tick(t.app.inbet, c.at());
    // The settlement started (payout fixed) but its answer never came back.
    await t.database.db
      .update(inbetPositions)
      .set({ status: 'settling', payout: minor('3.9'), updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(inbetPositions.id, id));
    await t.database.db.update(inbetRounds).set({ status: 'closed', result: 'up' }).where(eq(inbetRounds.number, n));
    expect(await recoverPositions(t.app.inbet, new Date())).toBeGreaterThanOrEqual(1);
    expect(await recoverPositions(t.app.inbet, new Date())).toBe(0);
    expect(await cash(t, p.id)).toBe(minor('21.9'));
  });

  it('seeds demo play once: settled rounds and the demo player’s positions', async () => {
    await fund(t, 100001, minor('100'));
    await t.database.db.delete(inbetPositions);
    await t.database.db.delete(inbetRounds);
    // The clock goes back from the tests' day ahead to now: a fresh feed.
    await t.database.db.delete(inbetTicks);
    await t.database.db.delete(inbetChains);
    t.app.inbet.now = () => new Date();
    await seedInbet(t.app);
    await seedInbet(t.app);
    const mine = await t.database.db.select().from(inbetPositions).where(eq(inbetPositions.userId, 100001));
    expect(mine.length).toBe(8);
    expect(mine.filter((p) => p.status === 'settled').length).toBeGreaterThanOrEqual(6);
    const closed = await t.database.db.select().from(inbetRounds).where(eq(inbetRounds.status, 'closed'));
    expect(closed.length).toBeGreaterThanOrEqual(18);
    expect(closed.filter((r) => r.result === 'void')).toEqual([]);
  });

  it('answers Fortune’s inbet calls: a launch to /inbet, the recent games, an opening recorded', async () => {
    const p = await player(t);
    const init = (await fortuneCall(t, p, '/inbet/get_init_conf')).data as {
      enabled: boolean;
      launch: { url: string };
    };
    expect(init).toMatchObject({ enabled: true, reason: null, game: 'inbet' });
    expect(init.launch.url).toBe('/inbet');
    const recent = (await fortuneCall(t, p, '/inbet/recent_started_games')).data as { games: { code: string }[] };
    expect(recent.games.map((g) => g.code)).toEqual(['inbet']);
    const q = await newPlayer(t);
    expect((await fortuneCall(t, q, '/inbet/recent_started_games')).data).toEqual({ enabled: true, games: [] });
    const started = await fortuneCall(t, q, '/inbet/report_game_start', { body: { game_code: 'inbet' } });
    expect(started.data).toEqual({ recorded: true });
    expect(((await fortuneCall(t, q, '/inbet/recent_started_games')).data as { games: unknown[] }).games).toHaveLength(
      1,
    );
    const wrong = await fortuneCall(t, q, '/inbet/report_game_start', { body: { game_code: 'retiger' } });
    expect(wrong.code).toBe(ErrorCode.VALIDATION);
  });
});
