import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { closePeriod, ensureOpenPeriod } from '../../src/services/pool/job.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { deps, earn, key, ledgerProblems, poolCall, poolKc, stakesSum, tick } from './support.ts';

const LINH = 100001;
const BUDI = 100002;
const kc = (t: TestApp, user: number) => balanceOf(t.database.db, { userId: user }, 'KC');

describe.each(DB_KINDS)('prize pool calls (%s)', (kind) => {
  const t: TestApp = useTestApp(kind);

  it('shows the pool to visitors, and the stake, share and estimate to players', async () => {
    const visitor = await poolCall(t, 'GET', '/pool/info');
    expect(visitor.body.code).toBe(0);
    expect(visitor.body.data).toMatchObject({ coin: 'USDT', stake_coin: 'KC', me: null, share_bps: 2000 });
    expect(visitor.body.data.ends_at).toBeGreaterThan(visitor.body.data.now);
    const staked = await poolCall(t, 'POST', '/pool/stake', { user: LINH, body: { amount: '100' }, idem: key() });
    expect(staked.body).toMatchObject({ code: 0, data: { staked: '100', counted: '0', pending: '100' } });
    const mine = await poolCall(t, 'GET', '/pool/info', { user: LINH });
    expect(mine.body.data.me).toMatchObject({ staked: '100', counted: '0', pending: '100', share_ppm: 0 });
    // The next period counts it: Linh alone holds it, so her share is all and her estimate the whole pool.
    const d = deps(t);
    await tick();
    const open = await ensureOpenPeriod(d, new Date());
    await closePeriod(d, open.id, new Date());
    await earn(d.db, BUDI, 500_000n, 0n);
    const later = await poolCall(t, 'GET', '/pool/info', { user: LINH });
    expect(later.body.data.me).toMatchObject({ counted: '100', pending: '0', share_ppm: 1_000_000 });
    expect(later.body.data.me.estimate).toBe(later.body.data.pool);
    expect(Number(later.body.data.accrued)).toBeGreaterThanOrEqual(0.1);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('one idempotency key sent 50 times at once stakes once', async () => {
    const idem = key();
    const start = await kc(t, BUDI);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => poolCall(t, 'POST', '/pool/stake', { user: BUDI, body: { amount: '5' }, idem })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    expect(new Set(answers.map((a) => a.body.data.staked))).toEqual(new Set(['5']));
    expect(start - (await kc(t, BUDI))).toBe(500n);
    const events = await rows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from pool_stake_events where user_id = ${BUDI}`,
    );
    expect(Number(events[0]?.n)).toBe(1);
    // The same key with another amount is refused.
    const other = await poolCall(t, 'POST', '/pool/stake', { user: BUDI, body: { amount: '6' }, idem });
    expect(other.body.code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    expect(await poolKc(t.database.db)).toBe(await stakesSum(t.database.db));
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('unstakes at once, lowering what the open period counts', async () => {
    const before = await kc(t, LINH);
    const out = await poolCall(t, 'POST', '/pool/unstake', { user: LINH, body: { amount: '40.5' }, idem: key() });
    expect(out.body).toMatchObject({ code: 0, data: { staked: '59.5', counted: '59.5', pending: '0' } });
    expect((await kc(t, LINH)) - before).toBe(4050n);
    const back = await poolCall(t, 'POST', '/pool/stake', { user: LINH, body: { amount: '40.5' }, idem: key() });
    expect(back.body.data).toMatchObject({ staked: '100', counted: '59.5', pending: '40.5' });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('bad input gets a field error and changes nothing', async () => {
    const stakedBefore = await stakesSum(t.database.db);
    const kcBefore = await kc(t, BUDI);
    for (const amount of ['abc', '0.5', '1.234', '-3', '', '1e3', 12])
      expect((await poolCall(t, 'POST', '/pool/stake', { user: BUDI, body: { amount }, idem: key() })).body.code).toBe(
        ErrorCode.VALIDATION,
      );
    const noKey = await poolCall(t, 'POST', '/pool/stake', { user: BUDI, body: { amount: '1' } });
    expect(noKey.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { 'Idempotency-Key': expect.any(Array) } });
    const tooMuch = await poolCall(t, 'POST', '/pool/unstake', { user: BUDI, body: { amount: '999' }, idem: key() });
    expect(tooMuch.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { amount: expect.any(Array) } });
    const short = await poolCall(t, 'POST', '/pool/stake', { user: BUDI, body: { amount: '99999' }, idem: key() });
    expect(short.body.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const visitor = await poolCall(t, 'POST', '/pool/stake', { body: { amount: '1' }, idem: key() });
    expect(visitor.body.code).toBe(ErrorCode.SESSION_INVALID);
    const page = await poolCall(t, 'GET', '/pool/periods', { query: 'page=0' });
    expect(page.body.code).toBe(ErrorCode.VALIDATION);
    expect(await stakesSum(t.database.db)).toBe(stakedBefore);
    expect(await kc(t, BUDI)).toBe(kcBefore);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('an operator settles the period now: the player sees the payout in past periods and the wallet', async () => {
    const d = deps(t);
    await earn(d.db, BUDI, 2_000_000n, 1_000_000n);
    const usdtBefore = await balanceOf(d.db, { userId: LINH }, 'USDT');
    const open = await ensureOpenPeriod(d, new Date());
    const viewer = await signedInOperator(t, 'viewer');
    const refused = await opsCall(t.app, '/pool/settle', { period_id: open.id }, viewer.token);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    const finance = await signedInOperator(t, 'finance');
    const missing = await opsCall(t.app, '/pool/settle', { period_id: 2_147_483_000 }, finance.token);
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
    await tick();
    const settled = await opsCall(t.app, '/pool/settle', { period_id: open.id }, finance.token);
    expect(settled.body).toMatchObject({
      code: 0,
      data: { changed: true, period: { id: open.id, status: 'settled' } },
    });
    const again = await opsCall(t.app, '/pool/settle', { period_id: open.id }, finance.token);
    expect(again.body.data.changed).toBe(false);
    const audit = await rows<{ action: string; target: string }>(
      d.db,
      sql`select action, target from operator_audit where action = 'pool.settle'`,
    );
    expect(audit).toEqual([{ action: 'pool.settle', target: `pool_period:${open.id}` }]);
    const list = await opsCall(t.app, '/pool/periods', { page: 1 }, viewer.token);
    expect(list.body.data.list[0]).toMatchObject({ status: 'open' });
    expect(list.body.data.list[1]).toMatchObject({ id: open.id, status: 'settled', unpaid: 0 });

    const periods = await poolCall(t, 'GET', '/pool/periods', { user: LINH });
    const mine = periods.body.data.list[0];
    expect(mine).toMatchObject({ id: open.id, status: 'settled', my_counted: '59.5' });
    expect(Number(mine.my_payout)).toBeGreaterThan(0);
    expect(mine.my_paid_at).toBeGreaterThan(0);
    const gained = (await balanceOf(d.db, { userId: LINH }, 'USDT')) - usdtBefore;
    expect(gained).toBe(BigInt(Math.round(Number(mine.my_payout) * 1e6)));
    const onlyMine = await poolCall(t, 'GET', '/pool/periods', { user: LINH, query: 'mine=true' });
    expect(onlyMine.body.data.list.every((p: { my_payout: string }) => Number(p.my_payout) > 0)).toBe(true);
    const visitor = await poolCall(t, 'GET', '/pool/periods');
    expect(visitor.body.data.list[0]).toMatchObject({ id: open.id, my_payout: '0', my_paid_at: null });
    const info = await poolCall(t, 'GET', '/pool/info', { user: LINH });
    expect(info.body.data.me.paid_total).toBe(mine.my_payout);
    expect(await ledgerProblems(d.db)).toEqual([]);
  });
});
