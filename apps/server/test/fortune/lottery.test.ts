import { ErrorCode } from '@arcadia/contract';
import { lotteryOutcome } from '@arcadia/contract/fairness';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fortuneBonuses, fortuneChanceGrants, fortuneDraws } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { inTransaction } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { systemIds } from '../../src/services/fortune/bonus-service.ts';
import { chancesLeft, grantChances, onFirstDeposit } from '../../src/services/fortune/chances.ts';
import { LOTTERY_TIERS } from '../../src/services/fortune/games-settings.ts';
import { drawFreeLottery } from '../../src/services/fortune/lottery-service.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import {
  balances,
  call,
  DAY,
  grant,
  lottery,
  minor,
  newKey,
  newPlayer,
  newUser,
  type Player,
  plantSeed,
  spin,
} from './games-support.ts';

const tierOf = (roll: number) => LOTTERY_TIERS.find((t) => roll >= t.from && roll <= t.to);

describe('the free lottery tiers', () => {
  it('cover each roll 0-9999 exactly once, with an exact expected value of 0.165 USDT', () => {
    let nextRoll = 0;
    for (const tier of LOTTERY_TIERS) {
      expect(tier.from).toBe(nextRoll);
      expect(tier.to).toBeGreaterThanOrEqual(tier.from);
      nextRoll = tier.to + 1;
    }
    expect(nextRoll).toBe(10_000);
    // Worked by hand: 50x5 + 5x50 + 1x300 + 0.1x1000 cash, 0.5x1500 bonus = 1650 over 10000 rolls.
    const sum = LOTTERY_TIERS.reduce(
      (s, t) =>
        s + (t.prize.kind === 'cash' || t.prize.kind === 'bonus' ? t.prize.amount * BigInt(t.to - t.from + 1) : 0n),
      0n,
    );
    expect(sum).toBe(1650n * 1_000_000n);
  });
});

describe.each(DB_KINDS)('fortune free lottery (%s)', (kind) => {
  const t = useTestApp(kind);
  const drawsOf = (p: Player) => t.database.db.select().from(fortuneDraws).where(eq(fortuneDraws.userId, p.id));

  it('answers tickets, tiers and the expected value; refuses a user who has not joined', async () => {
    const p = await newPlayer(t);
    const conf = await call(t, p, '/free_lottery_chance');
    expect(conf.code).toBe(0);
    expect(conf.data).toMatchObject({ chances_left: 3, free_per_day: 3, expected_value: '0.165' });
    expect(conf.data.tiers[0]).toEqual({ from: 0, to: 4, prize: { kind: 'cash', amount: '50', chances: 0 } });
    expect(conf.data.tiers.at(-1)).toEqual({ from: 3355, to: 9999, prize: { kind: 'none', amount: '0', chances: 0 } });

    const visitor = await newUser(t);
    for (const path of ['/free_lottery_chance', '/query_lottery_status'])
      expect((await call(t, visitor, path)).code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
    expect((await lottery(t, visitor)).code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
  });

  it('draws with an Idempotency-Key only, three free tickets a day, then FORTUNE_NO_CHANCES', async () => {
    const p = await newPlayer(t);
    const bare = await call(t, p, '/draw_free_lottery');
    expect(bare.status).toBe(400);
    expect(bare.data['Idempotency-Key']).toBeDefined();
    expect(await drawsOf(p)).toHaveLength(0);

    let extra = 0;
    for (let i = 0; i < 3; i++) {
      const drawn = await lottery(t, p);
      expect(drawn.code).toBe(0);
      const { outcome, prize, game } = drawn.data.draw;
      expect(game).toBe('free_lottery');
      expect(outcome).toBeGreaterThanOrEqual(0);
      expect(outcome).toBeLessThan(10_000);
      const tier = tierOf(outcome);
      expect(prize).toEqual({
        kind: tier?.prize.kind,
        amount: tier?.prize.kind === 'cash' || tier?.prize.kind === 'bonus' ? expect.any(String) : '0',
        chances: tier?.prize.chances,
      });
      expect(minor(prize.amount)).toBe(tier?.prize.amount);
      extra += prize.chances;
      expect(drawn.data.chances_left).toBe(2 - i + extra);
    }
    await t.database.db.execute(sql`update fortune_chances set extra = 0 where user_id = ${p.id}`);
    expect((await lottery(t, p)).code).toBe(ErrorCode.FORTUNE_NO_CHANCES);
    // The lucky spin's chances are its own.
    expect(await chancesLeft(t.database.db, p.id, 'lucky_spin')).toBe(1);
    // Tomorrow, three again.
    const tomorrow = new Date(Date.now() + DAY);
    expect(await chancesLeft(t.database.db, p.id, 'free_lottery', tomorrow)).toBe(3);
    const deps = { db: t.database.db, ids: await systemIds(t.database.db) };
    const next = await drawFreeLottery(deps, p.id, newKey(), tomorrow);
    expect(next.chances_left).toBe(2 + next.draw.prize.chances);
  });

  it('pays each kind of tier: cash, a locked bonus, an extra ticket', async () => {
    const p = await newPlayer(t);
    await call(t, p, '/fair/seeds');
    const before = await balances(t, p);

    const roll = await plantSeed(t, p, 'free_lottery', (o) => o <= 4);
    const jackpot = await lottery(t, p);
    expect(jackpot.data.draw).toMatchObject({ outcome: roll, prize: { kind: 'cash', amount: '50' } });
    const [transfer] = await rows<{ kind: string }>(
      t.database.db,
      sql`select kind from ledger_transfers where reference = ${`fortune_draw:${jackpot.data.draw.id}`}`,
    );
    expect(transfer?.kind).toBe('fortune_lottery');
    expect((await balances(t, p)).player - before.player).toBe(50_000_000n);

    await plantSeed(t, p, 'free_lottery', (o) => tierOf(o)?.prize.kind === 'bonus');
    const bonus = await lottery(t, p);
    const [locked] = await t.database.db
      .select()
      .from(fortuneBonuses)
      .where(and(eq(fortuneBonuses.source, 'free_lottery'), eq(fortuneBonuses.sourceRef, String(bonus.data.draw.id))));
    expect(locked).toMatchObject({ amount: 500_000n, wagerRequired: 5_000_000n, status: 'locked', userId: p.id });

    await plantSeed(t, p, 'free_lottery', (o) => tierOf(o)?.prize.kind === 'chance');
    const ticket = await lottery(t, p);
    expect(ticket.data.draw.prize).toEqual({ kind: 'chance', amount: '0', chances: 1 });
    expect(ticket.data.chances_left).toBe(1);
    const after = await balances(t, p);
    expect(after.bonus - before.bonus).toBe(500_000n);
    expect(after.house - before.house).toBe(-50_500_000n);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('answers a retried request key with its first draw, once, even 20 at a time', async () => {
    const p = await newPlayer(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => lottery(t, p, key)));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((a) => a.data.draw.id)).size).toBe(1);
    expect(await drawsOf(p)).toHaveLength(1);
    // The key is per game: the same key on the lucky spin is a spin of its own.
    const other = await spin(t, p, key);
    expect(other.code).toBe(0);
    expect(other.data.spin.id).not.toBe(answers[0]?.data.draw.id);
    expect(await drawsOf(p)).toHaveLength(2);
  });

  it("lists the player's draws of both games, newest first, 20 a page", async () => {
    const p = await newPlayer(t);
    const other = await newPlayer(t);
    await lottery(t, other);
    await grant(t, p, 'free_lottery', 40);
    const made: number[] = [];
    for (let i = 0; i < 42; i++) made.push((await lottery(t, p)).data.draw.id);
    made.push((await spin(t, p)).data.spin.id);
    const newestFirst = [...made].reverse();

    const page1 = await call(t, p, '/query_lottery_status');
    expect(page1.data.has_more).toBe(true);
    expect(page1.data.draws.map((d: { id: number }) => d.id)).toEqual(newestFirst.slice(0, 20));
    expect(page1.data.draws[0].game).toBe('lucky_spin');
    const page3 = await call(t, p, '/query_lottery_status', { query: 'page=3' });
    expect(page3.data).toMatchObject({ has_more: false });
    expect(page3.data.draws.map((d: { id: number }) => d.id)).toEqual(newestFirst.slice(40));
    expect((await call(t, p, '/query_lottery_status', { query: 'page=4' })).data).toEqual({
      draws: [],
      has_more: false,
    });
    for (const page of ['0', '501', 'x', '1.5'])
      expect((await call(t, p, '/query_lottery_status', { query: `page=${page}` })).data.page).toBeDefined();
  });

  it('grants chances once per (player, game, source), as other services call it', async () => {
    const p = await newPlayer(t);
    const db = t.database.db;
    expect(await inTransaction(db, (tx) => onFirstDeposit(tx, p.id, 'order-1'))).toBeUndefined();
    await inTransaction(db, (tx) => onFirstDeposit(tx, p.id, 'order-2'));
    expect(await chancesLeft(db, p.id, 'lucky_spin')).toBe(2); // today's free one plus one first-deposit spin
    expect(await grant(t, p, 'free_lottery', 2, 'invite:9')).toBe(true);
    expect(await grant(t, p, 'free_lottery', 5, 'invite:9')).toBe(false);
    expect(await grant(t, p, 'lucky_spin', 5, 'invite:9')).toBe(true); // another game, its own grant
    expect(await chancesLeft(db, p.id, 'free_lottery')).toBe(5);
    const grants = await db.select().from(fortuneChanceGrants).where(eq(fortuneChanceGrants.userId, p.id));
    expect(grants.map((g) => [g.game, g.source, g.amount]).sort()).toEqual([
      ['free_lottery', 'invite:9', 2],
      ['lucky_spin', 'first_deposit', 1],
      ['lucky_spin', 'invite:9', 5],
    ]);
    await expect(
      inTransaction(db, (tx) => grantChances(tx, { userId: p.id, game: 'lucky_spin', source: 'x', amount: 0 })),
    ).rejects.toThrow();
  });

  it('rolls what the published procedure says for the pair and nonce', async () => {
    const p = await newPlayer(t);
    const seeds = await call(t, p, '/fair/seeds');
    const drawn = await lottery(t, p);
    const rotated = await call(t, p, '/fair/rotate', { body: { client_seed: 'mine' } });
    expect(rotated.data.revealed.server_seed_hash).toBe(seeds.data.active.server_seed_hash);
    const pair = { serverSeed: rotated.data.revealed.server_seed, clientSeed: seeds.data.active.client_seed, nonce: 0 };
    expect(drawn.data.draw.outcome).toBe(lotteryOutcome(pair));
  });
});
