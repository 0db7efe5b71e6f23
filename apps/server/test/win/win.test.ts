import { ErrorCode } from '@arcadia/contract';
import { hashServerSeed } from '@arcadia/contract/fairness';
import { dicePayout, diceRoll, diceWins } from '@arcadia/contract/games/dice';
import { hiloCard, hiloPayout, hiloRank } from '@arcadia/contract/games/hilo';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fortuneExclusions, winRounds } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { seedWin } from '../../src/services/win/seed.ts';
import { recoverRounds, rollDice, type WinDeps } from '../../src/services/win/service.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { call, expectLedgerOk, fund, minor, newKey, newPlayer, type Player, plant } from './support.ts';

const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');
const roll = (t: TestApp, p: Player, body: object, key = newKey()) => call(t, p, '/dice/roll', { body, key });
const pair = (serverSeed: string, clientSeed: string, nonce: number) => ({ serverSeed, clientSeed, nonce });

beforeAll(() => {
  // Most tests roll back to back; the spacing has its own test with its own deps.
  process.env.WIN_MIN_BET_SPACING_MS = '0';
});

describe.each(DB_KINDS)('win games: dice and hi-lo (%s)', (kind) => {
  const t = useTestApp(kind);

  afterEach(() => expectLedgerOk(t));

  it('config: the USDT balance, the rules and edge, the seed pair, and no block in a demo market', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '12.5');
    const conf = await call(t, p, '/config');
    expect(conf.code).toBe(0);
    expect(conf.data).toMatchObject({
      balance: '12.5',
      coin: 'USDT',
      blocked: null,
      min_bet: '0.01',
      max_bet: '100',
      edge_percent: '1.00',
      dice: { min_chance_bp: 100, max_chance_bp: 9500 },
      hilo_round: null,
    });
    expect(conf.data.seed.server_seed).toBeNull();
    expect(conf.data.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(t, null, '/config')).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('rolls dice for real coins: stake taken, roll from the seed pair, win paid, history and verifier agree', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    const seed = await plant(t, p.id, 'dice-win', (s) => diceWins(diceRoll(s), 5000, 'under'));
    const answer = await roll(t, p, { amount: '1', chance_bp: 5000, side: 'under' });
    expect(answer.code).toBe(0);
    const r = answer.data.round;
    expect(r).toMatchObject({ game: 'dice', status: 'settled', bet: '1', win: '1.98', multiplier: '1.9800' });
    expect(r.dice).toEqual({ chance_bp: 5000, side: 'under', won: true });
    expect(r.draws[0].value).toBe(diceRoll(seed));
    expect(r.draws[0].proof).toMatchObject({ server_seed: null, nonce: seed.nonce, client_seed: seed.clientSeed });
    expect(answer.data.balance).toBe('10.98');
    expect(await cash(t, p.id)).toBe(minor('10.98'));

    // The public verifier: no server seed until the pair is rotated, then it reproduces the roll.
    const before = await call(t, null, '/round', { query: `id=${r.id}` });
    expect(before.data.round.draws[0].proof.server_seed).toBeNull();
    const rotated = await call(t, p, '/seeds/rotate', { body: { client_seed: 'my-new-seed' } });
    expect(rotated.code).toBe(0);
    expect(rotated.data.revealed.server_seed).toBe(seed.serverSeed);
    expect(rotated.data.active).toMatchObject({ client_seed: 'my-new-seed', nonce: 0, server_seed: null });
    const after = (await call(t, null, '/round', { query: `id=${r.id}` })).data.round;
    const proof = after.draws[0].proof;
    expect(hashServerSeed(proof.server_seed)).toBe(proof.server_seed_hash);
    const value = diceRoll(pair(proof.server_seed, proof.client_seed, proof.nonce));
    expect(value).toBe(after.draws[0].value);
    expect(dicePayout(minor('1'), 5000)).toBe(minor(after.win));
    const seeds = await call(t, p, '/seeds');
    expect(seeds.data.revealed[0].server_seed).toBe(seed.serverSeed);
    // A loss pays 0 and still closes the wallet round.
    await plant(t, p.id, 'dice-lose', (s) => !diceWins(diceRoll(s), 100, 'over'));
    const lost = await roll(t, p, { amount: '2', chance_bp: 100, side: 'over' });
    expect(lost.data.round).toMatchObject({ status: 'settled', win: '0', multiplier: '0.0000' });
    expect(lost.data.balance).toBe('8.98');
    const wallet = await t.database.db.execute(sql`select status from game_rounds where user_id = ${p.id}`);
    const statuses =
      (wallet as unknown as { rows?: { status: string }[] }).rows ?? (wallet as unknown as { status: string }[]);
    expect([...statuses].map((row) => row.status)).toEqual(['closed', 'closed']);

    const history = await call(t, p, '/history', { query: 'page=1&game=dice' });
    expect(history.data.rounds.map((x: { id: number }) => x.id)).toEqual([lost.data.round.id, r.id]);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    const cases: [object, string][] = [
      [{ amount: '1', chance_bp: 50, side: 'under' }, 'chance_bp'],
      [{ amount: '1', chance_bp: 9600, side: 'under' }, 'chance_bp'],
      [{ amount: '1', chance_bp: 4950.5, side: 'under' }, 'chance_bp'],
      [{ amount: 'abc', chance_bp: 5000, side: 'under' }, 'amount'],
      [{ amount: '0', chance_bp: 5000, side: 'under' }, 'amount'],
      [{ amount: '1', chance_bp: 5000, side: 'sideways' }, 'side'],
      [{ amount: '101', chance_bp: 5000, side: 'under' }, 'amount'],
      [{ amount: '0.001', chance_bp: 5000, side: 'under' }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const answer = await roll(t, p, body);
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      expect(answer.status).toBeLessThan(500);
      expect(Object.keys(answer.data), JSON.stringify(body)).toContain(field);
    }
    const noKey = await call(t, p, '/dice/roll', { body: { amount: '1', chance_bp: 5000, side: 'under' } });
    expect(noKey.data).toHaveProperty('Idempotency-Key');
    const badGuess = await call(t, p, '/hilo/guess', { body: { id: 1, step: 0, guess: 'sideways' } });
    expect(badGuess.data).toHaveProperty('guess');
    const badRound = await call(t, null, '/round', { query: 'id=abc' });
    expect(badRound.data).toHaveProperty('id');
    expect(await cash(t, p.id)).toBe(minor('10'));
  });

  it('refuses a stake above the balance; nothing moves and the round is refused', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '0.5');
    const answer = await roll(t, p, { amount: '1', chance_bp: 5000, side: 'under' });
    expect(answer.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await cash(t, p.id)).toBe(minor('0.5'));
    const rows = await t.database.db.select().from(winRounds).where(eq(winRounds.userId, p.id));
    expect(rows.map((r) => r.status)).toEqual(['refused']);
    expect((await call(t, p, '/history')).data.rounds).toEqual([]);
  });

  it('50 identical rolls at once with one key make one round, paid once', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => roll(t, p, { amount: '1', chance_bp: 4000, side: 'over' }, key)),
    );
    const ids = new Set(answers.map((a) => a.data?.round?.id));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(winRounds).where(eq(winRounds.userId, p.id));
    expect(rows).toHaveLength(1);
    const win = rows[0]?.win ?? 0n;
    expect(await cash(t, p.id)).toBe(minor('10') - minor('1') + win);
  });

  it('keeps the minimum spacing between bets (RATE_LIMITED with retry_after_ms)', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    const deps: WinDeps = { ...t.app.win, spacingMs: 60_000 };
    const now = new Date();
    await rollDice(deps, p.id, { amount: '0.1', chance_bp: 5000, side: 'under' }, newKey(), now);
    await expect(
      rollDice(deps, p.id, { amount: '0.1', chance_bp: 5000, side: 'under' }, newKey(), new Date(now.getTime() + 1000)),
    ).rejects.toMatchObject({ code: ErrorCode.RATE_LIMITED });
    // A retry of the same key is an answer, not a new bet.
    const rows = await t.database.db.select().from(winRounds).where(eq(winRounds.userId, p.id));
    const again = await rollDice(
      deps,
      p.id,
      { amount: '0.1', chance_bp: 5000, side: 'under' },
      rows[0]?.requestKey as string,
    );
    expect(again.round.id).toBe(rows[0]?.id);
  });

  it('is off in a market without the games, and a self-exclusion binds the main brand too', async () => {
    const away = await newPlayer(t, 'us');
    await fund(t, away.id, '5');
    expect((await call(t, away, '/config')).data.blocked).toBe('market');
    expect((await roll(t, away, { amount: '1', chance_bp: 5000, side: 'under' })).code).toBe(
      ErrorCode.FORTUNE_GAME_OFF,
    );

    const p = await newPlayer(t);
    await fund(t, p.id, '5');
    await t.database.db
      .insert(fortuneExclusions)
      .values({ userId: p.id, kind: 'timeout', endsAt: new Date(Date.now() + 3_600_000) });
    expect((await call(t, p, '/config')).data.blocked).toBe('excluded');
    const refused = await roll(t, p, { amount: '1', chance_bp: 5000, side: 'under' });
    expect(refused.code).toBe(ErrorCode.FORTUNE_EXCLUDED);
    expect(await cash(t, p.id)).toBe(minor('5'));
  });

  it('hi-lo: start, a correct guess, cash out at the exact multiplier', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    // First card 2-6, next card higher: "higher" wins.
    const seed = await plant(t, p.id, 'hilo-up', (s) => {
      const a = hiloRank(hiloCard(s));
      return a >= 2 && a <= 6 && hiloRank(hiloCard({ ...s, nonce: s.nonce + 1 })) > a;
    });
    const start = await call(t, p, '/hilo/start', { body: { amount: '1' }, key: newKey() });
    expect(start.code).toBe(0);
    const round = start.data.round;
    expect(round).toMatchObject({ game: 'hilo', status: 'playing', bet: '1', win: '0' });
    expect(round.draws).toHaveLength(1);
    expect(round.draws[0].value).toBe(hiloCard(seed));
    expect(round.hilo.next.higher).not.toBeNull();
    expect(start.data.balance).toBe('9');

    // Another start answers the chain that is playing.
    const again = await call(t, p, '/hilo/start', { body: { amount: '1' }, key: newKey() });
    expect(again.data.round.id).toBe(round.id);
    expect((await call(t, p, '/config')).data.hilo_round.id).toBe(round.id);
    // Cash-out needs a guess first.
    expect((await call(t, p, '/hilo/cashout', { body: { id: round.id } })).data).toHaveProperty('id');

    const guessed = await call(t, p, '/hilo/guess', { body: { id: round.id, step: 0, guess: 'higher' } });
    expect(guessed.code).toBe(0);
    expect(guessed.data.round).toMatchObject({ status: 'playing', hilo: { guesses: ['higher'], lost: false } });
    expect(guessed.data.round.multiplier).toBe(round.hilo.next.higher);
    // The same step again answers the round as it is (no second draw); a step ahead is refused.
    const repeat = await call(t, p, '/hilo/guess', { body: { id: round.id, step: 0, guess: 'lower' } });
    expect(repeat.data.round.draws).toHaveLength(2);
    expect((await call(t, p, '/hilo/guess', { body: { id: round.id, step: 5, guess: 'lower' } })).data).toHaveProperty(
      'step',
    );

    const out = await call(t, p, '/hilo/cashout', { body: { id: round.id } });
    expect(out.code).toBe(0);
    const first = hiloRank(round.draws[0].value);
    const paid = hiloPayout(minor('1'), [{ rank: first, guess: 'higher' }]);
    expect(minor(out.data.round.win)).toBe(paid);
    expect(out.data.round.status).toBe('settled');
    expect(await cash(t, p.id)).toBe(minor('9') + paid);
    // Cashing out again pays nothing more.
    await call(t, p, '/hilo/cashout', { body: { id: round.id } });
    expect(await cash(t, p.id)).toBe(minor('9') + paid);
    // Another player cannot touch the round.
    const other = await newPlayer(t);
    expect((await call(t, other, '/hilo/cashout', { body: { id: round.id } })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('hi-lo: a wrong guess ends the round at 0; an impossible guess is a field error', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    await plant(
      t,
      p.id,
      'hilo-king',
      (s) => hiloRank(hiloCard(s)) === 13 && hiloRank(hiloCard({ ...s, nonce: s.nonce + 1 })) !== 13,
    );
    const start = (await call(t, p, '/hilo/start', { body: { amount: '2' }, key: newKey() })).data.round;
    expect(start.hilo.next.higher).toBeNull();
    const impossible = await call(t, p, '/hilo/guess', { body: { id: start.id, step: 0, guess: 'higher' } });
    expect(impossible.code).toBe(ErrorCode.VALIDATION);
    expect(impossible.data).toHaveProperty('guess');
    const lost = await call(t, p, '/hilo/guess', { body: { id: start.id, step: 0, guess: 'equal' } });
    expect(lost.data.round).toMatchObject({ status: 'settled', win: '0', multiplier: '0.0000', hilo: { lost: true } });
    expect(await cash(t, p.id)).toBe(minor('8'));
    const over = await call(t, p, '/hilo/guess', { body: { id: start.id, step: 1, guess: 'lower' } });
    expect(over.code).toBe(ErrorCode.FORTUNE_ROUND_OVER);
  });

  it('hi-lo: 50 identical guesses at once draw one card; 50 starts with one key open one round', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    const key = newKey();
    const starts = await Promise.all(
      Array.from({ length: 50 }, () => call(t, p, '/hilo/start', { body: { amount: '1' }, key })),
    );
    expect(new Set(starts.map((s) => s.data.round.id)).size).toBe(1);
    const round = starts[0]?.data.round;
    const rank = hiloRank(round.draws[0].value);
    const guess = rank <= 7 ? 'higher' : 'lower';
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () => call(t, p, '/hilo/guess', { body: { id: round.id, step: 0, guess } })),
    );
    expect(guesses.every((g) => g.code === 0)).toBe(true);
    const [row] = await t.database.db.select().from(winRounds).where(eq(winRounds.id, round.id));
    expect(row?.draws).toHaveLength(2);
    if (row?.status === 'playing') await call(t, p, '/hilo/cashout', { body: { id: round.id } });
    const [done] = await t.database.db.select().from(winRounds).where(eq(winRounds.id, round.id));
    expect(done?.status).toBe('settled');
    expect(await cash(t, p.id)).toBe(minor('9') + (done?.win ?? 0n));
  });

  it('recovery refunds a round whose bet answer was lost and cashes out an abandoned chain', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, '10');
    const real = t.app.win;
    const losing: WinDeps = {
      ...real,
      wallet: {
        ...real.wallet,
        bet: async (body) => {
          await real.wallet.bet(body);
          throw new Error('the bet answer was lost');
        },
      },
    };
    await expect(rollDice(losing, p.id, { amount: '1', chance_bp: 5000, side: 'under' }, newKey())).rejects.toThrow(
      'lost',
    );
    expect(await cash(t, p.id)).toBe(minor('9'));
    expect(await recoverRounds(real, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await cash(t, p.id)).toBe(minor('10'));
    const [row] = await t.database.db.select().from(winRounds).where(eq(winRounds.userId, p.id));
    expect(row?.status).toBe('refunded');
    expect(row?.draws).toEqual([]);

    const start = (await call(t, p, '/hilo/start', { body: { amount: '1' }, key: newKey() })).data.round;
    await recoverRounds(real, new Date(Date.now() + 25 * 3600 * 1000));
    const [abandoned] = await t.database.db.select().from(winRounds).where(eq(winRounds.id, start.id));
    expect(abandoned?.status).toBe('settled');
    expect(abandoned?.win).toBe(minor('0.99'));
    expect(await cash(t, p.id)).toBe(minor('9.99'));
  });

  it('seeds demo play once: the demo players have verifiable history', async () => {
    await seedWin(t.app);
    await seedWin(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/svc/game/win/history',
      headers: signedHeaders({ userId: 100001 }),
    });
    const rounds = response.json().data.rounds as { game: string; status: string }[];
    expect(rounds.length).toBe(8);
    expect(new Set(rounds.map((r) => r.game))).toEqual(new Set(['dice', 'hilo']));
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
  });
});
