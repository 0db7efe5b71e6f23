import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { closePeriod, ensureOpenPeriod, type PoolDeps, runPoolJob, splitPot } from '../../src/services/pool/job.ts';
import { type PeriodRow, periodById, stakeOf } from '../../src/services/pool/repo.ts';
import { changeStake } from '../../src/services/pool/service.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import {
  deps,
  earn,
  fundKc,
  key,
  ledgerProblems,
  poolKc,
  poolUsdt,
  stakesSum,
  tick,
  transfersOfKind,
} from './support.ts';

const A = 100201;
const B = 100202;
const C = 100203;
const PAYER = 100210;

/** Unstakes everyone, then closes and settles the open period: the next one starts with no holder. */
async function freshStart(d: PoolDeps) {
  const stakers = await rows<{ user_id: string | number; amount: string }>(
    d.db,
    sql`select user_id, amount::text as amount from pool_stakes where amount > 0`,
  );
  for (const s of stakers)
    await changeStake(d, Number(s.user_id), key(), 'unstake', (Number(BigInt(s.amount)) / 100).toFixed(2));
  await closeAndSettle(d);
}

async function closeAndSettle(d: PoolDeps, runs = 1) {
  await tick();
  const open = await ensureOpenPeriod(d, new Date());
  await closePeriod(d, open.id, new Date());
  await tick();
  for (let i = 0; i < runs; i += 1) await runPoolJob(d, new Date(), {}, true);
  return (await periodById(d.db, open.id)) as PeriodRow;
}

describe.each(DB_KINDS)('prize pool settlement (%s)', (kind) => {
  const t: TestApp = useTestApp(kind);

  it('funds from what fees and house earned, pays pro rata to the lowest stake, settled twice pays once', async () => {
    const d = deps(t);
    await fundKc(d.db, [A, B, C], 100_000n);
    await freshStart(d);
    // Staked during a period: counts from the next one.
    await changeStake(d, A, key(), 'stake', '100');
    await changeStake(d, B, key(), 'stake', '300');
    await changeStake(d, C, key(), 'stake', '50');
    const first = await closeAndSettle(d);
    expect(first).toMatchObject({ status: 'settled', holders: 0, paid: 0n });
    // The period paid: B unstakes 100 (counts 200), C stakes 70 more (still counts 50).
    const started = new Date();
    await changeStake(d, B, key(), 'unstake', '100');
    await changeStake(d, C, key(), 'stake', '70');
    await earn(d.db, PAYER, 1_000_003n, 2_500_000n);
    const carriedIn = first.dust;
    const period = await closeAndSettle(d, 2);
    expect(period.startsAt.getTime()).toBeLessThanOrEqual(started.getTime());
    expect(period).toMatchObject({ status: 'settled', feesEarned: 1_000_003n, houseEarned: 2_500_000n, holders: 3 });
    const funded = (1_000_003n * 2000n) / 10_000n + (2_500_000n * 2000n) / 10_000n;
    expect(period.funded).toBe(funded);
    const pot = carriedIn + funded;
    expect(period.totalCounted).toBe(35_000n);
    const expected = new Map([
      [A, (pot * 10_000n) / 35_000n],
      [B, (pot * 20_000n) / 35_000n],
      [C, (pot * 5_000n) / 35_000n],
    ]);
    const paid = await transfersOfKind(d.db, 'pool_payout', `pool:${period.id}`);
    expect(paid).toHaveLength(3);
    const sum = paid.reduce((s, p) => s + BigInt(p.amount), 0n);
    expect(sum).toBe([...expected.values()].reduce((s, v) => s + v, 0n));
    expect(period.paid).toBe(sum);
    expect(period.dust).toBe(pot - sum);
    // Settled again (and the job run again): nothing more moves, only the dust stays in the pool.
    await runPoolJob(d, new Date(), {}, true);
    expect(await transfersOfKind(d.db, 'pool_payout', `pool:${period.id}`)).toHaveLength(3);
    expect(await transfersOfKind(d.db, 'pool_fund', `pool:${period.id}`)).toHaveLength(2);
    expect(await poolUsdt(d.db)).toBe(period.dust);
    expect(await poolKc(d.db)).toBe(await stakesSum(d.db));
    expect(await stakeOf(d.db, C)).toBe(12_000n);
    expect(await ledgerProblems(d.db)).toEqual([]);
  });

  it('carries the rounding rest to the next period and pays nothing twice', async () => {
    const d = deps(t);
    await fundKc(d.db, [A, B, C], 100_000n);
    await freshStart(d);
    for (const u of [A, B, C]) await changeStake(d, u, key(), 'stake', '10');
    await closeAndSettle(d);
    const before = await poolUsdt(d.db);
    // 50 minor units earned by the fees: 10 into the pool, split 3 ways.
    await earn(d.db, PAYER, 50n, 0n);
    const p1 = await closeAndSettle(d);
    expect(p1.carriedIn).toBe(before);
    expect(p1.funded).toBe(10n);
    expect(p1.paid + p1.dust).toBe(before + 10n);
    expect(p1.dust).toBeLessThan(3n);
    const p2 = await closeAndSettle(d, 2);
    expect(p2.carriedIn).toBe(p1.dust);
    expect(p2.funded).toBe(0n);
    expect(p2.paid + p2.dust).toBe(p1.dust);
    expect(await poolUsdt(d.db)).toBe(p2.dust);
    expect(await ledgerProblems(d.db)).toEqual([]);
  });

  it('a run stopped half way resumes and pays the rest exactly once', async () => {
    const d = deps(t, { payBatch: 1 });
    await fundKc(d.db, [A, B, C], 100_000n);
    await freshStart(d);
    for (const u of [A, B, C]) await changeStake(d, u, key(), 'stake', '20');
    await closeAndSettle(d);
    await earn(d.db, PAYER, 3_000_000n, 0n);
    await tick();
    const open = await ensureOpenPeriod(d, new Date());
    await closePeriod(d, open.id, new Date());
    // The first batch commits, then the process "dies".
    const crash = runPoolJob(d, new Date(), { after: async () => Promise.reject(new Error('crash')) }, true);
    await expect(crash).rejects.toThrow('crash');
    expect((await periodById(d.db, open.id))?.status).toBe('paying');
    expect(await transfersOfKind(d.db, 'pool_payout', `pool:${open.id}`)).toHaveLength(1);
    // A batch that fails inside its transaction leaves no trace.
    const rolledBack = runPoolJob(d, new Date(), { inside: async () => Promise.reject(new Error('boom')) }, true);
    await expect(rolledBack).rejects.toThrow('boom');
    expect(await transfersOfKind(d.db, 'pool_payout', `pool:${open.id}`)).toHaveLength(1);
    // Two runs at once finish it: every holder paid once.
    await Promise.all([runPoolJob(d, new Date(), {}, true), runPoolJob(d, new Date(), {}, true)]);
    const period = (await periodById(d.db, open.id)) as PeriodRow;
    expect(period.status).toBe('settled');
    const paid = await transfersOfKind(d.db, 'pool_payout', `pool:${open.id}`);
    expect(paid).toHaveLength(3);
    expect(paid.reduce((s, p) => s + BigInt(p.amount), 0n)).toBe(period.paid);
    expect(await poolUsdt(d.db)).toBe(period.dust);
    expect(await ledgerProblems(d.db)).toEqual([]);
  });

  it('many players staking while the period closes and settles: each stake lands in one period', async () => {
    const d = deps(t);
    const players = [100201, 100202, 100203, 100204, 100205, 100206, 100207, 100208, 100209, 100210];
    await fundKc(d.db, players, 10_000n);
    await freshStart(d);
    const open = await ensureOpenPeriod(d, new Date());
    const before = await stakesSum(d.db);
    const stakes = players.flatMap((u) => [1, 2, 3].map(() => changeStake(d, u, key(), 'stake', '5')));
    const closing = (async () => {
      await closePeriod(d, open.id, new Date());
      await runPoolJob(d, new Date(), {}, true);
    })();
    const answers = await Promise.allSettled([...stakes, closing]);
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    expect((await stakesSum(d.db)) - before).toBe(30n * 500n);
    const periods = await rows<{ period_id: number; n: string | number }>(
      d.db,
      sql`select period_id, count(*) as n from pool_stake_events where delta > 0 and period_id >= ${open.id}
          group by period_id order by period_id`,
    );
    expect(periods.reduce((s, p) => s + Number(p.n), 0)).toBe(30);
    expect(periods.every((p) => p.period_id === open.id || p.period_id === open.id + 1)).toBe(true);
    // Stakes made in the closed period did not count in it.
    const closed = (await periodById(d.db, open.id)) as PeriodRow;
    expect(closed).toMatchObject({ status: 'settled', holders: 0 });
    expect(await poolKc(d.db)).toBe(await stakesSum(d.db));
    expect(await ledgerProblems(d.db)).toEqual([]);
  });

  it('splits any pot into floor shares whose sum plus the dust is the pot', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { maxLength: 40 }),
        (pot, stakes) => {
          const split = splitPot(
            pot,
            stakes.map((counted, i) => ({ userId: i + 1, counted })),
          );
          expect(split.paid + split.dust).toBe(pot);
          expect(split.payouts.every((p) => p.amount >= 0n)).toBe(true);
          expect(split.dust >= 0n).toBe(true);
          if (stakes.length > 0) expect(split.dust < BigInt(stakes.length)).toBe(true);
        },
      ),
    );
  });
});
