import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import {
  demoReferenceAdapter,
  depth,
  getPair,
  MARKET_MAKER_ID,
  marketClock,
  marketHeldMismatch,
  referenceAdapters,
  STOCK_DESK_ID,
  seedMarket,
} from '../../src/services/market/index.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

/**
 * Issue 20's leftovers (docs/market.md) on both databases: the listed stock ARC (a pair of kind stock with its stock
 * id, seeded by two makers, bought through the API), the reference prices of exchanges 151 and 221 (demo feed,
 * anonymous rate limit), and the stable-coin tab's quote and trade through the payment core (expired quotes refused
 * as field errors, one order per quote under 50 racing requests, USDT credited once when paid, held when sold).
 * Ledger and market holds are checked after each test.
 */

process.env.PAYMENT_SANDBOX_DELAY_MS = '20';
process.env.PAYMENT_WITHDRAWALS_PER_DAY = '1000';
const BUYER = 100002;
const SELLER = 100001;
const USDT = 1_000_000n;

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it needs
type Answer = { status: number; code: number; msg: string; data: any };

async function api(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  options: { userId?: number; key?: string; ip?: string } = {},
): Promise<Answer> {
  const extra: Record<string, string> = { 'Country-Code': 'vn' };
  if (options.key) extra['Idempotency-Key'] = options.key;
  const r = await t.app.inject({
    method,
    url: `/svc/market${path}`,
    headers: signedHeaders({ ...(options.userId ? { userId: options.userId } : {}), extra }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(body ? { payload: body } : {}),
  });
  return { status: r.statusCode, ...(r.json() as { code: number; msg: string; data: unknown }) } as Answer;
}

const usdt = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');

async function fund(t: TestApp, userId: number, coin: 'USDT' | 'ARC', amount: bigint) {
  await transfer(
    t.database.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin: coin as 'USDT', amount, kind: 'deposit' }],
    { reference: 'test:fund', idempotencyKey: `stock-test:${randomBytes(8).toString('hex')}` },
  );
}

describe.each(DB_KINDS)('market stock, reference prices and stable tab on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await seedMarket(t.database.db);
  }, 120_000);
  afterEach(async () => {
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
    expect(await marketHeldMismatch(t.database.db)).toEqual([]);
  });

  it('lists the ARC stock with its id, a book from two makers, and trades it through the API', async () => {
    const db = t.database.db;
    expect(await getPair(db, 'ARC_USDT')).toMatchObject({ kind: 'stock', base: 'ARC', quote: 'USDT' });
    const pairs = await api(t, 'GET', '/market/pairs');
    const arc = pairs.data.list.find((p: { symbol: string }) => p.symbol === 'ARC_USDT');
    expect(arc).toMatchObject({ kind: 'stock', stock_id: '1001', base: 'ARC' });
    expect(Number(arc.last)).toBeGreaterThan(5);
    expect(pairs.data.list.find((p: { symbol: string }) => p.symbol === 'XGT_USDT').stock_id).toBe('');
    const book = await depth(db, 'ARC_USDT');
    expect(book.asks).toHaveLength(6);
    expect(book.bids).toHaveLength(6);
    // Shares are quoted in cents and traded in round lots.
    for (const level of [...book.asks, ...book.bids]) expect(level.price).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(book.asks.map((l) => l.qty)).toEqual(['40', '25', '120', '60', '200', '150']);
    const makers = await rows<{ user_id: string | number }>(
      db,
      sql`select distinct user_id from market_orders where symbol = 'ARC_USDT' and status = 'open' order by user_id`,
    );
    expect(makers.map((m) => Number(m.user_id))).toEqual([MARKET_MAKER_ID, STOCK_DESK_ID]);

    await fund(t, BUYER, 'USDT', 1000n * USDT);
    const arc0 = await balanceOf(db, { userId: BUYER }, 'ARC' as 'USDT');
    const best = book.asks[0] as { price: string; qty: string };
    const k = randomBytes(8).toString('hex');
    const order = { symbol: 'ARC_USDT', side: 'buy', type: 'limit', price: best.price, qty: '3' };
    const placed = await api(t, 'POST', '/market/place_order', order, { userId: BUYER, key: k });
    expect(placed.data).toMatchObject({ status: 'filled', qty: '3' });
    const again = await api(t, 'POST', '/market/place_order', order, { userId: BUYER, key: k });
    expect(again.data.id).toBe(placed.data.id);
    // Whole shares: the taker fee (20 bps of 3) floors to 0.
    expect((await balanceOf(db, { userId: BUYER }, 'ARC' as 'USDT')) - arc0).toBe(3n);
    const fractional = await api(
      t,
      'POST',
      '/market/place_order',
      { ...order, qty: '1.5' },
      { userId: BUYER, key: `${k}x` },
    );
    expect(fractional.status).toBe(400);
    expect(fractional.data.qty).toBeDefined();
  });

  it('answers reference prices of 151 and 221 beside our last price, deterministic, moving, rate-limited anonymously', async () => {
    const all = await api(t, 'GET', '/market/reference_prices');
    expect(all.status).toBe(200);
    const symbols = all.data.list.map((r: { symbol: string }) => r.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['XGT_USDT', 'ARC_USDT', 'HAPPY_USDT']));
    for (const row of all.data.list) {
      expect(row.refs.map((r: { exchange: string }) => r.exchange)).toEqual(['151', '221']);
      for (const ref of row.refs) {
        expect(Number(ref.price)).toBeGreaterThan(0);
        expect(ref.age_seconds).toBeGreaterThanOrEqual(0);
        expect(ref.age_seconds).toBeLessThan(ref.exchange === '151' ? 5 : 20);
        const expected = Math.trunc(((Number(ref.price) - Number(row.last)) / Number(row.last)) * 10_000);
        expect(Math.abs(ref.diff_bps - expected)).toBeLessThanOrEqual(1);
        // The demo feed follows our price: within 2 %.
        expect(Math.abs(ref.diff_bps)).toBeLessThan(200);
      }
    }
    const one = await api(t, 'GET', '/market/reference_prices?symbol=ARC_USDT');
    expect(one.data.list).toHaveLength(1);
    for (const ref of one.data.list[0].refs) expect(ref.price).toMatch(/^\d+(\.\d{1,2})?$/);
    const unknown = await api(t, 'GET', '/market/reference_prices?symbol=NOPE_USDT');
    expect(unknown.status).toBe(400);
    expect(unknown.data.symbol).toBeDefined();
    const malformed = await api(t, 'GET', '/market/reference_prices?symbol=x');
    expect(malformed.status).toBe(400);

    // The demo feed: same time, same price; later, another price within a few percent of the anchor.
    const pair = (await getPair(t.database.db, 'ARC_USDT')) as NonNullable<Awaited<ReturnType<typeof getPair>>>;
    const feed = demoReferenceAdapter('151', 5_000);
    const now = marketClock.nowMs();
    const a = await feed.fetchPrice(pair, now, 12_400_000n);
    expect(await feed.fetchPrice(pair, now, 12_400_000n)).toEqual(a);
    const prices = new Set<bigint>();
    for (let h = 0; h < 24; h++) {
      const q = await feed.fetchPrice(pair, now + h * 3_600_000, 12_400_000n);
      if (!q) throw new Error('the demo feed always answers');
      prices.add(q.price);
      expect(Number(q.price) / 12_400_000).toBeGreaterThan(0.98);
      expect(Number(q.price) / 12_400_000).toBeLessThan(1.02);
    }
    expect(prices.size).toBeGreaterThan(12);
    // It follows our price: twice ours, twice the reference (within the waves).
    const doubled = await feed.fetchPrice(pair, now, 24_800_000n);
    expect(Number(doubled?.price) / Number(a?.price)).toBeCloseTo(2, 2);
    // Before any trade it starts from the coin's configured price (12.40 USDT).
    const fresh = await feed.fetchPrice(pair, now, 0n);
    expect(fresh?.price).toBe(a?.price);
    expect(referenceAdapters('off')).toEqual([]);

    // Anonymous: 60 a minute per address; a player is not limited.
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let limited = 0;
    for (let i = 0; i < 62; i++) {
      const r = await api(t, 'GET', '/market/reference_prices?symbol=XGT_USDT', undefined, { ip });
      if (r.status === 429) limited++;
    }
    expect(limited).toBe(2);
    const player = await api(t, 'GET', '/market/reference_prices?symbol=XGT_USDT', undefined, { userId: BUYER, ip });
    expect(player.status).toBe(200);
  }, 60_000);

  it('quotes buying USDT, refuses bad input as field errors, repeats the quote for the same key', async () => {
    const q = await api(t, 'POST', '/market/stable_quote', { side: 'buy', fiat_amount: '254000' }, { userId: BUYER });
    expect(q.status).toBe(200);
    expect(q.data).toMatchObject({ side: 'buy', channel: 'momo', currency: 'VND', coin: 'USDT', rate: '25400' });
    // 254,000 VND less the 1.5 % e-wallet fee buys 9.85 USDT.
    expect(q.data.coin_amount).toBe('9.85');
    expect(q.data.expires_at - q.data.server_time).toBe(120);
    const small = await api(t, 'POST', '/market/stable_quote', { side: 'buy', fiat_amount: '1' }, { userId: BUYER });
    expect(small.status).toBe(400);
    expect(small.data.fiat_amount).toBeDefined();
    const side = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'hold', fiat_amount: '254000' },
      { userId: BUYER },
    );
    expect(side.status).toBe(400);
    expect(side.data.side).toBeDefined();
    const text = await api(t, 'POST', '/market/stable_quote', { side: 'buy', fiat_amount: '1e9' }, { userId: BUYER });
    expect(text.status).toBe(400);
    const anon = await api(t, 'POST', '/market/stable_quote', { side: 'buy', fiat_amount: '254000' });
    expect(anon.code).toBe(1004);
    const key = randomBytes(8).toString('hex');
    const k1 = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'buy', fiat_amount: '300000' },
      { userId: BUYER, key },
    );
    const k2 = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'buy', fiat_amount: '300000' },
      { userId: BUYER, key },
    );
    expect(k2.data.quote_id).toBe(k1.data.quote_id);
    const other = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'buy', fiat_amount: '300000' },
      { userId: SELLER, key },
    );
    expect(other.data.quote_id).not.toBe(k1.data.quote_id);
  });

  it('buys USDT: one order per quote under 50 racing requests, credited once when the sandbox pays', async () => {
    const q = await api(t, 'POST', '/market/stable_quote', { side: 'buy', fiat_amount: '508000' }, { userId: BUYER });
    const before = await usdt(t, BUYER);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(t, 'POST', '/market/stable_trade', { quote_id: q.data.quote_id }, { userId: BUYER }),
      ),
    );
    const ids = new Set(answers.map((a) => a.data?.order_id));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    const first = answers[0] as Answer;
    expect(first.data).toMatchObject({
      side: 'buy',
      status: 'created',
      coin_amount: q.data.coin_amount,
      currency: 'VND',
    });
    // Every racer lands on the same checkout page (the losers wait for the winner's provider answer).
    for (const a of answers) expect(a.data.checkout_url).toContain('/payment-sandbox/checkout/');
    const [row] = await rows<{ provider_ref: string; coin: string }>(
      t.database.db,
      sql`select provider_ref, coin from payment_orders where id = ${first.data.order_id}`,
    );
    expect(row?.coin).toBe('USDT');
    await t.app.payments.sandbox.settle(row?.provider_ref as string, 'paid');
    const want = before + BigInt(Math.round(Number(q.data.coin_amount) * 1e6));
    for (let i = 0; i < 100 && (await usdt(t, BUYER)) !== want; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await usdt(t, BUYER)).toBe(want);
    await new Promise((r) => setTimeout(r, 300)); // the sandbox sends its webhook twice
    expect(await usdt(t, BUYER)).toBe(want);
    const credits = await rows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from ledger_transfers where reference = ${`payment:${first.data.order_id}`}`,
    );
    expect(Number(credits[0]?.n)).toBe(1);
  });

  it('refuses an expired quote with a field error and makes no order; a used quote still answers its order', async () => {
    const q = await api(t, 'POST', '/market/stable_quote', { side: 'buy', fiat_amount: '254000' }, { userId: BUYER });
    const used = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'buy', fiat_amount: '254000' },
      { userId: BUYER },
    );
    const made = await api(t, 'POST', '/market/stable_trade', { quote_id: used.data.quote_id }, { userId: BUYER });
    await t.database.db.execute(
      sql`update payment_quotes set expires_at = now() - interval '1 second' where id in (${q.data.quote_id}, ${used.data.quote_id})`,
    );
    const late = await api(t, 'POST', '/market/stable_trade', { quote_id: q.data.quote_id }, { userId: BUYER });
    expect(late.status).toBe(400);
    expect(late.data.quote_id[0]).toMatch(/^expired/);
    const orders = await rows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from payment_orders where quote_id = ${q.data.quote_id}`,
    );
    expect(Number(orders[0]?.n)).toBe(0);
    const retried = await api(t, 'POST', '/market/stable_trade', { quote_id: used.data.quote_id }, { userId: BUYER });
    expect(retried.data.order_id).toBe(made.data.order_id);
    const foreign = await api(t, 'POST', '/market/stable_trade', { quote_id: used.data.quote_id }, { userId: SELLER });
    expect(foreign.status).toBe(400);
    expect(foreign.data.quote_id).toEqual(['unknown quote']);
    const bad = await api(t, 'POST', '/market/stable_trade', { quote_id: 7 }, { userId: BUYER });
    expect(bad.status).toBe(400);
  });

  it('sells USDT: a payout account is needed, the quoted USDT are held once, an expired sell quote moves nothing', async () => {
    await fund(t, SELLER, 'USDT', 100n * USDT);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/svc/payment/payment/account_save',
      headers: signedHeaders({ userId: SELLER, extra: { 'Country-Code': 'vn' } }),
      payload: { channel: 'bank', holder: 'Nguyen Van Linh', number: '1234567812' },
    });
    expect(saved.json().code).toBe(0);
    await t.database.db.execute(sql`update payment_accounts set usable_from = now() - interval '1 minute'`);
    const accountId = saved.json().data.id as number;
    const q = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'sell', fiat_amount: '254000', channel: 'bank' },
      { userId: SELLER },
    );
    expect(q.data).toMatchObject({ side: 'sell', channel: 'bank', currency: 'VND' });
    // 254,000 VND plus the 1 % bank fee costs 10.1 USDT.
    expect(q.data.coin_amount).toBe('10.1');
    const noAccount = await api(t, 'POST', '/market/stable_trade', { quote_id: q.data.quote_id }, { userId: SELLER });
    expect(noAccount.status).toBe(400);
    expect(noAccount.data.account_id).toBeDefined();
    const before = await usdt(t, SELLER);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(
          t,
          'POST',
          '/market/stable_trade',
          { quote_id: q.data.quote_id, account_id: accountId },
          { userId: SELLER },
        ),
      ),
    );
    const ids = new Set(answers.filter((a) => a.code === 0).map((a) => a.data.order_id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.code === 0 || a.code === 4090)).toBe(true);
    expect(await usdt(t, SELLER)).toBe(before - 10_100_000n);
    const ok = answers.find((a) => a.code === 0) as Answer;
    expect(ok.data).toMatchObject({ side: 'sell', status: 'review', checkout_url: '' });

    const late = await api(
      t,
      'POST',
      '/market/stable_quote',
      { side: 'sell', fiat_amount: '254000', channel: 'bank' },
      { userId: SELLER },
    );
    await t.database.db.execute(
      sql`update payment_quotes set expires_at = now() - interval '1 second' where id = ${late.data.quote_id}`,
    );
    const refused = await api(
      t,
      'POST',
      '/market/stable_trade',
      { quote_id: late.data.quote_id, account_id: accountId },
      { userId: SELLER },
    );
    expect(refused.status).toBe(400);
    expect(refused.data.quote_id[0]).toMatch(/^expired/);
    expect(await usdt(t, SELLER)).toBe(before - 10_100_000n);
  }, 60_000);
});
