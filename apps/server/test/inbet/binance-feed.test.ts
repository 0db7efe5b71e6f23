import { describe, expect, it } from 'vitest';
import { binanceFeed, parseBinanceTicker } from '../../src/services/inbet/feed.ts';

/**
 * Binance's spot ticker (GET /api/v3/ticker/price?symbols=[...], developers.binance.com, "Symbol price ticker"): an
 * answer recorded in its documented shape. The feed is not reachable from here, so it is tested against this.
 */
const RECORDED = [
  { symbol: 'BTCUSDT', price: '67321.45000000' },
  { symbol: 'ETHUSDT', price: '3187.06000000' },
  { symbol: 'TONUSDT', price: '5.21239000' },
];

describe('the Binance price feed', () => {
  it('reads the ticker answer into minor units, cut to each pair’s decimals', () => {
    const prices = parseBinanceTicker(RECORDED);
    expect(Object.fromEntries(prices)).toEqual({ BTCUSDT: 6_732_145, ETHUSDT: 318_706, TONUSDT: 52_123 });
    expect(parseBinanceTicker({ code: -1121, msg: 'Invalid symbol.' }).size).toBe(0);
    expect(
      parseBinanceTicker([
        { symbol: 'BTCUSDT', price: 'NaN' },
        { symbol: 'DOGEUSDT', price: '1' },
      ]).size,
    ).toBe(0);
  });

  it('asks for the three symbols at once and writes one tick per pair for the current second', async () => {
    const asked: string[] = [];
    const inserted: unknown[] = [];
    const feed = binanceFeed('https://api.binance.com/', async (url) => {
      asked.push(url);
      return { ok: true, json: async () => RECORDED };
    });
    const db = {
      select: () => ({ from: () => ({ orderBy: () => ({ limit: async () => [] }) }) }),
      insert: () => ({ values: (rows: unknown[]) => ({ onConflictDoNothing: async () => inserted.push(...rows) }) }),
    };
    await feed.produce(db as never, new Date(1_700_000_000_500));
    expect(asked).toEqual([
      `https://api.binance.com/api/v3/ticker/price?symbols=${encodeURIComponent('["BTCUSDT","ETHUSDT","TONUSDT"]')}`,
    ]);
    expect(inserted).toEqual([
      { pair: 'BTCUSDT', tick: 1_700_000_000, price: 6_732_145, chainId: null, hash: null },
      { pair: 'ETHUSDT', tick: 1_700_000_000, price: 318_706, chainId: null, hash: null },
      { pair: 'TONUSDT', tick: 1_700_000_000, price: 52_123, chainId: null, hash: null },
    ]);
    // An unreachable feed writes nothing (the round at that second is refunded).
    const down = binanceFeed('https://api.binance.com', async () => {
      throw new Error('ECONNREFUSED');
    });
    await down.produce(db as never, new Date(1_700_000_001_000));
    expect(inserted).toHaveLength(3);
  });
});
