import { ErrorCode } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { stakePools } from '../../src/db/schema/index.ts';
import { transfer } from '../../src/ledger/ledger.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const call = callerFor('/svc/stake');

/**
 * The staking console (docs/staking.md, "Console"), on both databases: finance and admin list pools with what is staked
 * and the positions, create one (bad terms are field errors, nothing is made), pause it (new stakes answer CONFLICT
 * `closed`, the running position keeps earning and can be claimed) and resume it; each change is audited; viewers and
 * other roles are refused. The ledger is checked after each test.
 */

const good = { market: 'qs', coin: 'KTHER', lock_days: 30, apr_bps: 850, min_amount: '10' };

describe.each(DB_KINDS)('staking console (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('finance creates, lists, pauses and resumes a pool, audited; others are refused', async () => {
    for (const role of ['viewer', 'games'] as const) {
      const other = await signedInOperator(t, role);
      expect((await opsCall(t.app, '/staking/pools', {}, other.token)).body.code).toBe(ErrorCode.FORBIDDEN);
      const no = await opsCall(t.app, '/staking/pools/create', good, other.token);
      expect(no.body.code).toBe(ErrorCode.FORBIDDEN);
      expect(no.body.data.permission).toBe('staking.manage');
    }
    const finance = await signedInOperator(t, 'finance');

    const bad = await opsCall(
      t.app,
      '/staking/pools/create',
      { ...good, coin: 'USDT', apr_bps: 0, lock_days: -1, market: 'QS' },
      finance.token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['apr_bps', 'coin', 'lock_days', 'market']);
    const zero = await opsCall(t.app, '/staking/pools/create', { ...good, min_amount: '0' }, finance.token);
    expect(zero.body.data).toEqual({ min_amount: ['more than 0, at most 6 decimals'] });
    const fine = await opsCall(t.app, '/staking/pools/create', { ...good, min_amount: '0.0000001' }, finance.token);
    expect(fine.body.data.min_amount).toBeDefined();
    expect(await t.database.db.select().from(stakePools).where(eq(stakePools.market, 'qs'))).toEqual([]);

    const made = await opsCall(t.app, '/staking/pools/create', good, finance.token);
    expect(made.body.code).toBe(0);
    expect(made.body.data).toMatchObject({
      market: 'qs',
      coin: 'KTHER',
      lock_days: 30,
      apr_bps: 850,
      min_amount: '10',
      total_staked: '0',
      status: 'open',
      positions: 0,
    });
    const id = made.body.data.id as number;
    expect((await lastAudit(t, 'staking.pool_create'))?.after).toMatchObject({ id, market: 'qs', apr_bps: 850 });

    // A player sees it and stakes; the console shows the total and the position.
    const [a] = (await newPlayers(t, 1)) as [Player];
    await transfer(
      t.database.db,
      [
        {
          debit: { system: 'issuance' },
          credit: { userId: a.id },
          coin: 'KTHER',
          amount: 100_000_000n,
          kind: 'deposit',
        },
      ],
      { reference: `test:${a.id}`, idempotencyKey: `test-kther:${a.id}:${newKey()}` },
    );
    const seen = await call(t, a, '/staking/pools', { query: { market: 'qs' } });
    expect(seen.data.pools.map((p: { id: number }) => p.id)).toEqual([id]);
    const stake = (key = newKey()) => call(t, a, '/staking/deposit', { body: { pool_id: id, amount: '25' }, key });
    const first = await stake();
    expect(first.status).toBe(200);
    const listed = await opsCall(t.app, '/staking/pools', { market: 'qs' }, finance.token);
    expect(listed.body.data).toMatchObject({ list: [{ id, total_staked: '25', positions: 1 }], has_more: false });

    // Pause: new stakes refused with `closed`, the position runs on (its claim still answers); resume lets them in.
    const paused = await opsCall(t.app, '/staking/pools/status', { pool_id: id, status: 'closed' }, finance.token);
    expect(paused.body.data).toMatchObject({ status: 'closed', total_staked: '25', positions: 1 });
    expect(await lastAudit(t, 'staking.pool_pause')).toMatchObject({
      operatorId: finance.id,
      target: `stake_pool:${id}`,
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    const blocked = await stake();
    expect(blocked.code).toBe(ErrorCode.CONFLICT);
    expect(blocked.data.reason).toBe('closed');
    const claim = await call(t, a, '/staking/claim', { body: { position_id: first.data.position.id } });
    expect(claim.status).toBe(200);
    expect(claim.data.position.status).toBe('staked');
    const admin = await signedInOperator(t, 'admin');
    const resumed = await opsCall(t.app, '/staking/pools/status', { pool_id: id, status: 'open' }, admin.token);
    expect(resumed.body.data.status).toBe('open');
    expect((await lastAudit(t, 'staking.pool_resume'))?.after).toEqual({ status: 'open' });
    expect((await stake()).status).toBe(200);
    const after = await opsCall(t.app, '/staking/pools', { market: 'qs' }, admin.token);
    expect(after.body.data.list[0]).toMatchObject({ total_staked: '50', positions: 2 });

    const missing = await opsCall(t.app, '/staking/pools/status', { pool_id: 999_999, status: 'open' }, admin.token);
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
    const wrong = await opsCall(t.app, '/staking/pools/status', { pool_id: id, status: 'paused' }, admin.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.status).toBeDefined();
  });
});
