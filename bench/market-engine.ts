// `N=1000000 npx tsx bench/market-engine.ts` (or node with type stripping): the market's matching engine
// (packages/contract/src/games/market-engine.ts) in-process, orders per second over a random stream around a mid
// price (70 % limit, 30 % market, four owners so self-trade prevention fires too). Target: 100,000 orders/s or more.
// Prints one JSON line; nothing is written. Run it only on a quiet machine (the numbers mean nothing under load).
import { loadavg } from 'node:os';
import { type EngineOrder, MatchingEngine } from '@arcadia/contract/games/market-engine';

const N = Number(process.env.N ?? 1e6);
const engine = new MatchingEngine({ baseDecimals: 8, makerFeeBps: 10, takerFeeBps: 20 });
// A seeded generator (xorshift32) so runs are comparable.
let s = 0x9e3779b9;
const rnd = () => {
  s ^= s << 13;
  s >>>= 0;
  s ^= s >>> 17;
  s ^= s << 5;
  s >>>= 0;
  return s / 2 ** 32;
};
const orders: EngineOrder[] = [];
for (let i = 0; i < N; i++) {
  const side = rnd() < 0.5 ? 'buy' : 'sell';
  const type = rnd() < 0.7 ? 'limit' : 'market';
  const qty = BigInt(1 + Math.floor(rnd() * 1000)) * 1_000_000n;
  const price = BigInt(850_000 + Math.floor((rnd() - 0.5) * 2000));
  orders.push({ id: String(i), owner: String(i % 4), side, type, price, qty, remaining: qty, seq: i });
}
let fills = 0;
const t0 = performance.now();
for (const o of orders) fills += engine.submit(o).fills.length;
const ms = performance.now() - t0;
const depth = engine.depth(1);
console.log(
  JSON.stringify({
    bench: 'market-engine',
    orders: N,
    fills,
    ms: Math.round(ms),
    orders_per_second: Math.round((N / ms) * 1000),
    best_bid: String(depth.bids[0]?.price ?? ''),
    best_ask: String(depth.asks[0]?.price ?? ''),
    load: loadavg()[0],
  }),
);
