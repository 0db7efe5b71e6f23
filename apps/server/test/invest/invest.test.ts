import { ErrorCode } from '@arcadia/contract';
import { accruedInterest } from '@arcadia/contract/games/invest';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investPositions, investProducts } from '../../src/db/schema/index.ts';
import { advanceTestClock, testClock } from '../../src/lib/test-clock.ts';
import { runInvestTick } from '../../src/services/invest/invest.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player, U, usdtOf } from '../lotto/support.ts';

const call = callerFor('/svc/invest');

/**
 * Invest (issue 20, docs/invest.md) through its calls, on both databases: listing, subscribing with good and bad
 * input, caps (50 concurrent subscriptions near the total cap never exceed it), one key sent 20 times, flexible
 * redemption with accrued interest, fixed early redemption with the penalty, and the maturity job run twice (and 20
 * at once) paying once. The invest clock is moved forward in-process. The ledger is checked after each test.
 */

const DAY = 86_400;
let market = 0;

async function product(
  t: TestApp,
  over: Partial<typeof investProducts.$inferInsert> = {},
): Promise<typeof investProducts.$inferSelect> {
  const [row] = await t.database.db
    .insert(investProducts)
    .values({
      market: `t${String.fromCharCode(97 + (market++ % 26))}`,
      name: 'Test savings',
      kind: 'fixed',
      aprBps: 1000,
      termDays: 30,
      minAmount: 1n * U,
      perUserCap: 1000n * U,
      totalCap: 100_000n * U,
      penaltyBps: 200,
      ...over,
    })
    .returning();
  return row as typeof investProducts.$inferSelect;
}

const sub = (t: TestApp, p: Player, productId: number, amount: string, key = newKey()) =>
  call(t, p, '/invest/subscribe', { body: { product_id: productId, amount }, key });
const redeem = (t: TestApp, p: Player, positionId: number) =>
  call(t, p, '/invest/redeem', { body: { position_id: positionId } });

describe.each(DB_KINDS)('invest (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('lists a market’s open products with what the caller holds', async () => {
    const p = await product(t, { kind: 'flexible', termDays: 0, penaltyBps: 0 });
    await product(t, { market: p.market, status: 'closed' });
    const [a] = await newPlayers(t, 1, 100n * U);
    const anon = await call(t, undefined, '/invest/products', { query: { market: p.market } });
    expect(anon.status).toBe(200);
    expect(anon.data.products).toHaveLength(1);
    expect(anon.data.products[0]).toMatchObject({ id: p.id, kind: 'flexible', mine: '0', apr_bps: 1000 });
    expect((await sub(t, a as Player, p.id, '25')).status).toBe(200);
    const mine = await call(t, a, '/invest/products', { query: { market: p.market } });
    expect(mine.data.products[0]).toMatchObject({ mine: '25', subscribed: '25' });
    expect((await call(t, a, '/invest/products', { query: { market: 'VNM' } })).status).toBe(400);
  });

  it('refuses bad input without moving money', async () => {
    const p = await product(t, { minAmount: 10n * U, perUserCap: 50n * U });
    const [a] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const cases: [object, string][] = [
      [{ product_id: p.id, amount: '5' }, 'amount'],
      [{ product_id: p.id, amount: '51' }, 'amount'],
      [{ product_id: p.id, amount: '-1' }, 'amount'],
      [{ product_id: p.id, amount: '1.1234567' }, 'amount'],
      [{ product_id: 'x', amount: '10' }, 'product_id'],
      [{ product_id: p.id }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const r = await call(t, a, '/invest/subscribe', { body, key: newKey() });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await call(t, a, '/invest/subscribe', { body: { product_id: p.id, amount: '10' } })).status).toBe(400);
    expect((await sub(t, a, 999_999, '10')).status).toBe(404);
    const [poor] = (await newPlayers(t, 1, 5n * U)) as [Player];
    const broke = await sub(t, poor, p.id, '20');
    expect(broke.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await usdtOf(t, poor.id)).toBe(5n * U);
    expect(await usdtOf(t, a.id)).toBe(100n * U);
    const [row] = await t.database.db.select().from(investProducts).where(eq(investProducts.id, p.id));
    expect(row?.subscribed).toBe(0n);
    // The per-user cap counts what the player already holds.
    expect((await sub(t, a, p.id, '40')).status).toBe(200);
    const over = await sub(t, a, p.id, '20');
    expect(over.status).toBe(409);
    expect(over.data.reason).toBe('user_cap');
  });

  it('one key sent 20 times at once opens one position', async () => {
    const p = await product(t);
    const [a] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const key = newKey();
    const all = await Promise.all(Array.from({ length: 20 }, () => sub(t, a, p.id, '10', key)));
    for (const r of all) expect(r.status).toBe(200);
    expect(new Set(all.map((r) => r.data.position.id)).size).toBe(1);
    expect(await usdtOf(t, a.id)).toBe(90n * U);
  });

  it('50 concurrent subscriptions near the total cap never exceed it', async () => {
    const p = await product(t, { totalCap: 300n * U });
    const players = await newPlayers(t, 50, 20n * U);
    const all = await Promise.all(players.map((pl) => sub(t, pl, p.id, '10')));
    const ok = all.filter((r) => r.status === 200);
    expect(ok).toHaveLength(30);
    for (const r of all.filter((r) => r.status !== 200)) expect(r.data.reason).toBe('sold_out');
    const [row] = await t.database.db.select().from(investProducts).where(eq(investProducts.id, p.id));
    expect(row?.subscribed).toBe(300n * U);
    let held = 0n;
    for (const pl of players) held += 20n * U - (await usdtOf(t, pl.id));
    expect(held).toBe(300n * U);
  });

  it('flexible: redeems principal plus interest accrued per second, once', async () => {
    const p = await product(t, { kind: 'flexible', termDays: 0, penaltyBps: 0, aprBps: 3650 });
    const [a] = (await newPlayers(t, 1, 1000n * U)) as [Player];
    const s = await sub(t, a, p.id, '1000');
    expect(s.data.position).toMatchObject({ status: 'active', matures_at: null, principal: '1000' });
    advanceTestClock('invest', 10 * DAY * 1000);
    const list = await call(t, a, '/invest/positions');
    const view = list.data.positions[0];
    // 36.5% a year for 10 days on 1000 is 10, give or take the seconds this test took.
    expect(Number(view.interest)).toBeGreaterThanOrEqual(10);
    expect(Number(view.interest)).toBeLessThan(10.01);
    const r = await redeem(t, a, s.data.position.id);
    expect(r.status).toBe(200);
    expect(r.data.position.status).toBe('redeemed');
    const interest = BigInt(Math.round(Number(r.data.position.interest) * 1e6));
    expect(await usdtOf(t, a.id)).toBe(1000n * U + interest);
    const again = await redeem(t, a, s.data.position.id);
    expect(again.status).toBe(409);
    expect(await usdtOf(t, a.id)).toBe(1000n * U + interest);
    const [other] = (await newPlayers(t, 1)) as [Player];
    expect((await redeem(t, other, s.data.position.id)).status).toBe(404);
  });

  it('fixed: early redemption returns principal less the penalty and no interest', async () => {
    const p = await product(t, { penaltyBps: 200 });
    const [a] = (await newPlayers(t, 1, 500n * U)) as [Player];
    const s = await sub(t, a, p.id, '500');
    advanceTestClock('invest', 5 * DAY * 1000);
    const r = await redeem(t, a, s.data.position.id);
    expect(r.data.position).toMatchObject({ status: 'redeemed', penalty: '10', interest: '0' });
    expect(await usdtOf(t, a.id)).toBe(490n * U);
    const [row] = await t.database.db.select().from(investProducts).where(eq(investProducts.id, p.id));
    expect(row?.subscribed).toBe(0n);
  });

  it('the maturity job pays a fixed position exactly once, run twice and 20 at once', async () => {
    const p = await product(t, { aprBps: 1000, termDays: 30 });
    const players = await newPlayers(t, 3, 1000n * U);
    const ids: number[] = [];
    for (const pl of players) ids.push((await sub(t, pl, p.id, '730')).data.position.id);
    const deps = { db: t.database.db, nowMs: testClock('invest').nowMs };
    expect((await runInvestTick(deps)).paid).toBe(0);
    advanceTestClock('invest', 31 * DAY * 1000);
    const runs = await Promise.all(Array.from({ length: 20 }, () => runInvestTick(deps)));
    const again = await runInvestTick(deps);
    expect(again.paid).toBe(0);
    const mine = (
      await Promise.all(ids.map((id) => t.database.db.select().from(investPositions).where(eq(investPositions.id, id))))
    ).flat();
    // Other tests' due positions may be paid by these runs too; ours are paid once each.
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBeGreaterThanOrEqual(3);
    const interest = accruedInterest(730n * U, 1000, 30 * DAY);
    expect(interest).toBe(6n * U);
    for (const pos of mine) expect(pos).toMatchObject({ status: 'matured', interest, penalty: 0n });
    for (const pl of players) expect(await usdtOf(t, pl.id)).toBe(1000n * U + interest);
    const late = await redeem(t, players[0] as Player, ids[0] as number);
    expect(late.status).toBe(409);
  });
});
