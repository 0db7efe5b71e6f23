import { auditDraw } from '@arcadia/contract/calls/luckycode/fairness';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { rows } from '../../src/ledger/sql.ts';
import { seedLuckycode } from '../../src/services/luckycode/seed.ts';
import { termsFrom } from '../../src/services/luckycode/settings.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, expectLedgerOk } from './support.ts';

// No timer: the job's first run at start would open a draw before the seed runs (main.ts seeds before start).
const saved = process.env.LUCKYCODE_JOB_MS;
process.env.LUCKYCODE_JOB_MS = '0';
afterAll(() => {
  if (saved === undefined) delete process.env.LUCKYCODE_JOB_MS;
  else process.env.LUCKYCODE_JOB_MS = saved;
});

/** The demo data: lived-in draws made through the service and the job's own steps, once. */
describe.each(DB_KINDS)('lucky code demo data (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('makes two paid draws, a refunded one and one on sale, each reproducible, and runs once', async () => {
    const terms = termsFrom(parseSettings({ LUCKYCODE_JOB_MS: '0' }).settings);
    await seedLuckycode(t.database.db, terms);
    const count = async () =>
      (await rows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ledger_transfers`))[0]?.n;
    const before = await count();
    await seedLuckycode(t.database.db, terms);
    expect(await count()).toBe(before);

    const past = (await call(t, undefined, '/draws')).data.list;
    expect(past.map((d: { status: string }) => d.status)).toEqual(['refunded', 'paid', 'paid']);
    for (const d of past) {
      const { draw, ranges } = (await call(t, undefined, '/audit', { query: { draw_id: d.id } })).data;
      const result = await auditDraw({ ...draw, draw_id: draw.id, ranges });
      expect(result.seedOk && result.listOk).toBe(true);
      if (draw.status === 'paid') expect(result.match).toBe(true);
      if (draw.status === 'paid') expect(draw.winner).toMatch(/\*\*\*/);
    }
    const current = (await call(t, undefined, '/current')).data.draw;
    expect(current.status).toBe('open');
    expect(current.sold).toBeGreaterThan(20);
    expect(current.closes_at * 1000).toBeGreaterThan(Date.now());
  });
});
