import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskOffers } from '../../src/db/schema/index.ts';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';

describe.each(DB_KINDS)('library by offer kind (%s)', (kind) => {
  const t = useTestApp(kind);

  it('kind download lists only products with an install-and-open task, each card naming that task', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/svc/task/cpl/product_list',
      headers: signedHeaders({ userId: 100001, extra: { 'Country-Code': 'vn' } }),
      payload: { kind: 'download', one_page_cnt: 50 },
    });
    const data = answer.json().data as { list: { xbOfferId: number; productId: number }[]; total: number };
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.total).toBe(data.list.length);
    const offers = await t.database.db
      .select({ id: taskOffers.id, kind: taskOffers.kind, productId: taskOffers.productId })
      .from(taskOffers)
      .where(
        inArray(
          taskOffers.id,
          data.list.map((p) => p.xbOfferId),
        ),
      );
    expect(offers).toHaveLength(data.list.length);
    expect(offers.every((o) => o.kind === 'download')).toBe(true);
    for (const p of data.list) expect(offers.find((o) => o.id === p.xbOfferId)?.productId).toBe(p.productId);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/svc/task/cpl/product_list',
      headers: signedHeaders({ userId: 100001 }),
      payload: { kind: 'lottery' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toHaveProperty('kind');
  });
});
