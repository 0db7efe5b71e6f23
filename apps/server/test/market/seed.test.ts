import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { candles, depth, marketHeldMismatch, seedMarket, ticker } from '../../src/services/market/index.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';

describe.each(DB_KINDS)('market seed on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
    expect(await marketHeldMismatch(t.database.db)).toEqual([]);
  });
  it('gives every pair a book, a ticker and candles, once', async () => {
    const started = Date.now();
    await seedMarket(t.database.db);
    await seedMarket(t.database.db);
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const symbol of ['XGT_USDT', 'XCT_USDT', 'XMT_USDT', 'KTHER_USDT', 'HAPPY_USDT']) {
      const book = await depth(t.database.db, symbol);
      expect(book.asks).toHaveLength(6);
      expect(book.bids.length).toBeGreaterThan(0);
      expect(Number((await ticker(t.database.db, symbol)).last)).toBeGreaterThan(0);
      expect((await candles(t.database.db, symbol, '1h', 72)).length).toBeGreaterThan(60);
    }
  }, 60_000);
});
