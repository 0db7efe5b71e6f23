import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { ALL_COINS, coinOf } from './coins.ts';
import { type Exec, rows } from './sql.ts';

/** Latest USDT price of every coin, 1e-8 units: fixed coins from config, others from price_history. */
export async function currentPrices(db: Exec): Promise<Map<CoinCode, bigint>> {
  const found = await rows<{ coin: CoinCode; price: string }>(
    db,
    sql`select distinct on (coin) coin, price_e8::text as price from price_history
        where at <= now() order by coin, at desc`,
  );
  const byCoin = new Map(found.map((r) => [r.coin, BigInt(r.price)]));
  const prices = new Map<CoinCode, bigint>();
  for (const code of ALL_COINS) {
    const coin = coinOf(code);
    prices.set(code, coin.priceSource === 'fixed' ? coin.defaultPriceE8 : (byCoin.get(code) ?? coin.defaultPriceE8));
  }
  return prices;
}

export async function priceOf(db: Exec, coin: CoinCode): Promise<bigint> {
  return (await currentPrices(db)).get(coin) ?? coinOf(coin).defaultPriceE8;
}

export interface PricePoint {
  at: Date;
  priceE8: bigint;
}

/** The last 24 h of prices, oldest first (fixed coins: two flat points). */
export async function priceHistory24h(db: Exec, coin: CoinCode): Promise<PricePoint[]> {
  const now = Date.now();
  if (coinOf(coin).priceSource === 'fixed') {
    const p = coinOf(coin).defaultPriceE8;
    return [
      { at: new Date(now - 24 * 3600_000), priceE8: p },
      { at: new Date(now), priceE8: p },
    ];
  }
  const found = await rows<{ at: string | Date; price: string }>(
    db,
    sql`select at, price_e8::text as price from price_history
        where coin = ${coin} and at <= now() and at >= (
          select coalesce(max(at), now()) from price_history where coin = ${coin} and at <= now() - interval '24 hours')
        order by at`,
  );
  return found.map((r) => ({ at: new Date(r.at), priceE8: BigInt(r.price) }));
}

/** Percent change with two decimals, e.g. "-1.25"; "0" without history. */
export function changePct(first: bigint | undefined, last: bigint | undefined): string {
  if (!first || last === undefined) return '0';
  const bp = ((last - first) * 10_000n) / first;
  const sign = bp < 0n ? '-' : '';
  const abs = bp < 0n ? -bp : bp;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
