import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import {
  CANDLE_INTERVALS,
  type CandleInterval,
  type EngineOrder,
  MatchingEngine,
  quoteFor,
  quoteForCeil,
} from '@arcadia/contract/games/market-engine';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf as getCoin } from '../../ledger/coins.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import { type Exec, isUniqueViolation, one, rows } from '../../ledger/sql.ts';
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

/** Tuning of the per-pair writer (docs/market.md "Concurrency"); tests lower `bookRows` to exercise deep books. */
export const marketTuning = {
  /** Most placements settled in one transaction. */
  maxBatch: 64,
  /** Resting orders read per side per batch; a batch that eats through a truncated side is redone with more. */
  bookRows: 500,
  /** Legs per ledger move (one move per chunk of whole orders keeps the statement under the parameter limit). */
  moveLegs: 4000,
  /** A batch not finished after this long no longer holds up the queue (the pair's row lock still serialises). */
  stallMs: 10_000,
};

/** What placeOrder needs of a pair outside the transaction (fees and `active` are read under the row lock). */
interface PairStatic {
  symbol: string;
  base: CoinCode;
  quote: CoinCode;
  bd: number;
  qd: number;
  market: { base: number; quote: number };
  house: { base: number; quote: number };
}

const pairCache = new WeakMap<object, Map<string, PairStatic>>();

async function pairStatic(db: Db, symbol: string): Promise<PairStatic | undefined> {
  let byDb = pairCache.get(db);
  if (!byDb) {
    byDb = new Map();
    pairCache.set(db, byDb);
  }
  const hit = typeof symbol === 'string' ? byDb.get(symbol) : undefined;
  if (hit) return hit;
  const pair = await getPair(db, symbol);
  if (!pair) return undefined;
  const got: PairStatic = {
    symbol: pair.symbol,
    base: pair.base,
    quote: pair.quote,
    bd: getCoin(pair.base).decimals,
    qd: getCoin(pair.quote).decimals,
    market: {
      base: await accountId(db, { system: 'market' }, pair.base),
      quote: await accountId(db, { system: 'market' }, pair.quote),
    },
    house: {
      base: await accountId(db, { system: 'house' }, pair.base),
      quote: await accountId(db, { system: 'house' }, pair.quote),
    },
  };
  byDb.set(pair.symbol, got);
  return got;
}

/** A validated placement waiting for its pair's writer. */
interface Pending {
  input: PlaceInput;
  price: bigint;
  qty: bigint;
  budget: bigint;
  hold: bigint;
  marketBuy: boolean;
  acct: { base: number; quote: number };
  resolve: (view: OrderView) => void;
  reject: (error: unknown) => void;
}

type Outcome = { view: OrderView } | { error: unknown } | { lookup: true; halted: boolean };

interface Queue {
  items: Pending[];
  running: boolean;
}
const queues = new WeakMap<object, Map<string, Queue>>();

/**
 * Places an order: validates, then hands it to its pair's writer, which settles every placement waiting for the pair
 * in one transaction (hold, match, fills, releases on the ledger), in arrival order, exactly as if they were placed
 * one after another (docs/market.md "Concurrency").
 */
export async function placeOrder(db: Db, input: PlaceInput): Promise<OrderView> {
  const pair = await pairStatic(db, input.symbol);
  if (!pair) throw fieldError({ symbol: ['unknown pair'] });
  const { bd, qd } = pair;
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
  // Created outside the transaction (and cached): a rolled-back batch leaves no stale id behind.
  const acct = {
    base: await accountId(db, { userId: input.userId }, pair.base),
    quote: await accountId(db, { userId: input.userId }, pair.quote),
  };
  return new Promise<OrderView>((resolve, reject) => {
    let byDb = queues.get(db);
    if (!byDb) {
      byDb = new Map();
      queues.set(db, byDb);
    }
    let q = byDb.get(pair.symbol);
    if (!q) {
      q = { items: [], running: false };
      byDb.set(pair.symbol, q);
    }
    q.items.push({ input, price, qty, budget, hold, marketBuy, acct, resolve, reject });
    if (!q.running) void drain(db, pair, q);
  });
}

/** The pair's writer: one batch at a time, each taking whatever arrived while the previous one ran. */
async function drain(db: Db, pair: PairStatic, q: Queue): Promise<void> {
  q.running = true;
  try {
    // Placements arriving in the same turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (q.items.length > 0) {
      const batch = q.items.splice(0, marketTuning.maxBatch);
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A batch stuck on a dead connection (inTransaction leaves it pending) must not stop the pair for good:
      // after stallMs the next batch starts anyway; the pair's row lock keeps them serialised in the database.
      await Promise.race([
        runBatch(db, pair, batch),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, marketTuning.stallMs);
          timer.unref?.();
        }),
      ]);
      clearTimeout(timer);
    }
  } finally {
    q.running = false;
  }
}

/** Settles a batch and answers every caller; when the batch as a whole fails, each placement is retried alone. */
async function runBatch(db: Db, pair: PairStatic, batch: Pending[]): Promise<void> {
  let outcomes: Map<Pending, Outcome>;
  try {
    outcomes = await settleBatch(db, pair, batch);
  } catch (error) {
    if (batch.length > 1) {
      for (const p of batch) await runBatch(db, pair, [p]);
      return;
    }
    const p = batch[0] as Pending;
    try {
      const again = isUniqueViolation(error) ? await orderByKey(db, p.input.userId, p.input.idempotencyKey) : undefined;
      if (again) p.resolve((await orderView(db, Number(again.id))) as OrderView);
      else p.reject(error);
    } catch (e) {
      p.reject(e);
    }
    return;
  }
  for (const p of batch) {
    const o = outcomes.get(p) as Outcome;
    try {
      if ('view' in o) p.resolve(o.view);
      else if ('error' in o) p.reject(o.error);
      else {
        // Its key was placed already (a repeat): answer the first order; a halted pair refuses only new orders.
        const existing = await orderByKey(db, p.input.userId, p.input.idempotencyKey);
        if (existing) p.resolve((await orderView(db, Number(existing.id))) as OrderView);
        else p.reject(o.halted ? haltedError() : new AppError('CONFLICT', 'the order could not be placed, try again'));
      }
    } catch (e) {
      p.reject(e);
    }
  }
}

class BookTooShallow extends Error {}

async function settleBatch(db: Db, pair: PairStatic, batch: Pending[]): Promise<Map<Pending, Outcome>> {
  for (let rowsPerSide = marketTuning.bookRows; ; rowsPerSide *= 8) {
    try {
      return await inTransaction(db, (tx) => settleInTx(tx, pair, batch, rowsPerSide));
    } catch (error) {
      // The batch ate every loaded resting order of a side that has more: redo it reading deeper.
      if (!(error instanceof BookTooShallow)) throw error;
    }
  }
}

interface BookState {
  userId: number;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price: bigint;
  qty: bigint;
  remaining: bigint;
  held: bigint;
  filledQuote: bigint;
  status: string;
  cancelReason: string;
  acct: { base: number; quote: number };
  /** Differs from the row as stored (written back at the end of the batch). */
  dirty: boolean;
  /** Loaded from the database (not placed in this batch). */
  loaded: boolean;
}

interface BookRow {
  k: 'n' | 'o' | 'b';
  id: string;
  user_id: string | null;
  ikey: string | null;
  side: 'buy' | 'sell' | null;
  price: string | null;
  qty: string | null;
  remaining: string | null;
  held: string | null;
  filled_quote: string | null;
  base_acct: string | null;
  quote_acct: string | null;
}

/**
 * One batch in one transaction, the same as placing its orders one after another:
 * 1. the pair's row lock (`seq` bumped; `active` and the fees read under it);
 * 2. one statement inserts the new orders (a repeated key is skipped by `on conflict`) and reads, from the snapshot
 *    before them, the resting orders that can cross any of them (best first, with their owners' ledger accounts)
 *    and the balances the new holds come from;
 * 3. the engine matches the new orders in id order; an order whose hold its owner's balance (as left by the orders
 *    before it) cannot cover is refused with INSUFFICIENT_BALANCE and its row deleted;
 * 4. trades, changed orders and all ledger legs are written in a few statements; every order's legs keep its own
 *    reference and keys (`market:order:<id>:<n>`), and the ledger's guard re-checks every debited balance.
 */
async function settleInTx(
  tx: Exec,
  pair: PairStatic,
  batch: Pending[],
  rowsPerSide: number,
): Promise<Map<Pending, Outcome>> {
  const outcomes = new Map<Pending, Outcome>();
  const locked = await one<{ active: number; maker_fee_bps: number; taker_fee_bps: number }>(
    tx,
    sql`update market_pairs set seq = seq + active where symbol = ${pair.symbol}
        returning active, maker_fee_bps, taker_fee_bps`,
  );
  if (Number(locked?.active) !== 1) {
    for (const p of batch) outcomes.set(p, { lookup: true, halted: true });
    return outcomes;
  }
  const nowMs = marketClock.nowMs();
  const nowIso = new Date(nowMs).toISOString();
  // The same key twice in one batch is one order: the first placement leads, the repeats follow its outcome.
  const leaders = new Map<string, Pending>();
  const followers = new Map<Pending, Pending>();
  for (const p of batch) {
    const k = `${p.input.userId}\u0000${p.input.idempotencyKey}`;
    const lead = leaders.get(k);
    if (lead) followers.set(p, lead);
    else leaders.set(k, p);
  }
  const fresh = [...leaders.values()];
  const buys = fresh.filter((p) => p.input.side === 'buy');
  const sells = fresh.filter((p) => p.input.side === 'sell');
  // biome-ignore lint/complexity/useMathMinMax: bigint (Math.max takes numbers)
  const maxPrice = (list: Pending[]) => list.reduce((m, p) => (p.price > m ? p.price : m), 0n);
  // biome-ignore lint/complexity/useMathMinMax: bigint (Math.max takes numbers)
  const minPrice = (list: Pending[]) => list.reduce((m, p) => (p.price < m ? p.price : m), MAX_QTY);
  const side = (s: 'buy' | 'sell', takers: Pending[]) => {
    if (takers.length === 0) return sql``;
    const anyMarket = takers.some((p) => p.input.type === 'market');
    const limits = takers.filter((p) => p.input.type === 'limit');
    const crossing = anyMarket
      ? sql``
      : s === 'sell'
        ? sql`and o.price <= ${String(maxPrice(limits))}::bigint`
        : sql`and o.price >= ${String(minPrice(limits))}::bigint`;
    return sql` union all select * from (select 'o'::text, o.id::text, o.user_id::text, null::text, o.side, o.price::text,
          o.qty::text, o.remaining::text, o.held::text, o.filled_quote::text, ab.id::text, aq.id::text
        from market_orders o
        left join ledger_accounts ab on ab.user_id = o.user_id and ab.coin = ${pair.base}
        left join ledger_accounts aq on aq.user_id = o.user_id and aq.coin = ${pair.quote}
        where o.symbol = ${pair.symbol} and o.status = 'open' and o.side = ${s} ${crossing}
        order by o.price ${s === 'sell' ? sql`asc` : sql`desc`}, o.id asc limit ${rowsPerSide}) as ${sql.raw(`book_${s}`)}`;
  };
  const holdAccounts = [...new Set(fresh.map((p) => (p.input.side === 'buy' ? p.acct.quote : p.acct.base)))];
  const values = fresh.map(
    (p) =>
      sql`(${pair.symbol}, ${p.input.userId}, ${p.input.side}, ${p.input.type}, ${String(p.price)}::bigint, ${String(p.qty)}::bigint,
        ${String(p.qty)}::bigint, ${String(p.hold)}::bigint, 'open', ${p.input.idempotencyKey}, ${nowIso}, ${nowIso})`,
  );
  const read = await rows<BookRow>(
    tx,
    sql`with ins as (
          insert into market_orders (symbol, user_id, side, type, price, qty, remaining, held, status, idempotency_key, created_at, updated_at)
          values ${sql.join(values, sql`, `)}
          on conflict (user_id, idempotency_key) do nothing
          returning id, user_id, idempotency_key)
        select 'n'::text as k, id::text as id, user_id::text as user_id, idempotency_key as ikey, null::text as side,
          null::text as price, null::text as qty, null::text as remaining, null::text as held, null::text as filled_quote,
          null::text as base_acct, null::text as quote_acct from ins
        ${side('sell', buys)}
        ${side('buy', sells)}
        union all select 'b'::text, id::text, null::text, null::text, null::text, null::text, null::text, null::text,
          balance::text, null::text, null::text, null::text
        from ledger_accounts where id in (${sql.join(
          holdAccounts.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );

  const engine = new MatchingEngine({
    baseDecimals: pair.bd,
    makerFeeBps: Number(locked?.maker_fee_bps),
    takerFeeBps: Number(locked?.taker_fee_bps),
  });
  const state = new Map<string, BookState>();
  const balances = new Map<number, bigint>();
  const placed = new Map<string, Pending>();
  const loadedOpen = { buy: new Set<string>(), sell: new Set<string>() };
  const truncated = { buy: false, sell: false };
  const resting = read.filter((r) => r.k === 'o');
  for (const r of resting) {
    if (r.base_acct === null || r.quote_acct === null) throw new AppError('CONFLICT', 'the book changed, try again');
    const s = r.side as 'buy' | 'sell';
    state.set(r.id, {
      userId: Number(r.user_id),
      side: s,
      type: 'limit',
      price: BigInt(r.price as string),
      qty: BigInt(r.qty as string),
      remaining: BigInt(r.remaining as string),
      held: BigInt(r.held as string),
      filledQuote: BigInt(r.filled_quote as string),
      status: 'open',
      cancelReason: 'none',
      acct: { base: Number(r.base_acct), quote: Number(r.quote_acct) },
      dirty: false,
      loaded: true,
    });
    loadedOpen[s].add(r.id);
  }
  for (const s of ['buy', 'sell'] as const) truncated[s] = loadedOpen[s].size >= rowsPerSide;
  // Oldest first within a price level: the engine keeps arrival order per level.
  for (const r of [...resting].sort((a, b) => Number(a.id) - Number(b.id))) {
    const st = state.get(r.id) as BookState;
    engine.restore({
      id: r.id,
      owner: String(st.userId),
      side: st.side,
      type: 'limit',
      price: st.price,
      qty: st.qty,
      remaining: st.remaining,
      seq: Number(r.id),
    });
  }
  for (const r of read) if (r.k === 'b') balances.set(Number(r.id), BigInt(r.held as string));
  const byKey = new Map(fresh.map((p) => [`${p.input.userId}\u0000${p.input.idempotencyKey}`, p]));
  for (const r of read) if (r.k === 'n') placed.set(r.id, byKey.get(`${r.user_id}\u0000${r.ikey}`) as Pending);
  // Inserted nothing: the key is already an order (placed before this batch).
  for (const p of fresh) outcomes.set(p, { lookup: true, halted: false });

  const legChunks: ResolvedLeg[][] = [[]];
  const tradeValues: SQL[] = [];
  const refused: string[] = [];
  const mk = (coin: 'base' | 'quote') => pair.market[coin];
  const house = (coin: 'base' | 'quote') => pair.house[coin];
  for (const [id, p] of [...placed].sort((a, b) => Number(a[0]) - Number(b[0]))) {
    const holdCoin = p.input.side === 'buy' ? 'quote' : 'base';
    const holdAcct = p.acct[holdCoin];
    if ((balances.get(holdAcct) ?? 0n) < p.hold) {
      outcomes.set(p, { error: new AppError('INSUFFICIENT_BALANCE') });
      refused.push(id);
      continue;
    }
    const legs: ResolvedLeg[] = [];
    const leg = (debitId: number, creditId: number, coin: 'base' | 'quote', amount: bigint, kind: string) => {
      if (amount > 0n)
        legs.push({
          debitId,
          creditId,
          coin: pair[coin],
          amount,
          kind,
          reference: `market:order:${id}`,
          idempotencyKey: `market:order:${id}:${legs.length}`,
        });
    };
    const taker: EngineOrder = {
      id,
      owner: String(p.input.userId),
      side: p.input.side,
      type: p.input.type,
      price: p.price,
      qty: p.qty,
      remaining: p.qty,
      seq: Number(id),
      ...(p.marketBuy ? { quoteBudget: p.budget } : {}),
    };
    const result = engine.submit(taker);
    const opposite = p.input.side === 'buy' ? 'sell' : 'buy';
    const mine: BookState = {
      userId: p.input.userId,
      side: p.input.side,
      type: p.input.type,
      price: p.price,
      qty: p.qty,
      remaining: p.qty,
      held: p.hold,
      filledQuote: 0n,
      status: 'open',
      cancelReason: 'none',
      acct: p.acct,
      dirty: false,
      loaded: false,
    };
    state.set(id, mine);
    leg(holdAcct, mk(holdCoin), holdCoin, p.hold, 'market_hold');
    const touched = new Set<string>();
    for (const f of result.fills) {
      const ms = state.get(f.makerId) as BookState;
      const buyer = f.takerSide === 'buy' ? mine : ms;
      const seller = f.takerSide === 'buy' ? ms : mine;
      leg(mk('base'), buyer.acct.base, 'base', f.qty - f.buyerFeeBase, 'market_fill');
      leg(mk('base'), house('base'), 'base', f.buyerFeeBase, 'market_fee');
      leg(mk('quote'), seller.acct.quote, 'quote', f.quote - f.sellerFeeQuote, 'market_fill');
      leg(mk('quote'), house('quote'), 'quote', f.sellerFeeQuote, 'market_fee');
      if (f.takerSide === 'buy') {
        mine.held -= f.quote;
        ms.held -= f.qty;
      } else {
        mine.held -= f.qty;
        ms.held -= f.quote;
      }
      mine.filledQuote += f.quote;
      ms.filledQuote += f.quote;
      touched.add(f.makerId);
    }
    const dust = new Set(result.dustMakers.map((d) => d.id));
    // Makers: filled ones release what their hold still has (a buy's rounding margin); the rest keep theirs.
    for (const makerId of touched) {
      const ms = state.get(makerId) as BookState;
      const remaining = engine.get(makerId)?.remaining ?? 0n;
      if (remaining === 0n) {
        const coin = ms.side === 'buy' ? 'quote' : 'base';
        leg(mk(coin), ms.acct[coin], coin, ms.held, 'market_release');
        ms.held = 0n;
        ms.status = dust.has(makerId) ? 'cancelled' : 'filled';
        ms.cancelReason = dust.has(makerId) ? 'dust' : 'none';
        if (ms.loaded) loadedOpen[ms.side].delete(makerId);
      }
      ms.remaining = remaining;
      ms.dirty = true;
    }
    const filledQty = p.qty - taker.remaining - result.cancelledQty;
    if (!result.rested) {
      leg(mk(holdCoin), holdAcct, holdCoin, mine.held, 'market_release');
      mine.held = 0n;
      mine.remaining = 0n;
      mine.status =
        result.cancelledQty === 0n || (result.cancelReason === 'budget' && filledQty > 0n) ? 'filled' : 'cancelled';
      mine.cancelReason = result.cancelReason;
      mine.dirty = true;
    } else {
      mine.remaining = taker.remaining;
      if (result.fills.length > 0) mine.dirty = true;
    }
    if (p.marketBuy) mine.qty = filledQty;
    // Every loaded order of a truncated side is gone: the next one (not loaded) might have crossed. Read deeper.
    if (truncated[opposite] && loadedOpen[opposite].size === 0) throw new BookTooShallow();
    for (const f of result.fills)
      tradeValues.push(
        sql`(${pair.symbol}, ${String(f.price)}::bigint, ${String(f.qty)}::bigint, ${String(f.quote)}::bigint, ${f.takerSide},
          ${Number(f.makerId)}, ${Number(id)}, ${String(f.buyerFeeBase)}::bigint, ${String(f.sellerFeeQuote)}::bigint, ${nowMs})`,
      );
    // This order's owner and makers as the next orders of the batch see them.
    for (const l of legs) {
      const d = balances.get(l.debitId);
      if (d !== undefined) balances.set(l.debitId, d - l.amount);
      const c = balances.get(l.creditId);
      if (c !== undefined) balances.set(l.creditId, c + l.amount);
    }
    const last = legChunks.at(-1) as ResolvedLeg[];
    if (last.length > 0 && last.length + legs.length > marketTuning.moveLegs) legChunks.push(legs);
    else last.push(...legs);
  }

  if (refused.length > 0)
    await tx.execute(
      sql`delete from market_orders where id in (${sql.join(
        refused.map((id) => sql`${Number(id)}`),
        sql`, `,
      )})`,
    );
  // Trades and changed orders in chunks of 2,000 rows, each trade chunk riding along with an update chunk (a
  // data-modifying WITH runs in full whether or not it is read): one round trip for a usual batch.
  const trades = (list: SQL[]) =>
    sql`insert into market_trades (symbol, price, qty, quote, taker_side, maker_order_id, taker_order_id, buyer_fee, seller_fee, ts_ms)
        values ${sql.join(list, sql`, `)}`;
  const changed = [...state].filter(([, s]) => s.dirty);
  const updates = (list: typeof changed) =>
    sql`update market_orders o set remaining = v.remaining, held = v.held, filled_quote = v.filled_quote,
          status = v.status, cancel_reason = v.cancel_reason, qty = v.qty, updated_at = ${nowIso}
        from (values ${sql.join(
          list.map(
            ([id, s]) =>
              sql`(${Number(id)}::bigint, ${String(s.remaining)}::bigint, ${String(s.held)}::bigint, ${String(s.filledQuote)}::bigint, ${s.status}, ${s.cancelReason}, ${String(s.qty)}::bigint)`,
          ),
          sql`, `,
        )}) as v(id, remaining, held, filled_quote, status, cancel_reason, qty)
        where o.id = v.id`;
  for (let i = 0; i < Math.max(tradeValues.length, changed.length); i += 2000) {
    const t = tradeValues.slice(i, i + 2000);
    const u = changed.slice(i, i + 2000);
    if (t.length > 0 && u.length > 0) await tx.execute(sql`with trades as (${trades(t)}) ${updates(u)}`);
    else if (t.length > 0) await tx.execute(trades(t));
    else if (u.length > 0) await tx.execute(updates(u));
  }
  // In order, chunks of whole orders: each move's guard sees what the orders before it left.
  for (const legs of legChunks) if (legs.length > 0) await move(tx, legs, { reference: `market:batch:${pair.symbol}` });

  for (const [id, p] of placed) {
    if (refused.includes(id)) continue;
    const s = state.get(id) as BookState;
    outcomes.set(p, {
      view: {
        id: Number(id),
        symbol: pair.symbol,
        side: s.side,
        type: s.type,
        price: formatUnits(s.price, pair.qd),
        qty: formatUnits(s.qty, pair.bd),
        remaining: formatUnits(s.remaining, pair.bd),
        filled_quote: formatUnits(s.filledQuote, pair.qd),
        status: s.status,
        cancel_reason: s.cancelReason,
        created_at: nowMs,
      },
    });
  }
  for (const [p, lead] of followers) outcomes.set(p, outcomes.get(lead) as Outcome);
  return outcomes;
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
