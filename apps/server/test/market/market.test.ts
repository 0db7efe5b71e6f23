import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import {
  cancelOrder,
  candles,
  depth,
  ensurePairs,
  marketHeldMismatch,
  myOrders,
  placeOrder,
  recentTrades,
  ticker,
} from '../../src/services/market/index.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

/**
 * The market (docs/market.md) on both databases: a limit order filled by a market order from another player with
 * fees to the house, cancel returning the hold, bad input as field errors with nothing written, idempotent placing,
 * and 200 concurrent orders crossing one level filling exactly what rests there. Ledger and market holds are checked
 * after each test.
 */

const key = () => randomBytes(10).toString('hex');
const XGT = 100_000_000n;
const USDT = 1_000_000n;
let next = 0;

async function players(
  t: TestApp,
  n: number,
  xgt: bigint,
  usdt: bigint,
  base: 'XGT' | 'XCT' | 'XMT' = 'XGT',
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(700_000_000 + ++next * 1000 + Math.floor(Math.random() * 1000));
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values ${sql.join(
      ids.map((id) => sql`(${id}, ${`Trader ${id}`}, ${`mk${id}`}, 'vn')`),
      sql`, `,
    )}`,
  );
  for (const id of ids) {
    const legs = [];
    if (xgt > 0n)
      legs.push({
        debit: { system: 'issuance' as const },
        credit: { userId: id },
        coin: base,
        amount: xgt,
        kind: 'deposit',
      });
    if (usdt > 0n)
      legs.push({
        debit: { system: 'issuance' as const },
        credit: { userId: id },
        coin: 'USDT' as const,
        amount: usdt,
        kind: 'deposit',
      });
    await transfer(t.database.db, legs, { reference: `test:${id}`, idempotencyKey: `mk-test:${id}:${key()}` });
  }
  return ids;
}

describe.each(DB_KINDS)('market on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await ensurePairs(t.database.db, 10, 20);
  });
  afterEach(async () => {
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
    expect(await marketHeldMismatch(t.database.db)).toEqual([]);
  });

  it('fills a limit sell with another player market buy, pays fees to the house, updates book, trades, candles', async () => {
    const db = t.database.db;
    const [seller, buyer] = (await players(t, 2, 10n * XGT, 1000n * USDT)) as [number, number];
    const houseXgt0 = await balanceOf(db, { system: 'house' }, 'XGT');
    const houseUsdt0 = await balanceOf(db, { system: 'house' }, 'USDT');
    const sell = await placeOrder(db, {
      userId: seller,
      symbol: 'XGT_USDT',
      side: 'sell',
      type: 'limit',
      price: '0.85',
      qty: '4',
      idempotencyKey: key(),
    });
    expect(sell.status).toBe('open');
    expect(await balanceOf(db, { userId: seller }, 'XGT')).toBe(6n * XGT);
    const book = await depth(db, 'XGT_USDT');
    expect(book.asks[0]).toEqual({ price: '0.85', qty: '4', count: 1 });
    // spend 1.7 USDT: buys 2 XGT at 0.85
    const buy = await placeOrder(db, {
      userId: buyer,
      symbol: 'XGT_USDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '1.7',
      idempotencyKey: key(),
    });
    expect(buy.status).toBe('filled');
    expect(buy.qty).toBe('2');
    // taker buyer pays 20 bps of 2 XGT in XGT; maker seller pays 10 bps of 1.7 USDT in USDT
    expect(await balanceOf(db, { userId: buyer }, 'XGT')).toBe(10n * XGT + 2n * XGT - (2n * XGT * 20n) / 10_000n);
    expect(await balanceOf(db, { userId: buyer }, 'USDT')).toBe(1000n * USDT - 1_700_000n);
    expect(await balanceOf(db, { userId: seller }, 'USDT')).toBe(1000n * USDT + 1_700_000n - 1_700n);
    expect((await balanceOf(db, { system: 'house' }, 'XGT')) - houseXgt0).toBe((2n * XGT * 20n) / 10_000n);
    expect((await balanceOf(db, { system: 'house' }, 'USDT')) - houseUsdt0).toBe(1_700n);
    expect((await depth(db, 'XGT_USDT')).asks[0]?.qty).toBe('2');
    const trades = await recentTrades(db, 'XGT_USDT', 5);
    expect(trades[0]).toMatchObject({ price: '0.85', qty: '2', side: 'buy' });
    const c = await candles(db, 'XGT_USDT', '1m', 5);
    expect(c.at(-1)).toMatchObject({ c: '0.85' });
    expect((await ticker(db, 'XGT_USDT')).last).toBe('0.85');
    // cancel returns the rest of the hold
    const cancelled = await cancelOrder(db, seller, sell.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await balanceOf(db, { userId: seller }, 'XGT')).toBe(8n * XGT);
    await expect(cancelOrder(db, seller, sell.id)).rejects.toMatchObject({ code: 4090 });
    await expect(cancelOrder(db, buyer, sell.id)).rejects.toMatchObject({ code: 4040 });
    expect((await myOrders(db, seller, 'history')).map((o) => o.id)).toContain(sell.id);
  });

  it('answers through the API: place with a key, book, my orders, cancel, field errors as 400', async () => {
    const [p] = (await players(t, 1, 3n * XGT, 10n * USDT)) as [number];
    const secret = `mk${String(p).padStart(62, '0')}`;
    await createSession(t.database.db, p, 'test', secret);
    const api = async (method: 'GET' | 'POST', path: string, body?: object, extra: Record<string, string> = {}) => {
      const r = await t.app.inject({
        method,
        url: `/svc/market${path}`,
        headers: signedHeaders({ userId: p, secretKey: secret, extra }),
        ...(body ? { payload: body } : {}),
      });
      // biome-ignore lint/suspicious/noExplicitAny: each assertion reads the fields it needs
      return { status: r.statusCode, ...(r.json() as { code: number; data: any }) };
    };
    const k = key();
    const placed = await api(
      'POST',
      '/market/place_order',
      { symbol: 'HAPPY_USDT', side: 'buy', type: 'limit', price: '0.0004', qty: '100' },
      { 'Idempotency-Key': k },
    );
    expect(placed.status).toBe(200);
    expect(placed.data).toMatchObject({ status: 'open', price: '0.0004', qty: '100' });
    const again = await api(
      'POST',
      '/market/place_order',
      { symbol: 'HAPPY_USDT', side: 'buy', type: 'limit', price: '0.0004', qty: '100' },
      { 'Idempotency-Key': k },
    );
    expect(again.data.id).toBe(placed.data.id);
    const book = await api('GET', '/market/depth?symbol=HAPPY_USDT');
    expect(book.data.bids[0]).toEqual({ price: '0.0004', qty: '100', count: 1 });
    const pairs = await api('GET', '/market/pairs');
    expect(pairs.data.list.map((x: { symbol: string }) => x.symbol)).toContain('KTHER_USDT');
    const mine = await api('GET', '/market/my_orders?status=open');
    expect(mine.data.list).toHaveLength(1);
    const bad = await api(
      'POST',
      '/market/place_order',
      { symbol: 'HAPPY_USDT', side: 'buy', type: 'limit', price: '0.0000001', qty: '1' },
      { 'Idempotency-Key': key() },
    );
    expect(bad.status).toBe(400);
    expect(bad.data.price).toBeDefined();
    const bad2 = await api('GET', '/market/candles?symbol=HAPPY_USDT&interval=2m');
    expect(bad2.status).toBe(400);
    const cancelled = await api('POST', '/market/cancel_order', { order_id: placed.data.id });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await balanceOf(t.database.db, { userId: p }, 'USDT')).toBe(10n * USDT);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const db = t.database.db;
    const [p] = (await players(t, 1, XGT, USDT)) as [number];
    const bad = async (input: object, field: string) => {
      await expect(
        placeOrder(db, {
          userId: p,
          symbol: 'XGT_USDT',
          side: 'buy',
          type: 'limit',
          price: '1',
          qty: '1',
          idempotencyKey: key(),
          ...input,
        }),
      ).rejects.toMatchObject({ code: 4000, data: expect.objectContaining({ [field]: expect.any(Array) }) });
    };
    await bad({ symbol: 'NOPE_USDT' }, 'symbol');
    await bad({ price: '-1' }, 'price');
    await bad({ price: '0.0000001' }, 'price');
    await bad({ qty: 'abc' }, 'qty');
    await bad({ qty: '0' }, 'qty');
    await bad({ side: 'hold' }, 'side');
    await bad({ type: 'market', quoteAmount: undefined }, 'quote_amount');
    await bad({ idempotencyKey: 'x' }, 'idempotency_key');
    await expect(
      placeOrder(db, {
        userId: p,
        symbol: 'XGT_USDT',
        side: 'buy',
        type: 'limit',
        price: '0.5',
        qty: '3',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ name: 'AppError' });
    expect(await myOrders(db, p, 'open')).toEqual([]);
    expect(await myOrders(db, p, 'history')).toEqual([]);
    expect(await balanceOf(db, { userId: p }, 'USDT')).toBe(USDT);
  });

  it('places an order once per idempotency key, and stops self trades', async () => {
    const db = t.database.db;
    const [p] = (await players(t, 1, 5n * XGT, 100n * USDT, 'XCT')) as [number];
    const k = key();
    const input = {
      userId: p,
      symbol: 'XCT_USDT',
      side: 'sell' as const,
      type: 'limit' as const,
      price: '0.2',
      qty: '1',
      idempotencyKey: k,
    };
    const all = await Promise.all(Array.from({ length: 10 }, () => placeOrder(db, input)));
    const ids = new Set(all.map((o) => o.id));
    expect(ids.size).toBe(1);
    const self = await placeOrder(db, { ...input, side: 'buy', idempotencyKey: key() });
    expect(self).toMatchObject({ status: 'cancelled', cancel_reason: 'self-trade' });
    expect(await balanceOf(db, { userId: p }, 'USDT')).toBe(100n * USDT);
  });

  it('fills exactly the resting quantity when 200 orders cross the same level at once', async () => {
    const db = t.database.db;
    const [maker] = (await players(t, 1, 100n * XGT, 0n, 'XMT')) as [number];
    const takers = await players(t, 200, 0n, 10n * USDT);
    await placeOrder(db, {
      userId: maker,
      symbol: 'XMT_USDT',
      side: 'sell',
      type: 'limit',
      price: '2.4',
      qty: '50',
      idempotencyKey: key(),
    });
    const results = await Promise.all(
      takers.map((u) =>
        placeOrder(db, {
          userId: u,
          symbol: 'XMT_USDT',
          side: 'buy',
          type: 'limit',
          price: '2.4',
          qty: '0.5',
          idempotencyKey: key(),
        }),
      ),
    );
    const filled = results.filter((r) => r.status === 'filled').length;
    expect(filled).toBe(100);
    expect(results.filter((r) => r.status === 'open').length).toBe(100);
    const traded = await db.execute(
      sql`select coalesce(sum(qty), 0)::text as q from market_trades where symbol = 'XMT_USDT'`,
    );
    const q = (Array.isArray(traded) ? traded : (traded as { rows: { q: string }[] }).rows)[0] as { q: string };
    expect(BigInt(q.q)).toBe(50n * XGT);
    expect((await depth(db, 'XMT_USDT')).asks).toEqual([]);
    expect(await balanceOf(db, { userId: maker }, 'USDT')).toBe(120n * USDT - (120n * USDT * 10n) / 10_000n);
  }, 120_000);
});
