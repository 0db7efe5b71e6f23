import { Header, market } from '@arcadia/contract';
import { opsMarketPairHalt, opsMarketPairs } from '@arcadia/contract/ops/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKey, registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { withdrawRulesFrom } from '../payment/withdraw-service.ts';
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
import { opsMarketList, opsMarketSetHalted } from './ops.ts';
import { referenceAdapters, referencePrices } from './reference-prices.ts';
import { type StableDeps, stableQuote, stableTrade } from './stable-service.ts';

/** Placing orders: 30 per 10 s per player keeps one client from flooding the lock of a pair. */
const PLACE_LIMIT = { max: 30, windowSeconds: 10 };
/** Reference prices for visitors without a session: 60 a minute per address (players are not limited). */
const ANON_REFERENCE_LIMIT = { max: 60, windowSeconds: 60 };

/** The market of the request (Country-Code), as the payment service reads it. */
function marketOf(request: FastifyRequest, deps: StableDeps): string {
  const raw = request.headers[Header.COUNTRY_CODE.toLowerCase()];
  return deps.markets.marketOf((Array.isArray(raw) ? raw[0] : raw)?.toLowerCase());
}

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
  const adapters = referenceAdapters(app.config.settings.MARKET_REFERENCE_FEED);
  registerCall(app, market.marketReferencePrices, async (input, req) => {
    if (!req.userId) await app.rateLimit('market-refs', clientIp(req), ANON_REFERENCE_LIMIT);
    return referencePrices(db, adapters, input.symbol);
  });

  // The console (market.manage, docs/market.md "What an operator does"): every pair, halt and resume.
  const opsDeps = areaOpsDeps(app);
  registerOpsCall(app, opsDeps, opsMarketPairs, async () => opsMarketList(db, adapters));
  registerOpsCall(app, opsDeps, opsMarketPairHalt, async (input, caller) =>
    opsMarketSetHalted(db, adapters, operatorOf(caller), input),
  );
  // The stable-coin tab trades through the payment core (registered before the market; its deps are shared).
  const stableDeps = (): StableDeps => ({ ...app.payments.deps, rules: withdrawRulesFrom(app.config.settings) });
  registerCall(app, market.marketStableQuote, async (input, req) => {
    const deps = stableDeps();
    return stableQuote(deps, req.userId, marketOf(req, deps), input, idempotencyKey(req));
  });
  registerCall(app, market.marketStableTrade, async (input, req) => stableTrade(stableDeps(), req.userId, input));
}
