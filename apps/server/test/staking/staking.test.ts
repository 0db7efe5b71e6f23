import { ErrorCode } from '@arcadia/contract';
import { accruedInterest } from '@arcadia/contract/games/invest';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { stakePools, stakePositions } from '../../src/db/schema/index.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { advanceTestClock, testClock } from '../../src/lib/test-clock.ts';
import { runStakeTick, type StakingDeps } from '../../src/services/staking/staking.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player } from '../lotto/support.ts';

const call = callerFor('/svc/stake');

/**
 * Staking for yield (issue 20, docs/staking.md) through its calls, on both databases: pools, staking with good and bad
 * input, one key sent 50 times, rewards accruing per second and paid once (20 claims at once), unstake refused before
 * the lock ends, the cooldown, and the release run twice (and 20 at once) returning the principal once. The stake
 * clock is moved forward in-process; the cooldown is the default 72 h. The ledger is checked after each test.
 */

const DAY_MS = 86_400_000;
const COOLDOWN_MS = 72 * 3_600_000;
const K = 1_000_000n; // one KTHER (6 decimals)
let market = 0;

async function pool(t: TestApp, over: Partial<typeof stakePools.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(stakePools)
    .values({
      market: `s${String.fromCharCode(97 + (market++ % 26))}`,
      coin: 'KTHER',
      aprBps: 1000,
      lockDays: 0,
      minAmount: 10n * K,
      ...over,
    })
    .returning();
  return row as typeof stakePools.$inferSelect;
}

async function players(t: TestApp, count: number, kther = 1000n * K): Promise<Player[]> {
  const made = await newPlayers(t, count);
  for (const p of made)
    for (const coin of ['KTHER', 'HAPPY'] as const)
      await transfer(
        t.database.db,
        [{ debit: { system: 'issuance' }, credit: { userId: p.id }, coin, amount: kther, kind: 'deposit' }],
        { reference: `test:${p.id}`, idempotencyKey: `test-${coin}:${p.id}:${newKey()}` },
      );
  return made;
}

const ktherOf = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.id }, 'KTHER');
const stake = (t: TestApp, p: Player, poolId: number, amount: string, key = newKey()) =>
  call(t, p, '/staking/deposit', { body: { pool_id: poolId, amount }, key });
const deps = (t: TestApp): StakingDeps => ({
  db: t.database.db,
  nowMs: testClock('stake').nowMs,
  cooldownMs: COOLDOWN_MS,
});

describe.each(DB_KINDS)('staking (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('lists a market’s open pools with what the caller holds', async () => {
    const flex = await pool(t);
    await pool(t, { market: flex.market, lockDays: 30, aprBps: 1500, sort: 1 });
    await pool(t, { market: flex.market, status: 'closed', sort: 2 });
    const [a] = (await players(t, 1)) as [Player];
    const anon = await call(t, undefined, '/staking/pools', { query: { market: flex.market } });
    expect(anon.status).toBe(200);
    expect(anon.data.pools).toHaveLength(2);
    expect(anon.data.pools[0]).toMatchObject({
      coin: 'KTHER',
      apr_bps: 1000,
      lock_days: 0,
      min_amount: '10',
      mine: '0',
    });
    expect(anon.data.cooldown_seconds).toBe(72 * 3600);
    expect((await stake(t, a, flex.id, '25.5')).status).toBe(200);
    const mine = await call(t, a, '/staking/pools', { query: { market: flex.market } });
    expect(mine.data.pools[0]).toMatchObject({ mine: '25.5', total_staked: '25.5' });
    expect((await call(t, a, '/staking/pools', { query: { market: 'VNM' } })).status).toBe(400);
  });

  it('refuses bad input without moving money', async () => {
    const p = await pool(t);
    const happy = await pool(t, { coin: 'HAPPY', minAmount: 100n });
    const [a] = (await players(t, 1)) as [Player];
    const cases: [object, string][] = [
      [{ pool_id: p.id, amount: '5' }, 'amount'],
      [{ pool_id: p.id, amount: '-1' }, 'amount'],
      [{ pool_id: p.id, amount: '0' }, 'amount'],
      [{ pool_id: happy.id, amount: '1.234' }, 'amount'],
      [{ pool_id: p.id, amount: 12 }, 'amount'],
      [{ pool_id: 'x', amount: '10' }, 'pool_id'],
      [{ pool_id: p.id }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, a, '/staking/deposit', { body, key: newKey() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await call(t, a, '/staking/deposit', { body: { pool_id: p.id, amount: '10' } })).status).toBe(400);
    expect((await stake(t, a, 999_999, '10')).status).toBe(404);
    expect((await stake(t, a, p.id, '5000')).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const closed = await pool(t, { status: 'closed' });
    const refused = await stake(t, a, closed.id, '10');
    expect(refused.status).toBe(409);
    expect(refused.data.reason).toBe('closed');
    const anon = await call(t, undefined, '/staking/deposit', { body: { pool_id: p.id, amount: '10' }, key: newKey() });
    expect(anon.code).toBe(ErrorCode.SESSION_INVALID);
    for (const path of ['/staking/claim', '/staking/unstake', '/staking/collect']) {
      expect((await call(t, a, path, { body: { position_id: 'x' } })).status, path).toBe(400);
      expect((await call(t, a, path, { body: { position_id: 999_999 } })).status, path).toBe(404);
    }
    expect(await ktherOf(t, a)).toBe(1000n * K);
    const [row] = await t.database.db.select().from(stakePools).where(eq(stakePools.id, p.id));
    expect(row?.totalStaked).toBe(0n);
  });

  it('one key sent 50 times at once stakes once', async () => {
    const p = await pool(t);
    const [a] = (await players(t, 1)) as [Player];
    const key = newKey();
    const all = await Promise.all(Array.from({ length: 50 }, () => stake(t, a, p.id, '40', key)));
    for (const res of all) expect(res.status).toBe(200);
    expect(new Set(all.map((res) => res.data.position.id)).size).toBe(1);
    expect(await ktherOf(t, a)).toBe(960n * K);
    const rows = await t.database.db.select().from(stakePositions).where(eq(stakePositions.poolId, p.id));
    expect(rows).toHaveLength(1);
    const [row] = await t.database.db.select().from(stakePools).where(eq(stakePools.id, p.id));
    expect(row?.totalStaked).toBe(40n * K);
    expect(await balanceOf(t.database.db, { system: 'stake' }, 'KTHER')).toBeGreaterThanOrEqual(40n * K);
  });

  it('rewards accrue per second and a claim pays them once, even 20 at once', async () => {
    const p = await pool(t, { aprBps: 3650 });
    const [a] = (await players(t, 1)) as [Player];
    const made = await stake(t, a, p.id, '100');
    const id = made.data.position.id;
    expect(made.data.position).toMatchObject({ status: 'staked', pending: '0', lock_ends_at: null });
    advanceTestClock('stake', 10 * DAY_MS);
    const listed = await call(t, a, '/staking/positions');
    // 100 KTHER at 36.5% for 10 days = 1 KTHER (give or take the seconds the test takes).
    expect(Number(listed.data.positions[0].pending)).toBeCloseTo(1, 3);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => call(t, a, '/staking/claim', { body: { position_id: id } })),
    );
    for (const c of claims) expect(c.status).toBe(200);
    const paid = claims.reduce((sum, c) => sum + BigInt(Math.round(Number(c.data.paid) * 1e6)), 0n);
    const [row] = await t.database.db.select().from(stakePositions).where(eq(stakePositions.id, id));
    expect(paid).toBe(row?.claimed);
    expect(paid).toBeGreaterThanOrEqual(999_000n);
    expect(paid).toBeLessThan(1_001_000n);
    expect(await ktherOf(t, a)).toBe(900n * K + paid);
    const again = await call(t, a, '/staking/claim', { body: { position_id: id } });
    expect(BigInt(Math.round(Number(again.data.paid) * 1e6))).toBeLessThan(1000n);
  });

  it('an unstake before the lock ends is refused; after it, the cooldown returns the principal once', async () => {
    const p = await pool(t, { lockDays: 30, aprBps: 1200 });
    const [a, other] = (await players(t, 2)) as [Player, Player];
    const made = await stake(t, a, p.id, '200');
    const id = made.data.position.id;
    expect(made.data.position.lock_ends_at - made.data.position.started_at).toBe(30 * 86_400);
    advanceTestClock('stake', 29 * DAY_MS);
    const early = await call(t, a, '/staking/unstake', { body: { position_id: id } });
    expect(early.status).toBe(400);
    expect(early.data.position_id).toEqual(['locked']);
    expect((await call(t, other, '/staking/unstake', { body: { position_id: id } })).status).toBe(404);
    expect(await ktherOf(t, a)).toBe(800n * K);

    advanceTestClock('stake', 1 * DAY_MS + 1000);
    const [before] = await t.database.db.select().from(stakePositions).where(eq(stakePositions.id, id));
    const out = await call(t, a, '/staking/unstake', { body: { position_id: id } });
    expect(out.status).toBe(200);
    expect(out.data.position).toMatchObject({ status: 'cooling', pending: '0' });
    expect(out.data.position.release_at - out.data.position.unstaked_at).toBe(72 * 3600);
    const [cooling] = await t.database.db.select().from(stakePositions).where(eq(stakePositions.id, id));
    const reward = cooling?.claimed ?? 0n;
    // About 30 days of 12% on 200 KTHER, paid at unstake.
    expect(reward).toBeGreaterThanOrEqual(
      accruedInterest(
        200n * K,
        1200,
        (cooling?.unstakedAt?.getTime() ?? 0) / 1000 - (before?.startedAt.getTime() ?? 0) / 1000,
      ),
    );
    expect(await ktherOf(t, a)).toBe(800n * K + reward);
    const twice = await call(t, a, '/staking/unstake', { body: { position_id: id } });
    expect(twice.data.reason).toBe('not_staked');
    const [poolRow] = await t.database.db.select().from(stakePools).where(eq(stakePools.id, p.id));
    expect(poolRow?.totalStaked).toBe(0n);

    // Nothing accrues during the cooldown, and it cannot be collected early.
    advanceTestClock('stake', 2 * DAY_MS);
    const tooSoon = await call(t, a, '/staking/collect', { body: { position_id: id } });
    expect(tooSoon.data.reason).toBe('cooling');
    expect((await runStakeTick(deps(t))).returned).toBe(0);
    expect((await call(t, a, '/staking/claim', { body: { position_id: id } })).data.paid).toBe('0');

    advanceTestClock('stake', DAY_MS);
    const runs = await Promise.all(Array.from({ length: 20 }, () => runStakeTick(deps(t))));
    expect(runs.reduce((n, r) => n + r.returned, 0)).toBeGreaterThanOrEqual(1);
    expect((await runStakeTick(deps(t))).returned).toBe(0);
    const collected = await call(t, a, '/staking/collect', { body: { position_id: id } });
    expect(collected.status).toBe(200);
    expect(collected.data.position.status).toBe('returned');
    expect(await ktherOf(t, a)).toBe(1000n * K + reward);
  });

  it('collect by the owner returns a flexible position once, and a staked one is refused', async () => {
    const p = await pool(t);
    const [a] = (await players(t, 1)) as [Player];
    const id = (await stake(t, a, p.id, '50')).data.position.id;
    expect((await call(t, a, '/staking/collect', { body: { position_id: id } })).data.reason).toBe('staked');
    expect((await call(t, a, '/staking/unstake', { body: { position_id: id } })).status).toBe(200);
    advanceTestClock('stake', COOLDOWN_MS + 1000);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => call(t, a, '/staking/collect', { body: { position_id: id } })),
    );
    for (const r of all) expect(r.data.position.status).toBe('returned');
    const [row] = await t.database.db.select().from(stakePositions).where(eq(stakePositions.id, id));
    expect(await ktherOf(t, a)).toBe(1000n * K + (row?.claimed ?? 0n));
    const listed = await call(t, a, '/staking/positions');
    expect(listed.data.positions[0]).toMatchObject({ id, status: 'returned' });
  });
});
