import { ErrorCode } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investProducts } from '../../src/db/schema/index.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player, U } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const call = callerFor('/svc/invest');

/**
 * The invest console (docs/invest.md, "Operator"), on both databases: finance and admin list products with what is
 * subscribed, create one (bad terms are field errors, nothing is made), pause it (players' subscriptions are refused,
 * running positions stay) and resume it; each change is audited; other roles are refused.
 */

const good = {
  market: 'qa',
  name: 'Tiết kiệm 14 ngày',
  kind: 'fixed',
  apr_bps: 750,
  term_days: 14,
  penalty_bps: 150,
  min_amount: '5',
  per_user_cap: '1000',
  total_cap: '50000',
};

describe.each(DB_KINDS)('invest console (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('finance creates, lists, pauses and resumes a product, audited; others are refused', async () => {
    const content = await signedInOperator(t, 'content');
    expect((await opsCall(t.app, '/invest/products', {}, content.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await opsCall(t.app, '/invest/products/create', good, content.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const finance = await signedInOperator(t, 'finance');

    const bad = await opsCall(
      t.app,
      '/invest/products/create',
      { ...good, name: '<b>x</b>', apr_bps: 0, kind: 'weekly' },
      finance.token,
    );
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(bad.body.data).sort()).toEqual(['apr_bps', 'kind', 'name']);
    const noTerm = await opsCall(t.app, '/invest/products/create', { ...good, term_days: 0 }, finance.token);
    expect(noTerm.body.data).toEqual({ term_days: ['a fixed product needs a term'] });
    const caps = await opsCall(t.app, '/invest/products/create', { ...good, total_cap: '10' }, finance.token);
    expect(caps.body.data).toEqual({ total_cap: ['must be at least the cap per player'] });
    const zero = await opsCall(t.app, '/invest/products/create', { ...good, min_amount: '0' }, finance.token);
    expect(zero.body.data).toEqual({ min_amount: ['must be more than 0'] });
    expect(await t.database.db.select().from(investProducts).where(eq(investProducts.market, 'qa'))).toEqual([]);

    const made = await opsCall(t.app, '/invest/products/create', good, finance.token);
    expect(made.body.code).toBe(0);
    expect(made.body.data).toMatchObject({
      product: { market: 'qa', kind: 'fixed', apr_bps: 750, term_days: 14, total_cap: '50000', status: 'open' },
      active_positions: 0,
    });
    const id = made.body.data.product.id as number;
    expect((await lastAudit(t, 'invest.product_create'))?.after).toMatchObject({ id, market: 'qa', apr_bps: 750 });
    const flexible = await opsCall(
      t.app,
      '/invest/products/create',
      { ...good, kind: 'flexible', name: 'Linh hoạt', term_days: 30, penalty_bps: 500 },
      finance.token,
    );
    expect(flexible.body.data.product).toMatchObject({ kind: 'flexible', term_days: 0, penalty_bps: 0 });

    // Players see it, subscribe; the list shows the total subscribed and the positions.
    const [a] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const seen = await call(t, a, '/invest/products', { query: { market: 'qa' } });
    expect(seen.data.products.map((p: { id: number }) => p.id)).toContain(id);
    const sub = (key = newKey()) => call(t, a, '/invest/subscribe', { body: { product_id: id, amount: '20' }, key });
    expect((await sub()).status).toBe(200);
    const listed = await opsCall(t.app, '/invest/products', { market: 'qa' }, finance.token);
    expect(listed.body.data.list).toHaveLength(2);
    const row = listed.body.data.list.find((r: { product: { id: number } }) => r.product.id === id);
    expect(row).toMatchObject({ product: { subscribed: '20' }, active_positions: 1 });

    // Pause: new subscriptions are refused, the running position stays; resume lets them in again.
    const paused = await opsCall(t.app, '/invest/products/status', { product_id: id, status: 'closed' }, finance.token);
    expect(paused.body.data).toMatchObject({ product: { status: 'closed', subscribed: '20' }, active_positions: 1 });
    const audit = await lastAudit(t, 'invest.product_pause');
    expect(audit).toMatchObject({
      target: `invest_product:${id}`,
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    expect((await sub()).data.reason).toBe('closed');
    const hidden = await call(t, a, '/invest/products', { query: { market: 'qa' } });
    expect(hidden.data.products.map((p: { id: number }) => p.id)).not.toContain(id);
    const admin = await signedInOperator(t, 'admin');
    const resumed = await opsCall(t.app, '/invest/products/status', { product_id: id, status: 'open' }, admin.token);
    expect(resumed.body.data.product.status).toBe('open');
    expect((await lastAudit(t, 'invest.product_resume'))?.after).toEqual({ status: 'open' });
    expect((await sub()).status).toBe(200);

    const missing = await opsCall(
      t.app,
      '/invest/products/status',
      { product_id: 999_999, status: 'open' },
      admin.token,
    );
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
    const wrong = await opsCall(t.app, '/invest/products/status', { product_id: id, status: 'paused' }, admin.token);
    expect(wrong.body.code).toBe(ErrorCode.VALIDATION);
    expect(wrong.body.data.status).toBeDefined();
  });
});
