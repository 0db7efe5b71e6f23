// `N=2000 C=20 node bench/market-api.ts`: the market's place_order path (matching + settlement on the ledger in
// one transaction) in-process against PGlite (or DATABASE_URL), orders per second with C concurrent callers, beside
// the plain ledger transfer rate measured the same way. Target: at least half the transfer rate. Prints JSON.
// Fairness: both sides get the same C callers each awaiting its call, the same clock (wall time of the whole round),
// a warm-up of W ops per caller first (not measured), and R alternating rounds (ledger, market, ledger, ...) of N/R
// ops each, so a load change on the shared machine hits both sides alike; the JSON gives the totals and each round.

import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { transfer } from '../apps/server/src/ledger/ledger.ts';
import { ensurePairs, placeOrder } from '../apps/server/src/services/market/engine-service.ts';
import { createTestApp } from '../apps/server/test/helpers.ts';

const N = Number(process.env.N ?? 2000);
const C = Number(process.env.C ?? 20);
const R = Number(process.env.R ?? 4);
const W = Number(process.env.W ?? 5);
const t = await createTestApp(process.env.DATABASE_URL ? 'postgres' : 'pglite');
const db = t.database.db;
await ensurePairs(db);
// C callers; at least two players, so C=1 neither transfers to itself nor trades with itself (it alternates them).
const users = Array.from({ length: Math.max(C, 2) }, (_, i) => 990_000_000 + i);
const callers = users.slice(0, C);
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
async function run(label: string, ops: number, one: (worker: number, i: number) => Promise<unknown>) {
  const per = Math.ceil(ops / C);
  const t0 = performance.now();
  await Promise.all(
    callers.map(async (_, w) => {
      for (let i = 0; i < per; i++) await one(w, i);
    }),
  );
  return { label, ops: per * C, ms: performance.now() - t0 };
}
let round = 0;
const ledgerOp = (w: number, i: number) =>
  transfer(
    db,
    [
      {
        debit: { userId: users[w] as number },
        credit: { userId: users[(w + 1) % users.length] as number },
        coin: 'USDT',
        amount: 1n,
        kind: 'bench',
      },
    ],
    { reference: `bench:${round}:${w}:${i}` },
  );
const marketOp = (w: number, i: number) =>
  placeOrder(db, {
    userId: users[C === 1 ? i % 2 : w] as number,
    symbol: 'XGT_USDT',
    side: (w + i) % 2 === 0 ? 'buy' : 'sell',
    type: 'limit',
    price: (0.85 + (((w * 7 + i) % 5) - 2) / 1000).toFixed(4),
    qty: '1',
    idempotencyKey: `bench-${round}-${w}-${i}-${Date.now()}`,
  });
// warm-up (JIT, connections, account caches, prepared plans): not measured
round = -1;
await run('warm-ledger', W * C, ledgerOp);
await run('warm-market', W * C, marketOp);
const rounds: { ledger: number; market: number; load: number }[] = [];
const total = { ledger: { ops: 0, ms: 0 }, market: { ops: 0, ms: 0 } };
for (round = 0; round < R; round++) {
  const l = await run('ledger-transfer', N / R, ledgerOp);
  const m = await run('market-place-order', N / R, marketOp);
  total.ledger.ops += l.ops;
  total.ledger.ms += l.ms;
  total.market.ops += m.ops;
  total.market.ms += m.ms;
  rounds.push({
    ledger: Math.round((l.ops / l.ms) * 1000),
    market: Math.round((m.ops / m.ms) * 1000),
    load: Number(loadavg()[0]?.toFixed(2)),
  });
}
const rate = (x: { ops: number; ms: number }) => ({
  ops: x.ops,
  ms: Math.round(x.ms),
  per_second: Math.round((x.ops / x.ms) * 1000),
});
const ledger = rate(total.ledger);
const market = rate(total.market);
console.log(
  JSON.stringify({
    bench: 'market-api',
    db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    n: N,
    c: C,
    ledger,
    market,
    ratio: Number((market.per_second / ledger.per_second).toFixed(2)),
    rounds,
    load: loadavg()[0],
  }),
);
await t.close?.();
process.exit(0);
