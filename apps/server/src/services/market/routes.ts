import { market } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import {
  cancelOrder,
  candles,
  depth,
  ensurePairs,
  listPairs,
  myOrders,
  placeOrder,
  recentTrades,
  ticker,
} from './engine-service.ts';

/** Placing orders: 30 per 10 s per player keeps one client from flooding the lock of a pair. */
const PLACE_LIMIT = { max: 30, windowSeconds: 10 };

/** The market (issue 20, docs/market.md): calls under /svc/market/market/. Thin: the work is in engine-service. */
export async function marketRoutes(app: FastifyInstance) {
  const db = app.db;
  await ensurePairs(db);
  registerCall(app, market.marketPairs, async () => {
    const list = [];
    for (const p of await listPairs(db)) list.push(await ticker(db, p.symbol));
    return { list };
  });
  registerCall(app, market.marketDepth, async (input) => depth(db, input.symbol));
  registerCall(app, market.marketTrades, async (input) => ({ list: await recentTrades(db, input.symbol) }));
  registerCall(app, market.marketCandles, async (input) => ({
    list: await candles(db, input.symbol, input.interval),
  }));
  registerCall(app, market.marketPlaceOrder, async (input, req) => {
    await app.rateLimit('market-place', String(req.userId), PLACE_LIMIT);
    return placeOrder(db, {
      userId: req.userId,
      symbol: input.symbol,
      side: input.side,
      type: input.type,
      price: input.price,
      qty: input.qty,
      quoteAmount: input.quote_amount,
      idempotencyKey: requireKey(req),
    });
  });
  registerCall(app, market.marketCancelOrder, async (input, req) => cancelOrder(db, req.userId, input.order_id));
  registerCall(app, market.marketMyOrders, async (input, req) => ({
    list: await myOrders(db, req.userId, input.status),
  }));
}
