import { type EngineOrder, MatchingEngine, quoteForCeil } from '@arcadia/contract/games/market-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const SCALE = 10n ** 8n;

function order(
  id: number,
  owner: string,
  side: 'buy' | 'sell',
  type: 'limit' | 'market',
  price: bigint,
  qty: bigint,
): EngineOrder {
  return { id: String(id), owner, side, type, price, qty, remaining: qty, seq: id };
}

describe('market engine', () => {
  it('matches by price then time, at the maker price, with partial fills', () => {
    const e = new MatchingEngine({ baseDecimals: 8, makerFeeBps: 10, takerFeeBps: 20 });
    e.submit(order(1, 'a', 'sell', 'limit', 101n, 5n * SCALE));
    e.submit(order(2, 'b', 'sell', 'limit', 100n, 2n * SCALE));
    e.submit(order(3, 'c', 'sell', 'limit', 100n, 2n * SCALE));
    const r = e.submit(order(4, 'd', 'buy', 'limit', 101n, 5n * SCALE));
    expect(r.fills.map((f) => [f.makerId, f.price, f.qty])).toEqual([
      ['2', 100n, 2n * SCALE],
      ['3', 100n, 2n * SCALE],
      ['1', 101n, 1n * SCALE],
    ]);
    expect(r.rested).toBe(false);
    expect(e.get('1')?.remaining).toBe(4n * SCALE);
    // taker buyer pays 20 bps in base, maker seller 10 bps in quote
    expect(r.fills[0]?.buyerFeeBase).toBe((2n * SCALE * 20n) / 10_000n);
    expect(r.fills[0]?.sellerFeeQuote).toBe((200n * 10n) / 10_000n);
  });

  it('rests the remainder of a limit order and cancels the remainder of a market order', () => {
    const e = new MatchingEngine({ baseDecimals: 8, makerFeeBps: 0, takerFeeBps: 0 });
    e.submit(order(1, 'a', 'sell', 'limit', 100n, SCALE));
    const m = e.submit(order(2, 'b', 'buy', 'market', 0n, 3n * SCALE));
    expect(m.fills).toHaveLength(1);
    expect(m.cancelledQty).toBe(2n * SCALE);
    expect(m.cancelReason).toBe('market-unfilled');
    const l = e.submit(order(3, 'b', 'buy', 'limit', 99n, 3n * SCALE));
    expect(l.rested).toBe(true);
    expect(e.depth().bids).toEqual([{ price: 99n, qty: 3n * SCALE, count: 1 }]);
    expect(e.cancel('3')).toBe(3n * SCALE);
    expect(e.cancel('3')).toBe(0n);
    expect(e.depth().bids).toEqual([]);
  });

  it('prevents self trades by cancelling the newest order', () => {
    const e = new MatchingEngine({ baseDecimals: 8, makerFeeBps: 0, takerFeeBps: 0 });
    e.submit(order(1, 'a', 'sell', 'limit', 100n, SCALE));
    const r = e.submit(order(2, 'a', 'buy', 'limit', 100n, SCALE));
    expect(r.fills).toHaveLength(0);
    expect(r.cancelReason).toBe('self-trade');
    expect(r.rested).toBe(false);
    expect(e.get('1')?.remaining).toBe(SCALE);
  });

  it('stops a market buy at its quote budget', () => {
    const e = new MatchingEngine({ baseDecimals: 8, makerFeeBps: 0, takerFeeBps: 0 });
    e.submit(order(1, 'a', 'sell', 'limit', 100n, 10n * SCALE));
    const o = { ...order(2, 'b', 'buy', 'market', 0n, 10n * SCALE), quoteBudget: 250n };
    const r = e.submit(o);
    expect(r.fills[0]?.qty).toBe((25n * SCALE) / 10n);
    expect(r.fills[0]?.quote).toBe(250n);
  });

  const opArb = fc.oneof(
    fc.record({
      kind: fc.constant('order' as const),
      owner: fc.constantFrom('a', 'b', 'c', 'd'),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      type: fc.constantFrom('limit' as const, 'limit' as const, 'market' as const),
      price: fc.bigInt({ min: 90n, max: 110n }),
      qty: fc.bigInt({ min: 1n, max: 5n * SCALE }),
      budget: fc.bigInt({ min: 0n, max: 1000n }),
    }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(1000) }),
  );

  it('never leaves the book crossed and conserves every coin over random order streams', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 150 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (ops, makerFeeBps, takerFeeBps) => {
          const e = new MatchingEngine({ baseDecimals: 8, makerFeeBps, takerFeeBps });
          const owners = ['a', 'b', 'c', 'd'];
          const base = new Map(owners.map((o) => [o, 1000n * SCALE]));
          const quote = new Map(owners.map((o) => [o, 1_000_000n]));
          const held = new Map<string, { owner: string; side: 'buy' | 'sell'; amount: bigint }>();
          let houseBase = 0n;
          let houseQuote = 0n;
          const totalBase = 4000n * SCALE;
          const totalQuote = 4_000_000n;
          const ids: string[] = [];
          let seq = 0;
          const add = (m: Map<string, bigint>, k: string, v: bigint) => m.set(k, (m.get(k) ?? 0n) + v);
          const release = (id: string) => {
            const h = held.get(id);
            if (!h) return;
            add(h.side === 'buy' ? quote : base, h.owner, h.amount);
            held.delete(id);
          };
          for (const op of ops) {
            if (op.kind === 'cancel') {
              if (ids.length === 0) continue;
              const id = ids[op.pick % ids.length] as string;
              e.cancel(id);
              release(id);
              continue;
            }
            seq++;
            const id = String(seq);
            const o = order(seq, op.owner, op.side, op.type, op.type === 'limit' ? op.price : 0n, op.qty);
            // two-phase hold before matching
            let hold: bigint;
            if (op.side === 'sell') hold = op.qty;
            else if (op.type === 'limit') hold = quoteForCeil(op.qty, op.price, SCALE);
            else {
              hold = op.budget;
              o.quoteBudget = op.budget;
              if (hold === 0n) continue;
            }
            const bal = (op.side === 'sell' ? base : quote).get(op.owner) as bigint;
            if (bal < hold) continue;
            add(op.side === 'sell' ? base : quote, op.owner, -hold);
            held.set(id, { owner: op.owner, side: op.side, amount: hold });
            const r = e.submit(o);
            for (const f of r.fills) {
              const buyerId = f.takerSide === 'buy' ? f.takerId : f.makerId;
              const sellerId = f.takerSide === 'buy' ? f.makerId : f.takerId;
              const bh = held.get(buyerId);
              const sh = held.get(sellerId);
              expect(bh && sh).toBeTruthy();
              if (!bh || !sh) return;
              bh.amount -= f.quote;
              sh.amount -= f.qty;
              expect(bh.amount >= 0n && sh.amount >= 0n).toBe(true);
              add(base, bh.owner, f.qty - f.buyerFeeBase);
              add(quote, sh.owner, f.quote - f.sellerFeeQuote);
              houseBase += f.buyerFeeBase;
              houseQuote += f.sellerFeeQuote;
              if (!e.get(f.makerId)) release(f.makerId);
            }
            if (r.rested) ids.push(id);
            else release(id);
            const bid = e.bestBid();
            const ask = e.bestAsk();
            if (bid !== undefined && ask !== undefined) expect(bid < ask).toBe(true);
            const sum = (m: Map<string, bigint>, side: 'buy' | 'sell') =>
              [...m.values()].reduce((s, v) => s + v, 0n) +
              [...held.values()].filter((h) => h.side === side).reduce((s, h) => s + h.amount, 0n);
            expect(sum(base, 'sell') + houseBase).toBe(totalBase);
            expect(sum(quote, 'buy') + houseQuote).toBe(totalQuote);
          }
          // every open order on the book is still fully covered by its hold
          for (const o of e.openOrders()) {
            const h = held.get(o.id);
            expect(h).toBeTruthy();
            if (o.side === 'sell') expect(h?.amount).toBe(o.remaining);
            else expect((h?.amount ?? 0n) >= (o.remaining * o.price) / SCALE).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
