import { randomBytes } from 'node:crypto';
import { type EngineOrder, MatchingEngine, quoteForCeil } from '@arcadia/contract/games/market-engine';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import {
  cancelOrder,
  ensurePairs,
  marketHeldMismatch,
  marketTuning,
  type OrderView,
  placeOrder,
} from '../../src/services/market/engine-service.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';

/**
 * The per-pair writer settles concurrent placements in batches (docs/market.md "Concurrency"). These tests prove a
 * batch is exactly the orders placed one after another in id order: random waves of concurrent orders from a few
 * players (limit and market, both sides, balances small enough that some holds are refused) are replayed through the
 * pure engine and every order row, every trade, every player's balance and the house's fees must agree; the book is
 * never crossed; the ledger and the market holds check after every test. A tiny `bookRows` makes batches run through
 * truncated book reads (the redo-deeper path). Also: holds refused inside a batch, 50 identical requests at once.
 */

const key = () => randomBytes(10).toString('hex');
const XCT = 100_000_000n;
const USDT = 1_000_000n;
let next = 0;

async function players(t: TestApp, n: number, base: bigint, usdt: bigint): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(800_000_000 + ++next * 1000 + Math.floor(Math.random() * 1000));
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values ${sql.join(
      ids.map((id) => sql`(${id}, ${`Batch ${id}`}, ${`bt${id}`}, 'vn')`),
      sql`, `,
    )}`,
  );
  for (const id of ids) {
    const legs = [];
    if (base > 0n)
      legs.push({
        debit: { system: 'issuance' as const },
        credit: { userId: id },
        coin: 'XCT' as const,
        amount: base,
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
    await transfer(t.database.db, legs, { reference: `test:${id}`, idempotencyKey: `bt-test:${id}:${key()}` });
  }
  return ids;
}

interface Row {
  id: string;
  user_id: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price: string;
  qty: string;
  remaining: string;
  held: string;
  filled_quote: string;
  status: string;
  cancel_reason: string;
}

const orderRows = (t: TestApp, symbol: string, where = sql`true`) =>
  rows<Row>(
    t.database.db,
    sql`select id::text as id, user_id::text as user_id, side, type, price::text as price, qty::text as qty,
          remaining::text as remaining, held::text as held, filled_quote::text as filled_quote, status, cancel_reason
        from market_orders where symbol = ${symbol} and ${where} order by id`,
  );

const orderArb = fc.record({
  who: fc.nat(3),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  type: fc.constantFrom('limit' as const, 'limit' as const, 'limit' as const, 'market' as const),
  // 0.1970 .. 0.2030 USDT per XCT, 4 decimals (narrow, so most waves cross)
  price: fc.integer({ min: 1970, max: 2030 }),
  // 0.5 .. 40 XCT
  qty: fc.integer({ min: 50, max: 4000 }),
  // market buys: 0.05 .. 8 USDT
  budget: fc.integer({ min: 5, max: 800 }),
});

describe.each(DB_KINDS)('market batches on %s', (kind) => {
  // No demo seed: the books start empty, so every order on them is one of these tests'.
  const t = useTestApp(kind, { seed: false });
  const tuning = { ...marketTuning };
  beforeAll(async () => {
    await ensurePairs(t.database.db, 10, 20);
  });
  afterEach(async () => {
    Object.assign(marketTuning, tuning);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
    expect(await marketHeldMismatch(t.database.db)).toEqual([]);
  });

  it('settles concurrent waves exactly as the orders placed one by one in id order (replayed through the engine)', async () => {
    const db = t.database.db;
    const symbol = 'XCT_USDT';
    const houseXct0 = await balanceOf(db, { system: 'house' }, 'XCT');
    const houseUsdt0 = await balanceOf(db, { system: 'house' }, 'USDT');
    let houseXct = 0n;
    let houseUsdt = 0n;
    let refusedTotal = 0;
    let batchedFills = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(orderArb, { minLength: 1, maxLength: 24 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(1, 2, 3, 500),
        async (waves, bookRows) => {
          marketTuning.bookRows = bookRows;
          const who = await players(t, 4, 60n * XCT, 12n * USDT);
          const ownerIds = new Set(who.map(String));
          // The model: the engine over the book as the database has it now, and the four players' free balances.
          const engine = new MatchingEngine({ baseDecimals: 8, makerFeeBps: 10, takerFeeBps: 20 });
          const start = await orderRows(t, symbol, sql`status = 'open'`);
          for (const r of start)
            engine.restore({
              id: r.id,
              owner: r.user_id,
              side: r.side,
              type: 'limit',
              price: BigInt(r.price),
              qty: BigInt(r.qty),
              remaining: BigInt(r.remaining),
              seq: Number(r.id),
            });
          const expected = new Map<string, { remaining: bigint; filled: bigint; status: string; reason: string }>();
          const held = new Map<string, bigint>(start.map((r) => [r.id, BigInt(r.held)]));
          const owner = new Map<string, string>(start.map((r) => [r.id, r.user_id]));
          const sideOf = new Map<string, 'buy' | 'sell'>(start.map((r) => [r.id, r.side]));
          const free = new Map<string, { base: bigint; quote: bigint }>(
            who.map((id) => [String(id), { base: 60n * XCT, quote: 12n * USDT }]),
          );
          const credit = (user: string, coin: 'base' | 'quote', v: bigint) => {
            const f = free.get(user);
            if (f) f[coin] += v;
          };
          const release = (id: string) => {
            credit(owner.get(id) as string, sideOf.get(id) === 'buy' ? 'quote' : 'base', held.get(id) ?? 0n);
            held.set(id, 0n);
          };
          const mine: string[] = [];
          for (const wave of waves) {
            const sent = wave.map((o) => ({
              userId: who[o.who] as number,
              symbol,
              side: o.side,
              type: o.type,
              price: (o.price / 10_000).toFixed(4),
              qty: (o.qty / 100).toFixed(2),
              quoteAmount: (o.budget / 100).toFixed(2),
              idempotencyKey: key(),
            }));
            const results = await Promise.allSettled(sent.map((input) => placeOrder(db, input)));
            for (const r of results)
              if (r.status === 'rejected') {
                expect(r.reason).toMatchObject({ name: 'AppError', code: 2001 });
                refusedTotal++;
              }
            const placed = results
              .map((r, i) => (r.status === 'fulfilled' ? { view: r.value, input: sent[i] as (typeof sent)[0] } : null))
              .filter((x): x is { view: OrderView; input: (typeof sent)[0] } => x !== null)
              .sort((a, b) => a.view.id - b.view.id);
            // Replay in id order: the hold must have been affordable at that point, the fills must be the engine's.
            for (const { view, input } of placed) {
              const id = String(view.id);
              mine.push(id);
              const user = String(input.userId);
              const qty = input.type === 'market' && input.side === 'buy' ? 2n ** 60n - 1n : BigInt(o100(input.qty));
              const price = input.type === 'limit' ? BigInt(Math.round(Number(input.price) * 1e6)) : 0n;
              const budget = BigInt(Math.round(Number(input.quoteAmount) * 1e6));
              const hold =
                input.side === 'sell' ? qty : input.type === 'limit' ? quoteForCeil(qty, price, XCT) : budget;
              const f = free.get(user) as { base: bigint; quote: bigint };
              const coin = input.side === 'sell' ? 'base' : 'quote';
              expect(f[coin] >= hold).toBe(true);
              f[coin] -= hold;
              held.set(id, hold);
              owner.set(id, user);
              sideOf.set(id, input.side);
              const taker: EngineOrder = {
                id,
                owner: user,
                side: input.side,
                type: input.type,
                price,
                qty,
                remaining: qty,
                seq: view.id,
                ...(input.type === 'market' && input.side === 'buy' ? { quoteBudget: budget } : {}),
              };
              const r = engine.submit(taker);
              let filledQuote = 0n;
              for (const fill of r.fills) {
                const buyer = fill.takerSide === 'buy' ? id : fill.makerId;
                const seller = fill.takerSide === 'buy' ? fill.makerId : id;
                held.set(buyer, (held.get(buyer) ?? 0n) - fill.quote);
                held.set(seller, (held.get(seller) ?? 0n) - fill.qty);
                credit(owner.get(buyer) as string, 'base', fill.qty - fill.buyerFeeBase);
                credit(owner.get(seller) as string, 'quote', fill.quote - fill.sellerFeeQuote);
                houseXct += fill.buyerFeeBase;
                houseUsdt += fill.sellerFeeQuote;
                filledQuote += fill.quote;
                const m = expected.get(fill.makerId) ?? {
                  remaining: 0n,
                  filled: BigInt(start.find((s) => s.id === fill.makerId)?.filled_quote ?? '0'),
                  status: 'open',
                  reason: 'none',
                };
                m.filled += fill.quote;
                const left = engine.get(fill.makerId)?.remaining ?? 0n;
                m.remaining = left;
                if (left === 0n) {
                  const dust = r.dustMakers.some((d) => d.id === fill.makerId);
                  m.status = dust ? 'cancelled' : 'filled';
                  m.reason = dust ? 'dust' : 'none';
                  release(fill.makerId);
                }
                expected.set(fill.makerId, m);
                batchedFills++;
              }
              const filledQty = qty - taker.remaining - r.cancelledQty;
              expected.set(id, {
                remaining: r.rested ? taker.remaining : 0n,
                filled: filledQuote,
                status: r.rested
                  ? 'open'
                  : r.cancelledQty === 0n || (r.cancelReason === 'budget' && filledQty > 0n)
                    ? 'filled'
                    : 'cancelled',
                reason: r.cancelReason,
              });
              if (!r.rested) release(id);
            }
            // The book as stored is never crossed.
            const book = await orderRows(t, symbol, sql`status = 'open'`);
            const prices = (side: string) =>
              book
                .filter((o) => o.side === side)
                .map((o) => BigInt(o.price))
                .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
            const bestBid = prices('buy').at(-1);
            const bestAsk = prices('sell')[0];
            if (bestBid !== undefined && bestAsk !== undefined) expect(bestBid < bestAsk).toBe(true);
          }
          // Every order the waves touched is stored as the replay left it (later fills in the same run included).
          const stored = new Map((await orderRows(t, symbol)).map((r) => [r.id, r]));
          for (const [id, e] of expected) {
            const s = stored.get(id) as Row;
            expect({ id, remaining: BigInt(s.remaining), filled: BigInt(s.filled_quote), status: s.status }).toEqual({
              id,
              remaining: engine.get(id)?.remaining ?? e.remaining,
              filled: e.filled,
              status: engine.get(id) ? 'open' : e.status,
            });
            if (!engine.get(id)) expect(s.cancel_reason).toBe(e.reason);
            expect(BigInt(s.held)).toBe(held.get(id) ?? 0n);
          }
          // Clear this run's resting orders (cancel returns the holds) so the next run starts from the seeded book.
          for (const o of await orderRows(t, symbol, sql`status = 'open'`))
            if (ownerIds.has(o.user_id)) {
              await cancelOrder(db, Number(o.user_id), Number(o.id));
              release(o.id);
            }
          for (const id of who) {
            const f = free.get(String(id)) as { base: bigint; quote: bigint };
            expect(await balanceOf(db, { userId: id }, 'XCT')).toBe(f.base);
            expect(await balanceOf(db, { userId: id }, 'USDT')).toBe(f.quote);
          }
          expect((await balanceOf(db, { system: 'house' }, 'XCT')) - houseXct0).toBe(houseXct);
          expect((await balanceOf(db, { system: 'house' }, 'USDT')) - houseUsdt0).toBe(houseUsdt);
        },
      ),
      { numRuns: kind === 'pglite' ? 12 : 8 },
    );
    // the streams do fill (and, with these balances, usually refuse some holds too)
    expect(batchedFills).toBeGreaterThan(0);
    console.info(`market batches on ${kind}: ${batchedFills} fills, ${refusedTotal} holds refused`);
  }, 600_000);

  it('refuses inside a batch only the holds the balance cannot cover, in arrival order', async () => {
    const db = t.database.db;
    const [p] = (await players(t, 1, 0n, 10n * USDT)) as [number];
    marketTuning.maxBatch = 64;
    // five buys of 3 USDT each (limit 0.1 below the book): 10 USDT covers three of them, whichever arrive first
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        placeOrder(db, {
          userId: p,
          symbol: 'XCT_USDT',
          side: 'buy',
          type: 'limit',
          price: '0.1',
          qty: '30',
          idempotencyKey: key(),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 2001 });
    expect(await balanceOf(db, { userId: p }, 'USDT')).toBe(USDT);
    const stored = await orderRows(t, 'XCT_USDT', sql`user_id = ${p}`);
    expect(stored.map((o) => o.status)).toEqual(['open', 'open', 'open']);
    for (const o of stored) await cancelOrder(db, p, Number(o.id));
    expect(await balanceOf(db, { userId: p }, 'USDT')).toBe(10n * USDT);
  });

  it('makes one order of 50 identical requests at once', async () => {
    const db = t.database.db;
    const [p] = (await players(t, 1, 5n * XCT, 0n)) as [number];
    const input = {
      userId: p,
      symbol: 'XCT_USDT',
      side: 'sell' as const,
      type: 'limit' as const,
      price: '9',
      qty: '1',
      idempotencyKey: key(),
    };
    const all = await Promise.all(Array.from({ length: 50 }, () => placeOrder(db, input)));
    expect(new Set(all.map((o) => o.id)).size).toBe(1);
    expect(await orderRows(t, 'XCT_USDT', sql`user_id = ${p}`)).toHaveLength(1);
    expect(await balanceOf(db, { userId: p }, 'XCT')).toBe(4n * XCT);
    // and once more after it settled (answered from the database)
    expect((await placeOrder(db, input)).id).toBe(all[0]?.id);
    await cancelOrder(db, p, all[0]?.id as number);
  });

  it('reads deeper when a batch eats through a truncated side of the book', async () => {
    const db = t.database.db;
    marketTuning.bookRows = 2;
    const [maker, taker] = (await players(t, 2, 100n * XCT, 100n * USDT)) as [number, number];
    for (let i = 0; i < 7; i++)
      await placeOrder(db, {
        userId: maker,
        symbol: 'XCT_USDT',
        side: 'sell',
        type: 'limit',
        price: (5 + i / 10).toFixed(1),
        qty: '1',
        idempotencyKey: key(),
      });
    // Two buys in one batch take all seven asks (2 loaded per read: the batch is redone reading deeper).
    const [a, b] = await Promise.all(
      ['5', '2'].map((qty) =>
        placeOrder(db, {
          userId: taker,
          symbol: 'XCT_USDT',
          side: 'buy',
          type: 'limit',
          price: '5.6',
          qty,
          idempotencyKey: key(),
        }),
      ),
    );
    expect([a?.status, b?.status]).toEqual(['filled', 'filled']);
    expect(await orderRows(t, 'XCT_USDT', sql`status = 'open'`)).toEqual([]);
    const trades = await rows<{ n: number; q: string }>(
      db,
      sql`select count(*)::int as n, sum(qty)::text as q from market_trades where maker_order_id in
            (select id from market_orders where user_id = ${maker})`,
    );
    expect(trades[0]).toEqual({ n: 7, q: String(7n * XCT) });
  });
});

/** "12.34" XCT with 2 decimals in the input -> minor units (8 decimals). */
function o100(text: string): bigint {
  const [w = '0', f = ''] = text.split('.');
  return BigInt(w) * XCT + BigInt(f.padEnd(8, '0'));
}
