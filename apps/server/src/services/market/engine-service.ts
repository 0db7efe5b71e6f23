import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import {
  CANDLE_INTERVALS,
  type CandleInterval,
  type EngineOrder,
  MatchingEngine,
  quoteFor,
  quoteForCeil,
} from '@arcadia/contract/games/market-engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf as getCoin } from '../../ledger/coins.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { testClock } from '../../lib/test-clock.ts';

/**
 * The market service (docs/market.md): orders are matched by the shared engine under a row lock on the pair, and
 * every fill is settled on the ledger in the same transaction. Funds of open orders sit in the `market` system
 * account per coin; each order row's `held` is its share of it (the ledger check plus `marketHeldMismatch` prove it).
 */

export const marketClock = testClock('market');

export interface PairRow {
  symbol: string;
  base: CoinCode;
  quote: CoinCode;
  kind: string;
  maker_fee_bps: number;
  taker_fee_bps: number;
  /** 1 = trading; 0 = halted by an operator (new orders answer CONFLICT `halted`, cancels still work). */
  active: number;
}

export interface PlaceInput {
  userId: number;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  /** Decimal strings in whole coins (what the player typed). */
  price?: string | undefined;
  qty?: string | undefined;
  /** Market buys: how much quote to spend. */
  quoteAmount?: string | undefined;
  idempotencyKey: string;
}

export interface OrderView {
  id: number;
  symbol: string;
  side: string;
  type: string;
  price: string;
  qty: string;
  remaining: string;
  filled_quote: string;
  status: string;
  cancel_reason: string;
  created_at: number;
}

const MAX_QTY = 2n ** 60n;

/** Parses a positive decimal with at most `decimals` places into minor units; undefined when invalid. */
export function parseUnits(text: string | undefined, decimals: number): bigint | undefined {
  if (typeof text !== 'string' || !/^\d{1,18}(\.\d{1,18})?$/.test(text)) return undefined;
  const [whole = '0', frac = ''] = text.split('.');
  if (frac.length > decimals) return undefined;
  const v = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return v > 0n && v < MAX_QTY ? v : undefined;
}

export function formatUnits(v: bigint, decimals: number): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const s = 10n ** BigInt(decimals);
  const frac = (a % s).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${a / s}${frac ? `.${frac}` : ''}`;
}

export async function getPair(db: Exec, symbol: string): Promise<PairRow | undefined> {
  return one<PairRow>(
    db,
    sql`select symbol, base, quote, kind, maker_fee_bps, taker_fee_bps, active from market_pairs where symbol = ${symbol}`,
  );
}

export async function listPairs(db: Exec): Promise<PairRow[]> {
  return rows<PairRow>(
    db,
    sql`select symbol, base, quote, kind, maker_fee_bps, taker_fee_bps, active from market_pairs order by kind, symbol`,
  );
}

interface OrderRow {
  id: string | number;
  user_id: string | number;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price: string;
  qty: string;
  remaining: string;
  held: string;
  filled_quote: string;
  status: string;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function orderByKey(db: Exec, userId: number, key: string) {
  return one<{ id: string | number }>(
    db,
    sql`select id from market_orders where user_id = ${userId} and idempotency_key = ${key}`,
  );
}

export async function orderView(db: Exec, id: number): Promise<OrderView | undefined> {
  const r = await one<Record<string, string | number>>(
    db,
    sql`select o.id, o.symbol, o.side, o.type, o.price::text as price, o.qty::text as qty, o.remaining::text as remaining,
          o.filled_quote::text as filled_quote, o.status, o.cancel_reason, o.created_at, p.base, p.quote
        from market_orders o join market_pairs p on p.symbol = o.symbol where o.id = ${id}`,
  );
  return r ? toView(r) : undefined;
}

function toView(r: Record<string, unknown>): OrderView {
  const bd = getCoin(r.base as CoinCode).decimals;
  const qd = getCoin(r.quote as CoinCode).decimals;
  return {
    id: Number(r.id),
    symbol: String(r.symbol),
    side: String(r.side),
    type: String(r.type),
    price: formatUnits(BigInt(String(r.price)), qd),
    qty: formatUnits(BigInt(String(r.qty)), bd),
    remaining: formatUnits(BigInt(String(r.remaining)), bd),
    filled_quote: formatUnits(BigInt(String(r.filled_quote)), qd),
    status: String(r.status),
    cancel_reason: String(r.cancel_reason),
    created_at: new Date(String(r.created_at)).getTime(),
  };
}

/** A halted pair refuses new orders (docs/market.md "What an operator does"). */
function haltedError() {
  return new AppError('CONFLICT', 'trading of this pair is paused', { reason: 'halted' });
}

/** Places an order: validates, holds the funds, matches and settles every fill, all in one transaction. */
export async function placeOrder(db: Db, input: PlaceInput): Promise<OrderView> {
  const pair = await getPair(db, input.symbol);
  if (!pair) throw fieldError({ symbol: ['unknown pair'] });
  const bd = getCoin(pair.base).decimals;
  const qd = getCoin(pair.quote).decimals;
  const baseScale = 10n ** BigInt(bd);
  const errors: Record<string, string[]> = {};
  if (input.side !== 'buy' && input.side !== 'sell') errors.side = ['buy or sell'];
  if (input.type !== 'limit' && input.type !== 'market') errors.type = ['limit or market'];
  if (typeof input.idempotencyKey !== 'string' || !/^[\x21-\x7e]{8,128}$/.test(input.idempotencyKey))
    errors.idempotency_key = ['required, 8-128 characters'];
  const price = input.type === 'limit' ? parseUnits(input.price, qd) : 0n;
  if (input.type === 'limit' && price === undefined) errors.price = [`a positive amount with at most ${qd} decimals`];
  const marketBuy = input.type === 'market' && input.side === 'buy';
  const qty = marketBuy ? MAX_QTY - 1n : parseUnits(input.qty, bd);
  if (qty === undefined) errors.qty = [`a positive amount with at most ${bd} decimals`];
  const budget = marketBuy ? parseUnits(input.quoteAmount, qd) : 0n;
  if (marketBuy && budget === undefined) errors.quote_amount = [`a positive amount with at most ${qd} decimals`];
  if (Object.keys(errors).length > 0) throw fieldError(errors);
  if (price === undefined || qty === undefined || budget === undefined) throw fieldError(errors);
  const hold =
    input.side === 'sell' ? qty : input.type === 'limit' ? quoteForCeil(qty, price, baseScale) : (budget as bigint);
  if (hold <= 0n || (input.type === 'limit' && quoteFor(qty, price, baseScale) === 0n))
    throw fieldError({ qty: ['too small for this price'] });

  const existing = await orderByKey(db, input.userId, input.idempotencyKey);
  if (existing) return (await orderView(db, Number(existing.id))) as OrderView;
  if (Number(pair.active) !== 1) throw haltedError();

  // Accounts of everyone who can be touched are resolved lazily outside the transaction where possible.
  const ids = new Map<string, number>();
  const acct = async (ref: { userId: number } | { system: 'market' | 'house' }, coin: CoinCode) => {
    const k = `${'userId' in ref ? `u${ref.userId}` : ref.system}:${coin}`;
    let id = ids.get(k);
    if (id === undefined) {
      id = await accountId(db, ref, coin);
      ids.set(k, id);
    }
    return id;
  };
  for (const coin of [pair.base, pair.quote]) {
    await acct({ userId: input.userId }, coin);
    await acct({ system: 'market' }, coin);
    await acct({ system: 'house' }, coin);
  }
  // Makers' accounts: anyone with an open order on the opposite side (created ahead; ids are cached).
  const makers = await rows<{ user_id: string | number }>(
    db,
    sql`select distinct user_id from market_orders where symbol = ${pair.symbol} and status = 'open' and side = ${input.side === 'buy' ? 'sell' : 'buy'}`,
  );
  for (const m of makers) for (const coin of [pair.base, pair.quote]) await acct({ userId: Number(m.user_id) }, coin);

  const nowMs = marketClock.nowMs();
  try {
    const orderId = await inTransaction(db, async (tx) => {
      const locked = await one<{ active: number }>(
        tx,
        sql`select active from market_pairs where symbol = ${pair.symbol} for update`,
      );
      if (Number(locked?.active) !== 1) throw haltedError();
      const inserted = await one<{ id: string | number }>(
        tx,
        sql`insert into market_orders (symbol, user_id, side, type, price, qty, remaining, held, status, idempotency_key, created_at, updated_at)
            values (${pair.symbol}, ${input.userId}, ${input.side}, ${input.type}, ${String(price)}::bigint, ${String(qty)}::bigint,
              ${String(qty)}::bigint, ${String(hold)}::bigint, 'open', ${input.idempotencyKey}, ${new Date(nowMs).toISOString()}, ${new Date(nowMs).toISOString()})
            returning id`,
      );
      const id = Number(inserted?.id);
      const opposite = input.side === 'buy' ? 'sell' : 'buy';
      const crossing =
        input.type === 'market'
          ? sql``
          : input.side === 'buy'
            ? sql`and price <= ${String(price)}::bigint`
            : sql`and price >= ${String(price)}::bigint`;
      const order = opposite === 'sell' ? sql`price asc, id asc` : sql`price desc, id asc`;
      const resting = await rows<OrderRow>(
        tx,
        sql`select id, user_id, side, type, price::text as price, qty::text as qty, remaining::text as remaining,
              held::text as held, filled_quote::text as filled_quote, status
            from market_orders where symbol = ${pair.symbol} and status = 'open' and side = ${opposite} ${crossing}
            order by ${order} limit 500`,
      );
      const engine = new MatchingEngine({
        baseDecimals: bd,
        makerFeeBps: pair.maker_fee_bps,
        takerFeeBps: pair.taker_fee_bps,
      });
      const rowsById = new Map<string, OrderRow>();
      for (const [i, r] of resting.entries()) {
        rowsById.set(String(r.id), r);
        engine.restore({
          id: String(r.id),
          owner: String(r.user_id),
          side: r.side,
          type: 'limit',
          price: BigInt(r.price),
          qty: BigInt(r.qty),
          remaining: BigInt(r.remaining),
          seq: i,
        });
      }
      const taker: EngineOrder = {
        id: String(id),
        owner: String(input.userId),
        side: input.side,
        type: input.type,
        price,
        qty,
        remaining: qty,
        seq: resting.length,
        ...(marketBuy ? { quoteBudget: budget } : {}),
      };
      const result = engine.submit(taker);

      const legs: ResolvedLeg[] = [];
      const leg = (debitId: number, creditId: number, coin: CoinCode, amount: bigint, kind: string) => {
        if (amount > 0n) legs.push({ debitId, creditId, coin, amount, kind });
      };
      const holdCoin = input.side === 'buy' ? pair.quote : pair.base;
      const mk = (coin: CoinCode) => ids.get(`market:${coin}`) as number;
      const house = (coin: CoinCode) => ids.get(`house:${coin}`) as number;
      const user = async (uid: number, coin: CoinCode) => {
        const k = `u${uid}:${coin}`;
        let got = ids.get(k);
        if (got === undefined) {
          // a maker that arrived after the look-up above: its own placement created its accounts already
          const row = await one<{ id: string | number }>(
            tx,
            sql`select id from ledger_accounts where user_id = ${uid} and coin = ${coin}`,
          );
          if (!row) throw new AppError('CONFLICT', 'the book changed, try again');
          got = Number(row.id);
          ids.set(k, got);
        }
        return got;
      };
      leg(await user(input.userId, holdCoin), mk(holdCoin), holdCoin, hold, 'market_hold');
      let takerHeld = hold;
      let takerFilledQuote = 0n;
      const makerState = new Map<string, { held: bigint; filledQuote: bigint }>();
      const tradeValues = [];
      for (const f of result.fills) {
        const mrow = rowsById.get(f.makerId) as OrderRow;
        const ms = makerState.get(f.makerId) ?? { held: BigInt(mrow.held), filledQuote: BigInt(mrow.filled_quote) };
        const buyer = Number(f.takerSide === 'buy' ? f.takerOwner : f.makerOwner);
        const seller = Number(f.takerSide === 'buy' ? f.makerOwner : f.takerOwner);
        leg(mk(pair.base), await user(buyer, pair.base), pair.base, f.qty - f.buyerFeeBase, 'market_fill');
        leg(mk(pair.base), house(pair.base), pair.base, f.buyerFeeBase, 'market_fee');
        leg(mk(pair.quote), await user(seller, pair.quote), pair.quote, f.quote - f.sellerFeeQuote, 'market_fill');
        leg(mk(pair.quote), house(pair.quote), pair.quote, f.sellerFeeQuote, 'market_fee');
        if (f.takerSide === 'buy') {
          takerHeld -= f.quote;
          ms.held -= f.qty;
        } else {
          takerHeld -= f.qty;
          ms.held -= f.quote;
        }
        takerFilledQuote += f.quote;
        ms.filledQuote += f.quote;
        makerState.set(f.makerId, ms);
        tradeValues.push(
          sql`(${pair.symbol}, ${String(f.price)}::bigint, ${String(f.qty)}::bigint, ${String(f.quote)}::bigint, ${f.takerSide},
            ${Number(f.makerId)}, ${id}, ${String(f.buyerFeeBase)}::bigint, ${String(f.sellerFeeQuote)}::bigint, ${nowMs})`,
        );
      }
      const dust = new Set(result.dustMakers.map((d) => d.id));
      // Makers: filled ones release what their hold still has (a buy's rounding margin); the rest keep theirs.
      for (const [makerId, ms] of makerState) {
        const maker = engine.get(makerId);
        const remaining = maker ? maker.remaining : 0n;
        const mrow = rowsById.get(makerId) as OrderRow;
        const coin = mrow.side === 'buy' ? pair.quote : pair.base;
        let held = ms.held;
        if (remaining === 0n) {
          leg(mk(coin), await user(Number(mrow.user_id), coin), coin, held, 'market_release');
          held = 0n;
        }
        await tx.execute(
          sql`update market_orders set remaining = ${String(remaining)}::bigint, held = ${String(held)}::bigint,
                filled_quote = ${String(ms.filledQuote)}::bigint,
                status = ${remaining > 0n ? 'open' : dust.has(makerId) ? 'cancelled' : 'filled'},
                cancel_reason = ${dust.has(makerId) ? 'dust' : 'none'},
                updated_at = ${new Date(nowMs).toISOString()}
              where id = ${Number(makerId)}`,
        );
      }
      const takerRemaining = result.rested ? taker.remaining : 0n;
      const filledQty = qty - taker.remaining - result.cancelledQty;
      let takerStatus = 'open';
      if (!result.rested) {
        leg(mk(holdCoin), await user(input.userId, holdCoin), holdCoin, takerHeld, 'market_release');
        takerHeld = 0n;
        takerStatus =
          result.cancelledQty === 0n || (result.cancelReason === 'budget' && filledQty > 0n) ? 'filled' : 'cancelled';
      }
      if (tradeValues.length > 0)
        await tx.execute(
          sql`insert into market_trades (symbol, price, qty, quote, taker_side, maker_order_id, taker_order_id, buyer_fee, seller_fee, ts_ms)
              values ${sql.join(tradeValues, sql`, `)}`,
        );
      await tx.execute(
        sql`update market_orders set remaining = ${String(takerRemaining)}::bigint, held = ${String(takerHeld)}::bigint,
              filled_quote = ${String(takerFilledQuote)}::bigint, status = ${takerStatus}, cancel_reason = ${result.cancelReason},
              qty = ${String(marketBuy ? filledQty : qty)}::bigint
            where id = ${id}`,
      );
      await tx.execute(sql`update market_pairs set seq = seq + 1 where symbol = ${pair.symbol}`);
      await move(tx, legs, { reference: `market:order:${id}`, idempotencyKey: `market:order:${id}` });
      return id;
    });
    return (await orderView(db, orderId)) as OrderView;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await orderByKey(db, input.userId, input.idempotencyKey);
      if (again) return (await orderView(db, Number(again.id))) as OrderView;
    }
    throw error;
  }
}

/** Cancels an open order of this player and returns its hold. NOT_FOUND when it is not theirs or not open. */
export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<OrderView> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw fieldError({ order_id: ['a positive integer'] });
  const found = await one<{ symbol: string }>(
    db,
    sql`select symbol from market_orders where id = ${orderId} and user_id = ${userId}`,
  );
  if (!found) throw new AppError('NOT_FOUND');
  const pair = (await getPair(db, found.symbol)) as PairRow;
  const ids: Record<string, number> = {};
  for (const coin of [pair.base, pair.quote]) {
    ids[`u:${coin}`] = await accountId(db, { userId }, coin);
    ids[`m:${coin}`] = await accountId(db, { system: 'market' }, coin);
  }
  const nowIso = marketClock.now().toISOString();
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select symbol from market_pairs where symbol = ${pair.symbol} for update`);
    const o = await one<OrderRow>(
      tx,
      sql`select id, side, status, held::text as held from market_orders where id = ${orderId} for update`,
    );
    if (o?.status !== 'open') throw new AppError('CONFLICT', 'the order is no longer open');
    const coin = o.side === 'buy' ? pair.quote : pair.base;
    const held = BigInt(o.held);
    await tx.execute(
      sql`update market_orders set status = 'cancelled', cancel_reason = 'user', held = 0, updated_at = ${nowIso} where id = ${orderId}`,
    );
    if (held > 0n)
      await move(
        tx,
        [
          {
            debitId: ids[`m:${coin}`] as number,
            creditId: ids[`u:${coin}`] as number,
            coin,
            amount: held,
            kind: 'market_release',
          },
        ],
        { reference: `market:order:${orderId}`, idempotencyKey: `market:cancel:${orderId}` },
      );
  });
  return (await orderView(db, orderId)) as OrderView;
}

export async function myOrders(db: Exec, userId: number, status: 'open' | 'history', limit = 50): Promise<OrderView[]> {
  const where = status === 'open' ? sql`o.status = 'open'` : sql`o.status <> 'open'`;
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select o.id, o.symbol, o.side, o.type, o.price::text as price, o.qty::text as qty, o.remaining::text as remaining,
          o.filled_quote::text as filled_quote, o.status, o.cancel_reason, o.created_at, p.base, p.quote
        from market_orders o join market_pairs p on p.symbol = o.symbol
        where o.user_id = ${userId} and ${where} order by o.id desc limit ${limit}`,
  );
  return list.map(toView);
}

export async function depth(db: Exec, symbol: string, limit = 20) {
  const pair = await getPair(db, symbol);
  if (!pair) throw fieldError({ symbol: ['unknown pair'] });
  const bd = getCoin(pair.base).decimals;
  const qd = getCoin(pair.quote).decimals;
  const side = async (s: 'buy' | 'sell') =>
    (
      await rows<{ price: string; qty: string; n: string | number }>(
        db,
        sql`select price::text as price, sum(remaining)::text as qty, count(*) as n from market_orders
            where symbol = ${symbol} and status = 'open' and side = ${s}
            group by price order by price ${s === 'buy' ? sql`desc` : sql`asc`} limit ${limit}`,
      )
    ).map((r) => ({
      price: formatUnits(BigInt(r.price), qd),
      qty: formatUnits(BigInt(r.qty), bd),
      count: Number(r.n),
    }));
  return { symbol, bids: await side('buy'), asks: await side('sell') };
}

export async function recentTrades(db: Exec, symbol: string, limit = 50) {
  const pair = await getPair(db, symbol);
  if (!pair) throw fieldError({ symbol: ['unknown pair'] });
  const bd = getCoin(pair.base).decimals;
  const qd = getCoin(pair.quote).decimals;
  const list = await rows<{
    id: string | number;
    price: string;
    qty: string;
    taker_side: string;
    ts_ms: string | number;
  }>(
    db,
    sql`select id, price::text as price, qty::text as qty, taker_side, ts_ms from market_trades
        where symbol = ${symbol} order by id desc limit ${limit}`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    price: formatUnits(BigInt(r.price), qd),
    qty: formatUnits(BigInt(r.qty), bd),
    side: r.taker_side,
    ts: Number(r.ts_ms),
  }));
}

export async function ticker(db: Exec, symbol: string, nowMs = marketClock.nowMs()) {
  const pair = await getPair(db, symbol);
  if (!pair) throw fieldError({ symbol: ['unknown pair'] });
  const bd = getCoin(pair.base).decimals;
  const qd = getCoin(pair.quote).decimals;
  const from = nowMs - 86_400_000;
  const agg = await one<{ high: string | null; low: string | null; vol: string | null; qvol: string | null }>(
    db,
    sql`select max(price)::text as high, min(price)::text as low, sum(qty)::text as vol, sum(quote)::text as qvol
        from market_trades where symbol = ${symbol} and ts_ms > ${from} and ts_ms <= ${nowMs}`,
  );
  const last = await one<{ price: string }>(
    db,
    sql`select price::text as price from market_trades where symbol = ${symbol} and ts_ms <= ${nowMs} order by ts_ms desc, id desc limit 1`,
  );
  const open = await one<{ price: string }>(
    db,
    sql`select price::text as price from market_trades where symbol = ${symbol} and ts_ms > ${from} order by ts_ms asc, id asc limit 1`,
  );
  const lastP = last ? BigInt(last.price) : 0n;
  const openP = open ? BigInt(open.price) : lastP;
  const changeBps = openP > 0n ? Number(((lastP - openP) * 10_000n) / openP) : 0;
  const f = (v: string | null, d: number) => formatUnits(BigInt(v ?? '0'), d);
  return {
    symbol,
    base: pair.base,
    quote: pair.quote,
    kind: pair.kind,
    stock_id: stockIdOf(symbol),
    last: formatUnits(lastP, qd),
    open: formatUnits(openP, qd),
    high: f(agg?.high ?? null, qd),
    low: f(agg?.low ?? null, qd),
    volume: f(agg?.vol ?? null, bd),
    quote_volume: f(agg?.qvol ?? null, qd),
    change_bps: changeBps,
    halted: Number(pair.active) !== 1,
  };
}

export async function candles(
  db: Exec,
  symbol: string,
  interval: CandleInterval,
  limit = 200,
  nowMs = marketClock.nowMs(),
) {
  if (!(interval in CANDLE_INTERVALS)) throw fieldError({ interval: ['1m, 5m, 1h or 1d'] });
  const pair = await getPair(db, symbol);
  if (!pair) throw fieldError({ symbol: ['unknown pair'] });
  const bd = getCoin(pair.base).decimals;
  const qd = getCoin(pair.quote).decimals;
  const stepMs = CANDLE_INTERVALS[interval] * 1000;
  const from = Math.floor(nowMs / stepMs) * stepMs - (limit - 1) * stepMs;
  const list = await rows<{ t: string | number; price: string; qty: string; id: string | number }>(
    db,
    sql`select (ts_ms / ${stepMs}) * ${stepMs} as t, price::text as price, qty::text as qty, id from market_trades
        where symbol = ${symbol} and ts_ms >= ${from} and ts_ms <= ${nowMs} order by ts_ms asc, id asc`,
  );
  const out: { t: number; o: string; h: string; l: string; c: string; v: string }[] = [];
  let cur: { t: number; o: bigint; h: bigint; l: bigint; c: bigint; v: bigint } | undefined;
  const flush = () => {
    if (cur)
      out.push({
        t: cur.t / 1000,
        o: formatUnits(cur.o, qd),
        h: formatUnits(cur.h, qd),
        l: formatUnits(cur.l, qd),
        c: formatUnits(cur.c, qd),
        v: formatUnits(cur.v, bd),
      });
  };
  for (const r of list) {
    const t = Number(r.t);
    const p = BigInt(r.price);
    const q = BigInt(r.qty);
    if (!cur || cur.t !== t) {
      flush();
      cur = { t, o: p, h: p, l: p, c: p, v: q };
    } else {
      if (p > cur.h) cur.h = p;
      if (p < cur.l) cur.l = p;
      cur.c = p;
      cur.v += q;
    }
  }
  flush();
  return out;
}

/** Sum of `held` over open orders per coin, against the market account's balance: both must agree. */
export async function marketHeldMismatch(db: Exec): Promise<string[]> {
  const held = await rows<{ coin: string; held: string }>(
    db,
    sql`select case when o.side = 'buy' then p.quote else p.base end as coin, sum(o.held)::text as held
        from market_orders o join market_pairs p on p.symbol = o.symbol group by 1`,
  );
  const accts = await rows<{ coin: string; balance: string }>(
    db,
    sql`select coin, balance::text as balance from ledger_accounts where system = 'market'`,
  );
  const byCoin = new Map<string, bigint>(held.map((h) => [h.coin, BigInt(h.held)]));
  const problems: string[] = [];
  const coins = new Set([...byCoin.keys(), ...accts.map((a) => a.coin)]);
  for (const c of coins) {
    const h = byCoin.get(c) ?? 0n;
    const a = BigInt(accts.find((x) => x.coin === c)?.balance ?? '0');
    if (h !== a) problems.push(`${c}: orders hold ${h}, market account has ${a}`);
  }
  return problems;
}

export const DEFAULT_PAIRS: {
  symbol: string;
  base: CoinCode;
  quote: CoinCode;
  kind: 'spot' | 'stock';
  /** A listed stock's own id (the stock tab shows it); none for spot pairs. */
  stockId?: string;
}[] = [
  { symbol: 'XGT_USDT', base: 'XGT' as CoinCode, quote: 'USDT' as CoinCode, kind: 'spot' },
  { symbol: 'XCT_USDT', base: 'XCT' as CoinCode, quote: 'USDT' as CoinCode, kind: 'spot' },
  { symbol: 'XMT_USDT', base: 'XMT' as CoinCode, quote: 'USDT' as CoinCode, kind: 'spot' },
  { symbol: 'KTHER_USDT', base: 'KTHER' as CoinCode, quote: 'USDT' as CoinCode, kind: 'spot' },
  { symbol: 'HAPPY_USDT', base: 'HAPPY' as CoinCode, quote: 'USDT' as CoinCode, kind: 'spot' },
  // The Arcadia share: a ledger coin outside the wallet's list (ledger/coins.ts), traded in whole shares.
  { symbol: 'ARC_USDT', base: 'ARC' as CoinCode, quote: 'USDT' as CoinCode, kind: 'stock', stockId: '1001' },
];

/** The listed stock id of a pair ('' for spot pairs). */
export function stockIdOf(symbol: string): string {
  return DEFAULT_PAIRS.find((p) => p.symbol === symbol)?.stockId ?? '';
}

/** Creates the pairs (idempotent). */
export async function ensurePairs(db: Exec, makerFeeBps = 10, takerFeeBps = 20): Promise<void> {
  await db.execute(
    sql`insert into market_pairs (symbol, base, quote, kind, maker_fee_bps, taker_fee_bps) values ${sql.join(
      DEFAULT_PAIRS.map((p) => sql`(${p.symbol}, ${p.base}, ${p.quote}, ${p.kind}, ${makerFeeBps}, ${takerFeeBps})`),
      sql`, `,
    )} on conflict (symbol) do nothing`,
  );
}
