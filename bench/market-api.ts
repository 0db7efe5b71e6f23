// `N=2000 C=20 npx tsx bench/market-api.ts`: the market's place_order path (matching + settlement on the ledger in
// one transaction) in-process against PGlite (or DATABASE_URL), orders per second with C concurrent callers, beside
// the plain ledger transfer rate measured the same way. Target: at least half the transfer rate. Prints JSON.

import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { transfer } from '../apps/server/src/ledger/ledger.ts';
import { ensurePairs, placeOrder } from '../apps/server/src/services/market/engine-service.ts';
import { createTestApp } from '../apps/server/test/helpers.ts';

const N = Number(process.env.N ?? 2000);
const C = Number(process.env.C ?? 20);
const t = await createTestApp(process.env.DATABASE_URL ? 'postgres' : 'pglite');
const db = t.database.db;
await ensurePairs(db);
const users = Array.from({ length: C }, (_, i) => 990_000_000 + i);
await db.execute(
  sql`insert into users (id, username, user_login, country_code) values ${sql.join(
    users.map((id) => sql`(${id}, ${`Bench ${id}`}, ${`bench${id}`}, 'vn')`),
    sql`, `,
  )} on conflict do nothing`,
);
for (const id of users)
  await transfer(
    db,
    [
      { debit: { system: 'issuance' }, credit: { userId: id }, coin: 'XGT', amount: 10n ** 16n, kind: 'deposit' },
      { debit: { system: 'issuance' }, credit: { userId: id }, coin: 'USDT', amount: 10n ** 14n, kind: 'deposit' },
    ],
    { reference: `bench:${id}` },
  );
async function run(label: string, one: (worker: number, i: number) => Promise<unknown>) {
  const per = Math.ceil(N / C);
  const t0 = performance.now();
  await Promise.all(
    users.map(async (_, w) => {
      for (let i = 0; i < per; i++) await one(w, i);
    }),
  );
  const ms = performance.now() - t0;
  return { label, ops: per * C, ms: Math.round(ms), per_second: Math.round(((per * C) / ms) * 1000) };
}
const ledger = await run('ledger-transfer', (w, i) =>
  transfer(
    db,
    [
      {
        debit: { userId: users[w] as number },
        credit: { userId: users[(w + 1) % C] as number },
        coin: 'USDT',
        amount: 1n,
        kind: 'bench',
      },
    ],
    { reference: `bench:${w}:${i}` },
  ),
);
const market = await run('market-place-order', (w, i) =>
  placeOrder(db, {
    userId: users[w] as number,
    symbol: 'XGT_USDT',
    side: (w + i) % 2 === 0 ? 'buy' : 'sell',
    type: 'limit',
    price: (0.85 + (((w * 7 + i) % 5) - 2) / 1000).toFixed(4),
    qty: '1',
    idempotencyKey: `bench-${w}-${i}-${Date.now()}`,
  }),
);
console.log(
  JSON.stringify({
    bench: 'market-api',
    ledger,
    market,
    ratio: market.per_second / ledger.per_second,
    load: loadavg()[0],
  }),
);
await t.close?.();
process.exit(0);
