import { ErrorCode } from '@arcadia/contract';
import { hashServerSeed } from '@arcadia/contract/fairness';
import { RETIGER, RETIGER_PUBLISHED_RTP, retigerSpin } from '@arcadia/contract/games/retiger';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fortuneMarkets, fortuneSeeds, studioSpins } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { recoverSpins, type StudioDeps } from '../../src/services/studio/retiger-service.ts';
import { call, expectLedgerOk, fund, minor, newKey, newPlayer, type Player } from '../fortune/growth-support.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';

const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');

async function opened(t: TestApp, amount = '10') {
  const p = await newPlayer(t);
  if (amount !== '0') await fund(t, p.id, minor(amount));
  const conf = await call(t, p, '/retiger/get_init_conf');
  expect(conf.code).toBe(0);
  return { p, token: conf.data.launch.token as string };
}

const spin = (t: TestApp, p: Player, token: string, lineBet = '0.1', key = newKey()) =>
  call(t, p, '/retiger/spin', { body: { token, line_bet: lineBet }, key });

/** Replaces the player's server seed with one whose next spin satisfies `wanted` (a search over seeds). */
async function plant(t: TestApp, p: Player, wanted: (o: ReturnType<typeof retigerSpin>) => boolean) {
  const db = t.database.db;
  await call(t, p, '/fair/seeds');
  const [seed] = await db
    .select()
    .from(fortuneSeeds)
    .where(and(eq(fortuneSeeds.userId, p.id), eq(fortuneSeeds.active, true)));
  if (!seed) throw new Error('no active seed');
  for (let i = 0; i < 100_000; i++) {
    const serverSeed = `planted-rt-${p.id}-${i}`;
    if (!wanted(retigerSpin({ serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce }))) continue;
    await db
      .update(fortuneSeeds)
      .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed) })
      .where(eq(fortuneSeeds.id, seed.id));
    return;
  }
  throw new Error('no seed found');
}

/** The studio with its wallet answers lost at one step: the message is delivered, the answer never comes back. */
function losing(t: TestApp, step: 'bet' | 'win'): StudioDeps {
  const real = t.app.studio;
  const wallet = {
    ...real.wallet,
    [step]: async (body: never) => {
      await real.wallet[step](body);
      throw new Error(`the ${step} answer was lost`);
    },
  };
  return { ...real, wallet };
}

describe.each(DB_KINDS)('retiger, the in-house slot (%s)', (kind) => {
  const t = useTestApp(kind);

  afterEach(() => expectLedgerOk(t));

  it('opens with a launch token and publishes the whole model and its exact RTP', async () => {
    const { token } = await opened(t);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const p = await newPlayer(t);
    const conf = (await call(t, p, '/retiger/get_init_conf')).data;
    expect(conf).toMatchObject({ game: 'retiger', provider: 'inhouse', enabled: true, reason: null });
    expect(conf.slot.strips).toEqual(RETIGER.strips);
    expect(conf.slot.lines).toEqual(RETIGER.lines);
    expect(conf.slot.paytable).toEqual(RETIGER.paytable);
    expect(conf.slot.rtp).toBe(RETIGER_PUBLISHED_RTP.percent);
    expect(conf.slot.line_bets).toContain('0.1');
    expect(conf.launch.url).toBe('/fortune/play/retiger');
  });

  it('takes the stake, draws the board from the seed pair, pays the win, and the verifier reproduces it', async () => {
    const { p, token } = await opened(t, '10');
    await plant(t, p, (o) => o.winUnits > 0);
    const a = await spin(t, p, token, '0.2');
    expect(a.code).toBe(0);
    const s = a.data.spin;
    expect(s).toMatchObject({ status: 'settled', line_bet: '0.2', bet: '1' });
    expect(s.win_units).toBeGreaterThan(0);
    expect(minor(s.win)).toBe(BigInt(s.win_units) * minor('0.2'));
    expect(minor(a.data.balance)).toBe(minor('9') + minor(s.win));
    expect(await cash(t, p.id)).toBe(minor(a.data.balance));

    // Before the pair is rotated the public verifier shows only the commitment; after, the seed reproduces the board.
    const before = await call(t, p, `/fair/spin?id=${s.id}`);
    expect(before.data.spin.proof.server_seed).toBeNull();
    const rotated = await call(t, p, '/fair/rotate', { body: { client_seed: 'my-new-seed' } });
    expect(rotated.code).toBe(0);
    const after = (await call(t, p, `/fair/spin?id=${s.id}`)).data.spin;
    const { server_seed, client_seed, nonce, server_seed_hash } = after.proof;
    expect(hashServerSeed(server_seed)).toBe(server_seed_hash);
    const replay = retigerSpin({ serverSeed: server_seed, clientSeed: client_seed, nonce });
    expect(replay.stops).toEqual(s.stops);
    expect(replay.multiplier).toBe(s.multiplier);
    expect(replay.winUnits).toBe(s.win_units);

    const orders = (await call(t, p, '/my_orders')).data;
    expect(orders.orders[0]).toMatchObject({
      game: 'retiger',
      stake: '1',
      win: s.win,
      status: 'settled',
      spin_id: s.id,
    });
    const hist = (await call(t, p, '/retiger/history')).data;
    expect(hist.spins.map((x: { id: number }) => x.id)).toEqual([s.id]);
  });

  it('answers a retried spin with the same spin and pays once, even 50 times at once', async () => {
    const { p, token } = await opened(t, '10');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(t, p, token, '0.1', key)));
    const ids = new Set(answers.map((a) => a.data?.spin?.id));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(studioSpins).where(eq(studioSpins.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(await cash(t, p.id)).toBe(minor('9.5') + (rows[0]?.win ?? 0n));
  });

  it('plays many spins at once on one balance without losing a coin', async () => {
    const { p, token } = await opened(t, '2');
    const answers = await Promise.all(Array.from({ length: 30 }, () => spin(t, p, token, '0.1')));
    const rows = await t.database.db.select().from(studioSpins).where(eq(studioSpins.userId, p.id));
    const settled = rows.filter((r) => r.status === 'settled');
    expect(rows.every((r) => r.status === 'settled' || r.status === 'refused')).toBe(true);
    expect(settled.length).toBe(answers.filter((a) => a.code === 0).length);
    for (const a of answers) expect([0, ErrorCode.INSUFFICIENT_BALANCE]).toContain(a.code);
    const won = settled.reduce((sum, r) => sum + (r.win ?? 0n), 0n);
    expect(await cash(t, p.id)).toBe(minor('2') - BigInt(settled.length) * minor('0.5') + won);
  });

  it('refuses a stake above the balance without using a nonce, and a line bet not offered', async () => {
    const { p, token } = await opened(t, '0.3');
    const seedBefore = (await call(t, p, '/fair/seeds')).data.active.nonce;
    const short = await spin(t, p, token, '0.1');
    expect(short.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await call(t, p, '/fair/seeds')).data.active.nonce).toBe(seedBefore);
    const odd = await spin(t, p, token, '0.03');
    expect(odd.code).toBe(ErrorCode.VALIDATION);
    expect(odd.data.line_bet).toBeDefined();
    expect(await cash(t, p.id)).toBe(minor('0.3'));
  });

  it('keeps the market’s time between spins', async () => {
    await t.database.db
      .insert(fortuneMarkets)
      .values({ market: 'gb', enabled: true, minSpinMs: 2500, autoplay: false, turbo: false })
      .onConflictDoUpdate({ target: fortuneMarkets.market, set: { enabled: true, minSpinMs: 2500 } });
    const p = await newPlayer(t, 'gb');
    await fund(t, p.id, minor('5'));
    const conf = (await call(t, p, '/retiger/get_init_conf')).data;
    expect(conf.slot).toMatchObject({ min_spin_ms: 2500, autoplay: false, turbo: false });
    expect((await spin(t, p, conf.launch.token)).code).toBe(0);
    const fast = await spin(t, p, conf.launch.token);
    expect(fast.code).toBe(ErrorCode.RATE_LIMITED);
    expect(fast.data.retry_after_ms).toBeGreaterThan(0);
  });

  it('recovers a spin whose bet answer was lost by refunding it, and never draws it afterwards', async () => {
    const { p, token } = await opened(t, '5');
    const lost = await import('../../src/services/studio/retiger-service.ts').then((m) =>
      m.spin(losing(t, 'bet'), p.id, { token, line_bet: '0.2' }, newKey()).catch((e: Error) => e.message),
    );
    expect(lost).toBe('the bet answer was lost');
    expect(await cash(t, p.id)).toBe(minor('4'));
    expect(await recoverSpins(t.app.studio, new Date())).toBe(0);
    expect(await recoverSpins(t.app.studio, new Date(Date.now() + 31_000))).toBe(1);
    const [row] = await t.database.db.select().from(studioSpins).where(eq(studioSpins.userId, p.id));
    expect(row).toMatchObject({ status: 'refunded', outcome: null, nonce: null });
    expect(await cash(t, p.id)).toBe(minor('5'));
  });

  it('recovers a drawn spin whose win answer was lost by paying the win again, once', async () => {
    const { p, token } = await opened(t, '5');
    await plant(t, p, (o) => o.winUnits > 0);
    const { spin: run } = await import('../../src/services/studio/retiger-service.ts');
    const err = await run(losing(t, 'win'), p.id, { token, line_bet: '0.2' }, newKey()).catch((e: Error) => e.message);
    expect(err).toBe('the win answer was lost');
    const [row] = await t.database.db.select().from(studioSpins).where(eq(studioSpins.userId, p.id));
    expect(row?.status).toBe('drawn');
    // The win message itself arrived; sending it again pays nothing more.
    const expected = minor('4') + (row?.win ?? 0n);
    expect(await cash(t, p.id)).toBe(expected);
    expect(await recoverSpins(t.app.studio, new Date(Date.now() + 31_000))).toBe(1);
    expect(await cash(t, p.id)).toBe(expected);
    const [after] = await t.database.db.select().from(studioSpins).where(eq(studioSpins.userId, p.id));
    expect(after?.status).toBe('settled');
  });
});
