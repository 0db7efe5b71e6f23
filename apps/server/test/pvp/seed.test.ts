import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { seedPvp } from '../../src/services/pvp/seed.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { expectLedgerOk } from '../lotto/support.ts';

/** The demo PvP seed: finished duels in each demo market through the ledger, and nothing more on a second start. */
describe.each(DB_KINDS)('pvp demo seed (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  afterEach(async () => expectLedgerOk(t));

  it('plays two finished duels per demo market once', async () => {
    await seedPvp(t.database.db);
    await seedPvp(t.database.db);
    const found = await rows<{ market: string; status: string; n: string | number }>(
      t.database.db,
      sql`select market, status, count(*) as n from pvp_matches
          where player_a in (190001, 190002, 190003) or player_b in (190001, 190002, 190003)
          group by market, status order by market`,
    );
    expect(found.map((r) => [r.market, r.status, Number(r.n)])).toEqual([
      ['br', 'finished', 2],
      ['id', 'finished', 2],
      ['vn', 'finished', 2],
    ]);
  });
});
