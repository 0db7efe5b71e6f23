import { auditLotto } from '@arcadia/contract/games/lotto';
import { auditXoso } from '@arcadia/contract/games/xoso';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { rows } from '../../src/ledger/sql.ts';
import { seedLotto } from '../../src/services/lotto/seed.ts';
import { termsFrom } from '../../src/services/lotto/settings.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, expectLedgerOk } from './support.ts';

const saved = process.env.LOTTO_JOB_MS;
process.env.LOTTO_JOB_MS = '0';
afterAll(() => {
  if (saved === undefined) delete process.env.LOTTO_JOB_MS;
  else process.env.LOTTO_JOB_MS = saved;
});

/** The demo data: past lotto draws and three days of xoso boards in every region, each reproducible, made once. */
describe.each(DB_KINDS)('lotto demo data (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('makes paid lotto draws, one on sale, xoso results in every region, and runs once', async () => {
    const terms = termsFrom(parseSettings({ LOTTO_JOB_MS: '0' }).settings);
    await seedLotto(t.database.db, terms);
    const count = async () =>
      (await rows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ledger_transfers`))[0]?.n;
    const before = await count();
    await seedLotto(t.database.db, terms);
    expect(await count()).toBe(before);

    const past = (await call(t, undefined, '/lotto/results')).data.list;
    expect(past.map((d: { status: string }) => d.status)).toEqual(['paid', 'paid', 'paid']);
    for (const d of past) {
      const proof = (await call(t, undefined, '/lotto/verify', { query: { draw_id: d.id } })).data;
      expect(auditLotto({ ...proof.draw, draw_id: d.id, tickets: proof.tickets }).match).toBe(true);
    }
    const current = (await call(t, undefined, '/lotto/draws')).data.draw;
    expect(current.status).toBe('open');
    expect(current.sold).toBeGreaterThan(0);
    for (const region of ['bac', 'trung', 'nam']) {
      const list = (await call(t, undefined, '/xoso/results', { query: { region } })).data.list;
      expect(list.length, region).toBeGreaterThanOrEqual(3);
      for (const d of list) {
        const proof = (await call(t, undefined, '/xoso/verify', { query: { draw_id: d.id } })).data;
        expect(auditXoso({ ...proof.draw, bets: proof.bets }).match, `${region} ${d.day}`).toBe(true);
      }
    }
    const regions = (await call(t, undefined, '/xoso/regions')).data.regions;
    for (const r of regions) expect(r.next?.status, r.region).toBe('open');
  });
});
