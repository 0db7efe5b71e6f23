import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coinOf } from '../../ledger/coins.ts';
import { transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { DEFAULT_PAIRS, ensurePairs, marketClock, placeOrder } from './engine-service.ts';

/** The demo market maker (a normal player account funded from issuance, so its book is backed by real holds). */
export const MARKET_MAKER_ID = 990_000_001;
/** A second demo maker that quotes the listed stocks beside the first (a broker's desk). */
export const STOCK_DESK_ID = 990_000_002;

type SeedPair = (typeof DEFAULT_PAIRS)[number];

/**
 * Demo seed: for each pair three days of trade history (one trade every 10 minutes, a seeded random walk around the
 * coin's configured price; one bulk insert, display history only) and a book placed through placeOrder by the demo
 * makers, so every resting order is held on the ledger. Per pair and once: a pair with trades is left alone, so a
 * pair listed later (the ARC stock) is seeded on the next start of an existing database.
 */
export async function seedMarket(db: Db): Promise<void> {
  await ensurePairs(db);
  const todo: SeedPair[] = [];
  for (const pair of DEFAULT_PAIRS) {
    const done = await one<{ n: string | number }>(
      db,
      sql`select count(*) as n from market_trades where symbol = ${pair.symbol}`,
    );
    if (Number(done?.n ?? 0) === 0) todo.push(pair);
  }
  if (todo.length === 0) return;
  await db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${MARKET_MAKER_ID}, 'Market Maker', 'market-maker-demo', 'vn'), (${STOCK_DESK_ID}, 'Arcadia Securities', 'stock-desk-demo', 'vn') on conflict do nothing`,
  );
  const lastPrice = await seedHistory(db, todo);
  for (const pair of todo) {
    await fundMakers(db, pair);
    await seedBook(db, pair, lastPrice.get(pair.symbol) as bigint);
  }
}

async function seedHistory(db: Db, pairs: SeedPair[]): Promise<Map<string, bigint>> {
  const now = marketClock.nowMs();
  const step = 600_000;
  const points = 3 * 144;
  let s = 20_261_128;
  const rnd = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  const values = [];
  const lastPrice = new Map<string, bigint>();
  for (const pair of pairs) {
    const base = coinOf(pair.base);
    const qd = coinOf(pair.quote).decimals;
    // default price is USDT per coin in 1e-8; quote minor units per whole coin:
    const start = (base.defaultPriceE8 * 10n ** BigInt(qd)) / 100_000_000n;
    let p = Number(start);
    for (let i = points; i >= 1; i--) {
      p = Math.max(1, p * (1 + (rnd() - 0.5) * 0.01));
      // Stocks are quoted in cents, as a share price is.
      const tick = pair.kind === 'stock' ? 10 ** Math.max(0, qd - 2) : 1;
      const price = BigInt(Math.max(tick, Math.round(p / tick) * tick));
      const qty = BigInt(Math.max(1, Math.round((0.5 + rnd() * 20) * 10 ** base.decimals)));
      const quote = (qty * price) / 10n ** BigInt(base.decimals);
      values.push(
        sql`(${pair.symbol}, ${String(price)}::bigint, ${String(qty)}::bigint, ${String(quote)}::bigint, ${rnd() < 0.5 ? 'buy' : 'sell'}, 0, 0, ${now - i * step})`,
      );
      lastPrice.set(pair.symbol, price);
    }
  }
  await db.execute(
    sql`insert into market_trades (symbol, price, qty, quote, taker_side, buyer_fee, seller_fee, ts_ms) values ${sql.join(values, sql`, `)}`,
  );
  return lastPrice;
}

/** The makers' working funds for one pair, from issuance (one key per pair and maker: a rerun pays nothing). */
async function fundMakers(db: Db, pair: SeedPair) {
  const makers = pair.kind === 'stock' ? [MARKET_MAKER_ID, STOCK_DESK_ID] : [MARKET_MAKER_ID];
  for (const maker of makers) {
    await transfer(
      db,
      [pair.base, pair.quote].map((coin: CoinCode) => ({
        debit: { system: 'issuance' as const },
        credit: { userId: maker },
        coin,
        amount: 100_000n * 10n ** BigInt(coinOf(coin).decimals),
        kind: 'deposit',
      })),
      { reference: 'market:seed', idempotencyKey: `market:seed:${maker}:${pair.symbol}` },
    );
  }
}

/**
 * Six asks and six bids around the last price, 0.4 % apart. A stock's book is shared by both makers, alternating
 * levels, with lot sizes in round shares as a broker would quote them.
 */
async function seedBook(db: Db, pair: SeedPair, last: bigint) {
  const qd = coinOf(pair.quote).decimals;
  const fmt = (v: bigint) => {
    const sc = 10n ** BigInt(qd);
    return `${v / sc}.${(v % sc).toString().padStart(qd, '0')}`;
  };
  for (let i = 1; i <= 6; i++) {
    const stock = pair.kind === 'stock';
    const cent = stock ? 10n ** BigInt(Math.max(0, qd - 2)) : 1n;
    const off = (((last * BigInt(i * 4)) / 1000n || BigInt(i)) / cent) * cent || cent;
    const userId = stock && i % 2 === 0 ? STOCK_DESK_ID : MARKET_MAKER_ID;
    const qty = stock ? String([0, 40, 25, 120, 60, 200, 150][i]) : String(5 * i);
    for (const side of ['sell', 'buy'] as const) {
      await placeOrder(db, {
        userId,
        symbol: pair.symbol,
        side,
        type: 'limit',
        price: fmt(side === 'sell' ? last + off : last - off > 0n ? last - off : 1n),
        qty,
        idempotencyKey: `seed-${pair.symbol}-${side}-${i}`,
      });
    }
  }
}
