import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coinOf } from '../../ledger/coins.ts';
import { transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { DEFAULT_PAIRS, ensurePairs, marketClock, placeOrder } from './engine-service.ts';

/** The demo market maker (a normal player account funded from issuance, so its book is backed by real holds). */
export const MARKET_MAKER_ID = 990_000_001;

/**
 * Demo seed: for each pair three days of trade history (one trade every 10 minutes, a seeded random walk around the
 * coin's configured price; one bulk insert, display history only) and a book of 6 asks and 6 bids placed through
 * placeOrder by the market maker, so every resting order is held on the ledger. Runs once (skips when trades exist).
 */
export async function seedMarket(db: Db): Promise<void> {
  await ensurePairs(db);
  const done = await one<{ n: string | number }>(db, sql`select count(*) as n from market_trades`);
  if (Number(done?.n ?? 0) > 0) return;
  await db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${MARKET_MAKER_ID}, 'Market Maker', 'market-maker-demo', 'vn') on conflict do nothing`,
  );
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
  for (const pair of DEFAULT_PAIRS) {
    const base = coinOf(pair.base);
    const qd = coinOf(pair.quote).decimals;
    // default price is USDT per coin in 1e-8; quote minor units per whole coin:
    const start = (base.defaultPriceE8 * 10n ** BigInt(qd)) / 100_000_000n;
    let p = Number(start);
    for (let i = points; i >= 1; i--) {
      p = Math.max(1, p * (1 + (rnd() - 0.5) * 0.01));
      const price = BigInt(Math.round(p));
      const qty = BigInt(Math.round((0.5 + rnd() * 20) * 10 ** base.decimals));
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
  const coins = new Set<CoinCode>(DEFAULT_PAIRS.flatMap((p) => [p.base, p.quote]));
  await transfer(
    db,
    [...coins].map((coin) => ({
      debit: { system: 'issuance' as const },
      credit: { userId: MARKET_MAKER_ID },
      coin,
      amount: 100_000n * 10n ** BigInt(coinOf(coin).decimals),
      kind: 'deposit',
    })),
    { reference: 'market:seed', idempotencyKey: 'market:seed:maker' },
  );
  for (const pair of DEFAULT_PAIRS) {
    const last = lastPrice.get(pair.symbol) as bigint;
    const qd = coinOf(pair.quote).decimals;
    const fmt = (v: bigint) => {
      const sc = 10n ** BigInt(qd);
      return `${v / sc}.${(v % sc).toString().padStart(qd, '0')}`;
    };
    for (let i = 1; i <= 6; i++) {
      const off = (last * BigInt(i * 4)) / 1000n || BigInt(i);
      for (const side of ['sell', 'buy'] as const) {
        await placeOrder(db, {
          userId: MARKET_MAKER_ID,
          symbol: pair.symbol,
          side,
          type: 'limit',
          price: fmt(side === 'sell' ? last + off : last - off > 0n ? last - off : 1n),
          qty: String(5 * i),
          idempotencyKey: `seed-${pair.symbol}-${side}-${i}`,
        });
      }
    }
  }
}
