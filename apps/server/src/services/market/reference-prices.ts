import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { coinOf } from '../../ledger/coins.ts';
import { type Exec, one } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { formatUnits, getPair, listPairs, marketClock, type PairRow } from './engine-service.ts';

/**
 * External price references (docs/market.md): the exchanges keyed 151 and 221 quoted beside our own last price.
 * One adapter per exchange; MARKET_REFERENCE_FEED picks the implementation (`demo`: the offline feed below, `off`:
 * none). A real exchange's adapter implements the same interface (fetch, map its symbol, answer the price and when it
 * was made) and is added to `referenceAdapters`.
 */
export interface ReferenceQuote {
  /** Quote minor units per one whole base coin. */
  price: bigint;
  /** When the exchange made this price (epoch ms). */
  asOfMs: number;
}

export interface ReferencePriceAdapter {
  exchange: string;
  /** `ours` is our own last price (0n when none): a real exchange ignores it; the demo feed follows it. */
  fetchPrice(pair: PairRow, nowMs: number, ours: bigint): Promise<ReferenceQuote | undefined>;
}

export type ReferenceFeed = 'demo' | 'off';

/** A number in [0, 1) from a string: the same input gives the same number on every server. */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The offline demo feed: no network, deterministic from (exchange, symbol, time, our price). It follows our own last
 * price (or the coin's configured price before any trade), as arbitrage keeps real exchanges near each other, moved
 * by two waves (hours and minutes, phases per exchange and symbol: within about ±1.7 %) and a little noise per tick;
 * it changes once per `tickMs`, so its age runs from 0 to the tick and starts again.
 */
export function demoReferenceAdapter(exchange: string, tickMs: number): ReferencePriceAdapter {
  return {
    exchange,
    async fetchPrice(pair, nowMs, ours) {
      const base = coinOf(pair.base);
      const qd = coinOf(pair.quote).decimals;
      const anchor = Number(ours > 0n ? ours : (base.defaultPriceE8 * 10n ** BigInt(qd)) / 100_000_000n);
      const asOfMs = Math.floor(nowMs / tickMs) * tickMs;
      const seed = `${exchange}:${pair.symbol}`;
      const slow = 0.012 * Math.sin((2 * Math.PI * asOfMs) / 21_600_000 + unit(`${seed}:a`) * 2 * Math.PI);
      const fast = 0.004 * Math.sin((2 * Math.PI * asOfMs) / 2_820_000 + unit(`${seed}:b`) * 2 * Math.PI);
      const noise = (unit(`${seed}:${asOfMs}`) - 0.5) * 0.003;
      // Stocks are quoted in cents, as exchanges quote shares.
      const tick = pair.kind === 'stock' ? 10 ** Math.max(0, qd - 2) : 1;
      const price = BigInt(Math.max(tick, Math.round((anchor * (1 + slow + fast + noise)) / tick) * tick));
      return { price, asOfMs };
    },
  };
}

/** The adapters MARKET_REFERENCE_FEED selects. 151 moves every 5 s, 221 every 20 s. */
export function referenceAdapters(feed: ReferenceFeed): ReferencePriceAdapter[] {
  if (feed === 'off') return [];
  return [demoReferenceAdapter('151', 5_000), demoReferenceAdapter('221', 20_000)];
}

/** Our last price and every exchange's reference with its age and its difference from ours, per pair. */
export async function referencePrices(
  db: Exec,
  adapters: ReferencePriceAdapter[],
  symbol?: string,
  nowMs = marketClock.nowMs(),
) {
  let pairs: PairRow[];
  if (symbol) {
    const pair = await getPair(db, symbol);
    if (!pair) throw fieldError({ symbol: ['unknown pair'] });
    pairs = [pair];
  } else pairs = await listPairs(db);
  const list = [];
  for (const pair of pairs) {
    const qd = coinOf(pair.quote).decimals;
    const last = await one<{ price: string }>(
      db,
      sql`select price::text as price from market_trades where symbol = ${pair.symbol} and ts_ms <= ${nowMs} order by ts_ms desc, id desc limit 1`,
    );
    const ours = last ? BigInt(last.price) : 0n;
    const refs = [];
    for (const adapter of adapters) {
      const quote = await adapter.fetchPrice(pair, nowMs, ours).catch(() => undefined);
      if (!quote) continue;
      refs.push({
        exchange: adapter.exchange,
        price: formatUnits(quote.price, qd),
        age_seconds: Math.max(0, Math.floor((nowMs - quote.asOfMs) / 1000)),
        diff_bps: ours > 0n ? Number(((quote.price - ours) * 10_000n) / ours) : 0,
      });
    }
    list.push({ symbol: pair.symbol, last: formatUnits(ours, qd), refs });
  }
  return { list };
}
