import { ErrorCode } from '@arcadia/contract';
import { hashServerSeed, verifyDraw } from '@arcadia/contract/fairness';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fortuneBonuses, fortuneDraws, fortuneExclusions, fortuneMarkets } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { rows } from '../../src/ledger/sql.ts';
import { systemIds } from '../../src/services/fortune/bonus-service.ts';
import { chancesLeft } from '../../src/services/fortune/chances.ts';
import { SPIN_TABLE } from '../../src/services/fortune/games-settings.ts';
import { luckySpin } from '../../src/services/fortune/spin-service.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import {
  balances,
  call,
  DAY,
  grant,
  minor,
  newKey,
  newPlayer,
  newUser,
  type Player,
  plantSeed,
  spin,
} from './games-support.ts';

const rowOf = (kind: string, amount?: string) =>
  SPIN_TABLE.findIndex((r) => r.prize.kind === kind && (amount === undefined || r.prize.amount === minor(amount)));

describe('the lucky spin table', () => {
  it('has 8-12 rows, integer weights summing to 10000, and an exact expected value of 0.496 USDT', () => {
    expect(SPIN_TABLE.length).toBeGreaterThanOrEqual(8);
    expect(SPIN_TABLE.length).toBeLessThanOrEqual(12);
    expect(SPIN_TABLE.reduce((s, r) => s + r.weight, 0)).toBe(10_000);
    // Worked by hand: cash 0.1x3000 + 0.5x1200 + 1x500 + 5x60 + 20x8 + 100x1 = 1960; bonus 1x1500 + 5x300 = 3000.
    const sum = SPIN_TABLE.reduce(
      (s, r) => s + (r.prize.kind === 'cash' || r.prize.kind === 'bonus' ? r.prize.amount * BigInt(r.weight) : 0n),
      0n,
    );
    expect(sum).toBe(4960n * 1_000_000n);
    for (const kind of ['cash', 'bonus', 'chance', 'none']) expect(rowOf(kind)).toBeGreaterThanOrEqual(0);
  });
});

describe.each(DB_KINDS)('fortune lucky spin (%s)', (kind) => {
  const t = useTestApp(kind);

  const spinsOf = (p: Player) =>
    t.database.db
      .select()
      .from(fortuneDraws)
      .where(and(eq(fortuneDraws.userId, p.id), eq(fortuneDraws.game, 'lucky_spin')));

  it('answers the table, its expected value, the chances and the committed seed', async () => {
    const p = await newPlayer(t);
    const conf = await call(t, p, '/lucky_spin_conf');
    expect(conf.code).toBe(0);
    expect(conf.data.table).toHaveLength(SPIN_TABLE.length);
    expect(conf.data.table[0]).toEqual({
      index: 0,
      prize: { kind: 'cash', amount: '0.1', chances: 0 },
      weight: 3000,
      probability: '0.3',
    });
    expect(conf.data.table.find((r: { weight: number }) => r.weight === 1).probability).toBe('0.0001');
    expect(conf.data.expected_value).toBe('0.496');
    expect(conf.data).toMatchObject({ free_per_day: 1, chances_left: 1 });
    expect(Math.abs(conf.data.next_free_at - Date.now() / 1000)).toBeLessThan(60);
    const seeds = await call(t, p, '/fair/seeds');
    expect(conf.data.seed).toEqual({
      server_seed_hash: seeds.data.active.server_seed_hash,
      client_seed: seeds.data.active.client_seed,
      nonce: 0,
    });
    expect(conf.data.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a user who has not joined, a closed market and an excluded player', async () => {
    const visitor = await newUser(t);
    for (const path of ['/lucky_spin_conf', '/fair/seeds'])
      expect((await call(t, visitor, path)).code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
    expect((await spin(t, visitor)).code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
    expect((await call(t, visitor, '/lucky_spin_result', { body: { spin_id: 1 } })).code).toBe(
      ErrorCode.FORTUNE_NOT_REGISTERED,
    );

    const excluded = await newPlayer(t);
    await t.database.db
      .insert(fortuneExclusions)
      .values({ userId: excluded.id, kind: 'timeout', endsAt: new Date(Date.now() + DAY) });
    const refused = await spin(t, excluded);
    expect(refused.code).toBe(ErrorCode.FORTUNE_EXCLUDED);
    expect(refused.data.kind).toBe('timeout');

    const closed = await newPlayer(t, 'th');
    await t.database.db.update(fortuneMarkets).set({ enabled: false }).where(eq(fortuneMarkets.market, 'th'));
    expect((await spin(t, closed)).code).toBe(ErrorCode.FORTUNE_NOT_AVAILABLE);
    // Nothing was drawn or used by any refusal.
    for (const p of [visitor, excluded, closed]) expect(await spinsOf(p)).toHaveLength(0);
    expect(await chancesLeft(t.database.db, excluded.id, 'lucky_spin')).toBe(1);
  });

  it('needs an Idempotency-Key (a field error) and a valid spin id', async () => {
    const p = await newPlayer(t);
    const bare = await call(t, p, '/lucky_spin', { body: {} });
    expect(bare.status).toBe(400);
    expect(bare.data['Idempotency-Key']).toBeDefined();
    const long = await spin(t, p, 'k'.repeat(129));
    expect(long.status).toBe(400);
    for (const spin_id of ['1', 0, -3, 1.5, 2 ** 31, null])
      expect((await call(t, p, '/lucky_spin_result', { body: { spin_id } })).data.spin_id).toBeDefined();
    expect((await call(t, p, '/lucky_spin_result', { body: {} })).status).toBe(400);
    expect(await spinsOf(p)).toHaveLength(0);
    expect(await chancesLeft(t.database.db, p.id, 'lucky_spin')).toBe(1);
  });

  it('uses the free spin, then refuses with FORTUNE_NO_CHANCES; extra chances come on top, the free one again tomorrow', async () => {
    const p = await newPlayer(t);
    const first = await spin(t, p);
    expect(first.code).toBe(0);
    const won = first.data.spin.prize.kind === 'chance' ? first.data.spin.prize.chances : 0;
    expect(first.data.chances_left).toBe(won);
    for (let i = 0; i < won; i++) expect((await spin(t, p)).code).toBe(0);
    await t.database.db.execute(sql`update fortune_chances set extra = 0 where user_id = ${p.id}`);
    const none = await spin(t, p);
    expect(none.code).toBe(ErrorCode.FORTUNE_NO_CHANCES);

    expect(await grant(t, p, 'lucky_spin', 2, 'task:7')).toBe(true);
    expect(await grant(t, p, 'lucky_spin', 2, 'task:7')).toBe(false); // once per source
    expect((await call(t, p, '/lucky_spin_conf')).data.chances_left).toBe(2);

    const deps = { db: t.database.db, ids: await systemIds(t.database.db) };
    const tomorrow = new Date(Date.now() + DAY);
    expect(await chancesLeft(t.database.db, p.id, 'lucky_spin', tomorrow)).toBe(3);
    await luckySpin(deps, p.id, newKey(), tomorrow);
    // The free one went first: the two extra are left.
    const [row] = await rows<{ free_used: number; extra: number }>(
      t.database.db,
      sql`select free_used, extra from fortune_chances where user_id = ${p.id} and game = 'lucky_spin'`,
    );
    expect(row?.free_used).toBe(1);
  });

  it('pays cash to the player, a locked bonus through the bonus account, or an extra chance', async () => {
    const p = await newPlayer(t);
    await call(t, p, '/fair/seeds');
    await grant(t, p, 'lucky_spin', 3);
    const before = await balances(t, p);

    const cashRow = rowOf('cash', '5');
    expect(await plantSeed(t, p, 'lucky_spin', (o) => o === cashRow)).toBe(cashRow);
    const cash = await spin(t, p);
    expect(cash.data.spin).toMatchObject({ outcome: cashRow, prize: { kind: 'cash', amount: '5', chances: 0 } });
    const afterCash = await balances(t, p);
    expect(afterCash.player - before.player).toBe(5_000_000n);
    expect(afterCash.house - before.house).toBe(-5_000_000n);
    const [transfer] = await rows<{ kind: string; reference: string }>(
      t.database.db,
      sql`select kind, reference from ledger_transfers where idempotency_key = ${`fortune_draw:${cash.data.spin.id}:0`}`,
    );
    expect(transfer).toEqual({ kind: 'fortune_spin', reference: `fortune_draw:${cash.data.spin.id}` });

    const bonusRow = rowOf('bonus', '5');
    await plantSeed(t, p, 'lucky_spin', (o) => o === bonusRow);
    const bonus = await spin(t, p);
    expect(bonus.data.spin.prize).toEqual({ kind: 'bonus', amount: '5', chances: 0 });
    const afterBonus = await balances(t, p);
    expect(afterBonus.player).toBe(afterCash.player);
    expect(afterBonus.bonus - afterCash.bonus).toBe(5_000_000n);
    const [locked] = await t.database.db
      .select()
      .from(fortuneBonuses)
      .where(and(eq(fortuneBonuses.source, 'lucky_spin'), eq(fortuneBonuses.sourceRef, String(bonus.data.spin.id))));
    expect(locked).toMatchObject({ userId: p.id, status: 'locked', amount: 5_000_000n, wagerRequired: 50_000_000n });
    const days = ((locked?.expiresAt.getTime() ?? 0) - (locked?.createdAt.getTime() ?? 0)) / DAY;
    expect(days).toBeCloseTo(7, 3);

    const chanceRow = rowOf('chance');
    await plantSeed(t, p, 'lucky_spin', (o) => o === chanceRow);
    const left = (await call(t, p, '/lucky_spin_conf')).data.chances_left;
    const chance = await spin(t, p);
    expect(chance.data.spin.prize).toEqual({ kind: 'chance', amount: '0', chances: 1 });
    expect(chance.data.chances_left).toBe(left); // one used, one won
    expect(await balances(t, p)).toEqual(afterBonus);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it("answers a player their own spin, and NOT_FOUND for another player's", async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const made = await spin(t, a);
    const mine = await call(t, a, '/lucky_spin_result', { body: { spin_id: made.data.spin.id } });
    expect(mine.data.spin).toEqual(made.data.spin);
    expect(mine.data.spin.proof.server_seed).toBeNull();
    const theirs = await call(t, b, '/lucky_spin_result', { body: { spin_id: made.data.spin.id } });
    expect(theirs.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, a, '/lucky_spin_result', { body: { spin_id: 2_000_000_000 } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('500 concurrent spins of one player use exactly the chances they have and pay exactly what they drew', async () => {
    const p = await newPlayer(t);
    await grant(t, p, 'lucky_spin', 39); // plus today's free one: 40
    const before = await balances(t, p);
    const answers = await Promise.all(Array.from({ length: 500 }, () => spin(t, p)));
    const won = answers.filter((a) => a.code === 0);
    const chancesWon = won.reduce(
      (s, a) => s + (a.data.spin.prize.kind === 'chance' ? a.data.spin.prize.chances : 0),
      0,
    );
    const others = answers.filter((a) => a.code !== 0 && a.code !== ErrorCode.FORTUNE_NO_CHANCES);
    // Anything but a spin or "no chances left" (a lost connection, a replay refusal) shows itself here.
    expect(others.map((a) => `${a.status} ${a.code} ${JSON.stringify(a.data)}`)).toEqual([]);
    expect(won.length).toBe(40 + chancesWon);
    expect(answers.filter((a) => a.code === ErrorCode.FORTUNE_NO_CHANCES)).toHaveLength(500 - won.length);
    expect(await chancesLeft(t.database.db, p.id, 'lucky_spin')).toBe(0);

    const draws = await spinsOf(p);
    expect(draws).toHaveLength(won.length);
    expect(draws.map((d) => d.nonce).sort((x, y) => x - y)).toEqual(draws.map((_, i) => i));
    const sum = (k: string) =>
      draws.reduce(
        (s, d) => s + ((d.prize as { kind: string }).kind === k ? minor((d.prize as { amount: string }).amount) : 0n),
        0n,
      );
    const after = await balances(t, p);
    expect(after.player - before.player).toBe(sum('cash'));
    expect(after.bonus - before.bonus).toBe(sum('bonus'));
    expect(after.house - before.house).toBe(-(sum('cash') + sum('bonus')));
    const bonuses = await t.database.db.select().from(fortuneBonuses).where(eq(fortuneBonuses.userId, p.id));
    expect(bonuses.reduce((s, b) => s + b.amount, 0n)).toBe(sum('bonus'));
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  }, 120_000);

  it('the same Idempotency-Key 50 times at once makes one spin, pays once and answers it every time', async () => {
    const p = await newPlayer(t);
    await grant(t, p, 'lucky_spin', 5);
    await call(t, p, '/fair/seeds');
    const cashRow = rowOf('cash', '1');
    await plantSeed(t, p, 'lucky_spin', (o) => o === cashRow);
    const before = await balances(t, p);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(t, p, key)));
    expect(answers.map((a) => a.code)).toEqual(Array(50).fill(0));
    expect(new Set(answers.map((a) => a.data.spin.id)).size).toBe(1);
    expect(answers.every((a) => JSON.stringify(a.data.spin) === JSON.stringify(answers[0]?.data.spin))).toBe(true);
    expect(await spinsOf(p)).toHaveLength(1);
    expect((await balances(t, p)).player - before.player).toBe(1_000_000n);
    expect(await chancesLeft(t.database.db, p.id, 'lucky_spin')).toBe(5);

    // Later, with no chances left, the same key still answers the same spin.
    await t.database.db.execute(sql`update fortune_chances set extra = 0 where user_id = ${p.id}`);
    const retry = await spin(t, p, key);
    expect(retry.code).toBe(0);
    expect(retry.data.spin).toEqual(answers[0]?.data.spin);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('each spin is reproduced from its seed pair once revealed', async () => {
    const p = await newPlayer(t);
    await grant(t, p, 'lucky_spin', 4);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await spin(t, p)).data.spin);
    expect(made.map((s) => s.proof.nonce)).toEqual([0, 1, 2, 3, 4]);
    const rotated = await call(t, p, '/fair/rotate', { body: { client_seed: 'next' } });
    const seed = rotated.data.revealed.server_seed as string;
    expect(hashServerSeed(seed)).toBe(made[0].proof.server_seed_hash);
    const weights = SPIN_TABLE.map((r) => r.weight);
    for (const s of made) {
      const shown = await call(t, p, '/lucky_spin_result', { body: { spin_id: s.id } });
      expect(shown.data.spin.proof.server_seed).toBe(seed);
      expect(verifyDraw({ ...shown.data.spin, weights })).toEqual({ ok: true, outcome: s.outcome });
    }
  });
});
