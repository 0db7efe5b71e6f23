import { ErrorCode } from '@arcadia/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensurePairs, marketHeldMismatch } from '../../src/services/market/index.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player, U, usdtOf } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const call = callerFor('/svc/market');

/**
 * The market console (docs/market.md, "What an operator does"), on both databases: finance and admin list every pair
 * with its ticker, open orders and the 151/221 references; halting a pair makes new orders answer CONFLICT `halted`
 * (cancels still work, the player's ticker says `halted`), resuming lets orders in again; each change is audited with
 * before and after; other roles are refused and bad input is a field error. Ledger and market holds are checked after.
 */

type PairView = { symbol: string; halted: boolean; open_orders: number; refs: { exchange: string }[] };

describe.each(DB_KINDS)('market console (%s)', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => ensurePairs(t.database.db, 10, 20));
  afterEach(async () => {
    await expectLedgerOk(t);
    expect(await marketHeldMismatch(t.database.db)).toEqual([]);
  });

  it('halts and resumes a pair: new orders refused with `halted`, cancels allowed, audited; others refused', async () => {
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, '/market/pairs', {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const refused = await opsCall(t.app, '/market/pairs/halt', { symbol: 'XCT_USDT', halted: true }, viewer.token);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    expect(refused.body.data.permission).toBe('market.manage');
    const finance = await signedInOperator(t, 'finance');

    const [p] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const order = (key = newKey()) =>
      call(t, p, '/market/place_order', {
        body: { symbol: 'XCT_USDT', side: 'buy', type: 'limit', price: '0.01', qty: '100' },
        key,
      });
    const resting = await order();
    expect(resting.status).toBe(200);
    expect(await usdtOf(t, p.id)).toBe(99n * U);

    const listed = await opsCall(t.app, '/market/pairs', {}, finance.token);
    expect(listed.body.code).toBe(0);
    const list = listed.body.data.list as PairView[];
    expect(list.map((r) => r.symbol)).toEqual(expect.arrayContaining(['XGT_USDT', 'XCT_USDT', 'ARC_USDT']));
    const xct = list.find((r) => r.symbol === 'XCT_USDT');
    expect(xct).toMatchObject({ halted: false, open_orders: 1 });
    expect(xct?.refs.map((r) => r.exchange)).toEqual(['151', '221']);
    expect(list.find((r) => r.symbol === 'ARC_USDT')).toMatchObject({ kind: 'stock', stock_id: '1001' });

    const halted = await opsCall(t.app, '/market/pairs/halt', { symbol: 'XCT_USDT', halted: true }, finance.token);
    expect(halted.body.code).toBe(0);
    expect(halted.body.data).toMatchObject({ symbol: 'XCT_USDT', halted: true, open_orders: 1 });
    expect(await lastAudit(t, 'market.pair_halt')).toMatchObject({
      operatorId: finance.id,
      target: 'market_pair:XCT_USDT',
      before: { halted: false },
      after: { halted: true },
    });

    // Players: the ticker says halted, a new order is refused with nothing held, the resting one can be cancelled.
    const pairs = await call(t, p, '/market/pairs');
    expect(pairs.data.list.find((r: PairView) => r.symbol === 'XCT_USDT').halted).toBe(true);
    expect(pairs.data.list.find((r: PairView) => r.symbol === 'XGT_USDT').halted).toBe(false);
    const blocked = await order();
    expect(blocked.code).toBe(ErrorCode.CONFLICT);
    expect(blocked.data.reason).toBe('halted');
    expect(await usdtOf(t, p.id)).toBe(99n * U);
    const cancelled = await call(t, p, '/market/cancel_order', { body: { order_id: resting.data.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.status).toBe('cancelled');
    expect(await usdtOf(t, p.id)).toBe(100n * U);

    // The same key sent again after the halt answers the first order (idempotency wins over the halt).
    const firstKey = newKey();
    const admin = await signedInOperator(t, 'admin');
    const resumed = await opsCall(t.app, '/market/pairs/halt', { symbol: 'XCT_USDT', halted: false }, admin.token);
    expect(resumed.body.data.halted).toBe(false);
    expect(await lastAudit(t, 'market.pair_resume')).toMatchObject({
      operatorId: admin.id,
      before: { halted: true },
      after: { halted: false },
    });
    const again = await order(firstKey);
    expect(again.status).toBe(200);
    await opsCall(t.app, '/market/pairs/halt', { symbol: 'XCT_USDT', halted: true }, admin.token);
    expect((await order(firstKey)).data.id).toBe(again.data.id);
    await opsCall(t.app, '/market/pairs/halt', { symbol: 'XCT_USDT', halted: false }, admin.token);
    expect((await call(t, p, '/market/cancel_order', { body: { order_id: again.data.id } })).status).toBe(200);

    // Unknown pairs and bad input are refused.
    const bad = await opsCall(t.app, '/market/pairs/halt', { symbol: 'xct usdt', halted: 'yes' }, admin.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['halted', 'symbol']);
    const missing = await opsCall(t.app, '/market/pairs/halt', { symbol: 'ZZ_USDT', halted: true }, admin.token);
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
