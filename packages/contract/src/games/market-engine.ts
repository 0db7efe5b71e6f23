/**
 * The market's matching engine: a pure, in-memory limit order book for one pair with price-time priority.
 *
 * Units (all bigint, no floats anywhere):
 * - `qty` is in the base coin's minor units (e.g. 1e-8 XGT);
 * - `price` is in the quote coin's minor units per ONE WHOLE base coin (e.g. USDT 1e-6 per 1 XGT);
 * - the quote amount of a fill is `floor(qty * price / baseScale)` with `baseScale = 10^baseDecimals`.
 *
 * Rules:
 * - limit orders match while they cross, the remainder rests; market orders never rest (the remainder is cancelled);
 * - a fill executes at the resting (maker) order's price;
 * - self-trade prevention "cancel newest": when the best opposite order belongs to the taker's owner, matching stops
 *   and the taker's remainder is cancelled (the resting order is untouched);
 * - dust: a fill worth less than one quote minor unit never happens; a remainder that small is cancelled instead
 *   (taker: reason 'dust'; maker: listed in dustMakers), so the book never holds an order nobody can fill;
 * - a market buy may carry a quote budget: it stops before a fill would spend more than the budget;
 * - fees in basis points on what each side receives: the buyer pays its fee in base, the seller in quote;
 *   `floor` rounding, so fees never exceed the rate and every minor unit is accounted for
 *   (given + received + fee = 0 per coin per fill).
 *
 * The server runs the same engine over the rows it loads under a per-pair lock; the bench measures it in-process.
 */

export type MarketSide = 'buy' | 'sell';
export type MarketOrderType = 'limit' | 'market';

export interface EngineOrder {
  id: string;
  owner: string;
  side: MarketSide;
  type: MarketOrderType;
  /** Limit price; ignored for market orders. */
  price: bigint;
  /** Original quantity (base minor units). */
  qty: bigint;
  /** Still open quantity. */
  remaining: bigint;
  /** Arrival sequence: lower is older (time priority). */
  seq: number;
  /** Market buys only: the most quote the order may spend (0n = unlimited). */
  quoteBudget?: bigint;
}

export interface EngineFill {
  makerId: string;
  takerId: string;
  makerOwner: string;
  takerOwner: string;
  /** The taker's side. */
  takerSide: MarketSide;
  price: bigint;
  qty: bigint;
  /** Quote amount paid by the buyer. */
  quote: bigint;
  /** Fee in base coin paid by the buyer (maker or taker rate depending on who the buyer is). */
  buyerFeeBase: bigint;
  /** Fee in quote coin paid by the seller. */
  sellerFeeQuote: bigint;
}

export interface SubmitResult {
  fills: EngineFill[];
  /** True when the remainder of a limit order now rests on the book. */
  rested: boolean;
  /** Quantity cancelled at once (market remainder, self-trade prevention, exhausted budget). */
  cancelledQty: bigint;
  /** Why a remainder was cancelled. */
  cancelReason: 'none' | 'market-unfilled' | 'self-trade' | 'budget' | 'dust';
  /** Makers whose remainder became dust (worth less than one quote minor unit) and was cancelled. */
  dustMakers: { id: string; qty: bigint }[];
}

export interface EngineConfig {
  baseDecimals: number;
  makerFeeBps: number;
  takerFeeBps: number;
}

export const BPS = 10_000n;

/** Quote minor units for `qty` base minor units at `price` quote minor units per whole base coin (floor). */
export function quoteFor(qty: bigint, price: bigint, baseScale: bigint): bigint {
  return (qty * price) / baseScale;
}

/** Ceiling version: what a limit buy must hold so every fill at or below its price is covered. */
export function quoteForCeil(qty: bigint, price: bigint, baseScale: bigint): bigint {
  return (qty * price + baseScale - 1n) / baseScale;
}

export function feeOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / BPS;
}

interface Level {
  price: bigint;
  orders: EngineOrder[];
  head: number;
}

/** One side of the book: price levels kept sorted best-first, FIFO queues inside a level. */
class BookSide {
  readonly levels: Level[] = [];
  private readonly byPrice = new Map<bigint, Level>();
  private readonly better: (a: bigint, b: bigint) => boolean;
  constructor(better: (a: bigint, b: bigint) => boolean) {
    this.better = better;
  }

  best(): EngineOrder | undefined {
    while (this.levels.length > 0) {
      const level = this.levels[0] as Level;
      while (level.head < level.orders.length && (level.orders[level.head] as EngineOrder).remaining === 0n) {
        level.head++;
      }
      if (level.head < level.orders.length) return level.orders[level.head];
      this.levels.shift();
      this.byPrice.delete(level.price);
    }
    return undefined;
  }

  add(order: EngineOrder): void {
    let level = this.byPrice.get(order.price);
    if (!level) {
      level = { price: order.price, orders: [], head: 0 };
      this.byPrice.set(order.price, level);
      // binary search for the insertion point (best first)
      let lo = 0;
      let hi = this.levels.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.better((this.levels[mid] as Level).price, order.price)) lo = mid + 1;
        else hi = mid;
      }
      this.levels.splice(lo, 0, level);
    }
    level.orders.push(order);
  }

  /** Aggregated depth, best first. */
  depth(limit: number): { price: bigint; qty: bigint; count: number }[] {
    const out: { price: bigint; qty: bigint; count: number }[] = [];
    for (const level of this.levels) {
      let qty = 0n;
      let count = 0;
      for (let i = level.head; i < level.orders.length; i++) {
        const o = level.orders[i] as EngineOrder;
        if (o.remaining > 0n) {
          qty += o.remaining;
          count++;
        }
      }
      if (count > 0) out.push({ price: level.price, qty, count });
      if (out.length >= limit) break;
    }
    return out;
  }

  *open(): Generator<EngineOrder> {
    for (const level of this.levels) {
      for (let i = level.head; i < level.orders.length; i++) {
        const o = level.orders[i] as EngineOrder;
        if (o.remaining > 0n) yield o;
      }
    }
  }
}

export class MatchingEngine {
  readonly bids = new BookSide((a, b) => a > b);
  readonly asks = new BookSide((a, b) => a < b);
  private readonly byId = new Map<string, EngineOrder>();
  private readonly baseScale: bigint;
  readonly config: EngineConfig;

  constructor(config: EngineConfig) {
    this.config = config;
    this.baseScale = 10n ** BigInt(config.baseDecimals);
  }

  /** Puts an already-resting order back on the book (loading state from the database); no matching. */
  restore(order: EngineOrder): void {
    if (order.remaining <= 0n || order.type !== 'limit') return;
    (order.side === 'buy' ? this.bids : this.asks).add(order);
    this.byId.set(order.id, order);
  }

  submit(order: EngineOrder): SubmitResult {
    if (order.qty <= 0n || order.remaining <= 0n) throw new RangeError('qty must be positive');
    if (order.type === 'limit' && order.price <= 0n) throw new RangeError('price must be positive');
    const fills: EngineFill[] = [];
    const dustMakers: { id: string; qty: bigint }[] = [];
    const opposite = order.side === 'buy' ? this.asks : this.bids;
    let cancelReason: SubmitResult['cancelReason'] = 'none';
    let spent = 0n;
    const { makerFeeBps, takerFeeBps } = this.config;
    while (order.remaining > 0n) {
      const maker = opposite.best();
      if (!maker) break;
      if (order.type === 'limit') {
        const crosses = order.side === 'buy' ? maker.price <= order.price : maker.price >= order.price;
        if (!crosses) break;
      }
      if (maker.owner === order.owner) {
        cancelReason = 'self-trade';
        break;
      }
      // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers)
      let qty = order.remaining < maker.remaining ? order.remaining : maker.remaining;
      if (order.side === 'buy' && order.type === 'market' && order.quoteBudget && order.quoteBudget > 0n) {
        const left = order.quoteBudget - spent;
        // the most base the remaining budget buys at this price
        const affordable = (left * this.baseScale) / maker.price;
        if (affordable < qty) qty = affordable;
        if (qty <= 0n) {
          cancelReason = 'budget';
          break;
        }
      }
      const quote = quoteFor(qty, maker.price, this.baseScale);
      if (quote === 0n) {
        // a fill worth less than one quote minor unit would give coins away: stop here
        cancelReason = order.type === 'market' && order.side === 'buy' ? 'budget' : 'dust';
        break;
      }
      spent += quote;
      const buyerIsTaker = order.side === 'buy';
      const buyerFeeBase = feeOf(qty, buyerIsTaker ? takerFeeBps : makerFeeBps);
      const sellerFeeQuote = feeOf(quote, buyerIsTaker ? makerFeeBps : takerFeeBps);
      maker.remaining -= qty;
      order.remaining -= qty;
      if (maker.remaining > 0n && quoteFor(maker.remaining, maker.price, this.baseScale) === 0n) {
        dustMakers.push({ id: maker.id, qty: maker.remaining });
        maker.remaining = 0n;
      }
      if (maker.remaining === 0n) this.byId.delete(maker.id);
      fills.push({
        makerId: maker.id,
        takerId: order.id,
        makerOwner: maker.owner,
        takerOwner: order.owner,
        takerSide: order.side,
        price: maker.price,
        qty,
        quote,
        buyerFeeBase,
        sellerFeeQuote,
      });
    }
    let rested = false;
    let cancelledQty = 0n;
    if (
      order.remaining > 0n &&
      order.type === 'limit' &&
      cancelReason === 'none' &&
      quoteFor(order.remaining, order.price, this.baseScale) === 0n
    )
      cancelReason = 'dust';
    if (order.remaining > 0n) {
      if (order.type === 'limit' && cancelReason === 'none') {
        (order.side === 'buy' ? this.bids : this.asks).add(order);
        this.byId.set(order.id, order);
        rested = true;
      } else {
        cancelledQty = order.remaining;
        order.remaining = 0n;
        if (cancelReason === 'none') cancelReason = 'market-unfilled';
      }
    }
    return { fills, rested, cancelledQty, cancelReason, dustMakers };
  }

  /** Cancels a resting order; returns the cancelled remainder (0n when unknown or already filled). */
  cancel(id: string): bigint {
    const order = this.byId.get(id);
    if (!order) return 0n;
    const left = order.remaining;
    order.remaining = 0n;
    this.byId.delete(id);
    return left;
  }

  get(id: string): EngineOrder | undefined {
    return this.byId.get(id);
  }

  bestBid(): bigint | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks.best()?.price;
  }

  depth(limit = 20) {
    return { bids: this.bids.depth(limit), asks: this.asks.depth(limit) };
  }

  *openOrders(): Generator<EngineOrder> {
    yield* this.bids.open();
    yield* this.asks.open();
  }
}

/** Candle buckets the market serves. */
export const CANDLE_INTERVALS = { '1m': 60, '5m': 300, '1h': 3600, '1d': 86400 } as const;
export type CandleInterval = keyof typeof CANDLE_INTERVALS;

export function candleStart(tsSeconds: number, interval: CandleInterval): number {
  const s = CANDLE_INTERVALS[interval];
  return Math.floor(tsSeconds / s) * s;
}
