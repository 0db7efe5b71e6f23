import { INBET_PAIRS, type InbetPair, priceMinor, tickAt, tickStep } from '@arcadia/contract/games/inbet';
import type { Db } from '../../db/client.ts';
import { chainFor, tickLink } from './chain.ts';
import * as repo from './repo.ts';

/**
 * inbet's price feeds (docs/inbet.md, "Prices"). The engine asks its feed to write the ticks due up to now; rounds
 * read their lock and close prices from the stored ticks. Two feeds:
 *
 * - sandbox: every second's price comes from the pre-committed hash chain (provably fair, games/inbet.ts); it fills
 *   every second, catching up after a pause (at most MAX_CATCH_UP seconds; a longer gap is skipped, and rounds that
 *   span it are void and refunded);
 * - binance: Binance's public spot ticker, `GET /api/v3/ticker/price?symbols=[...]` (no key needed), read once a
 *   second; a second it could not read has no tick, and a round without a price at its lock or close is refunded.
 */
export interface PriceFeed {
  readonly source: 'sandbox' | 'binance';
  produce(db: Db, now: Date): Promise<void>;
}

/** A price older than this many seconds does not count as the price at a lock or close. */
export const STALE_TICKS = 5;
const MAX_CATCH_UP = 3600;
const BATCH = 600;

export function sandboxFeed(settings: { salt: string; chainLength: number }): PriceFeed {
  return {
    source: 'sandbox',
    async produce(db, now) {
      const target = tickAt(now.getTime());
      const last = await repo.lastTick(db);
      if (last !== undefined && last >= target) return;
      let prices = new Map<string, number>(INBET_PAIRS.map((p) => [p.id, p.anchor]));
      let from = target;
      if (last !== undefined) {
        for (const row of await repo.ticksAt(db, last)) prices.set(row.pair, row.price);
        from = target - last > MAX_CATCH_UP ? target : last + 1;
      }
      const to = Math.min(target, from + BATCH - 1);
      const rows: Parameters<typeof repo.insertTicks>[1] = [];
      let chain: Awaited<ReturnType<typeof chainFor>> | undefined;
      for (let k = from; k <= to; k++) {
        if (!chain || !tickLink(chain, k)) chain = await chainFor(db, k, settings.chainLength, settings.salt);
        const link = tickLink(chain, k) as string;
        const next = new Map<string, number>();
        for (const pair of INBET_PAIRS) {
          const before = prices.get(pair.id) ?? pair.anchor;
          // The walk is unbounded; a price never goes below one unit (docs/inbet.md, "Limits").
          const price = Math.max(pair.unit, before + tickStep(link, chain.salt, pair.id) * pair.unit);
          next.set(pair.id, price);
          rows.push({ pair: pair.id, tick: k, price, chainId: chain.id, hash: link });
        }
        prices = next;
      }
      await repo.insertTicks(db, rows);
    },
  };
}

/** Reads Binance's answer to `GET /api/v3/ticker/price?symbols=[...]`: `[{"symbol":"BTCUSDT","price":"67321.45000000"}]`. */
export function parseBinanceTicker(body: unknown, pairs: readonly InbetPair[] = INBET_PAIRS): Map<string, number> {
  const out = new Map<string, number>();
  if (!Array.isArray(body)) return out;
  for (const item of body as { symbol?: unknown; price?: unknown }[]) {
    const pair = pairs.find((p) => p.id === item?.symbol);
    if (!pair || typeof item.price !== 'string') continue;
    const minor = priceMinor(item.price, pair.decimals);
    if (minor !== undefined && minor > 0) out.set(pair.id, minor);
  }
  return out;
}

export type Fetcher = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export function binanceFeed(baseUrl: string, fetcher: Fetcher = fetch as unknown as Fetcher): PriceFeed {
  const symbols = encodeURIComponent(JSON.stringify(INBET_PAIRS.map((p) => p.id)));
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v3/ticker/price?symbols=${symbols}`;
  return {
    source: 'binance',
    async produce(db, now) {
      const tick = tickAt(now.getTime());
      if ((await repo.lastTick(db)) === tick) return;
      let prices: Map<string, number>;
      try {
        const res = await fetcher(url, { signal: AbortSignal.timeout(2500) });
        if (!res.ok) return;
        prices = parseBinanceTicker(await res.json());
      } catch {
        return;
      }
      await repo.insertTicks(
        db,
        [...prices].map(([pair, price]) => ({ pair, tick, price, chainId: null, hash: null })),
      );
    },
  };
}
