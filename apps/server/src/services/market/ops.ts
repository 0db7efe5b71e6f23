import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import { getPair, listPairs, type PairRow, ticker } from './engine-service.ts';
import { type ReferencePriceAdapter, referencePrices } from './reference-prices.ts';

/**
 * The console's side of the market (docs/market.md, "What an operator does"): every pair with its ticker, open orders
 * and the reference prices of the exchanges 151 and 221; halting (`market_pairs.active = 0`: new orders answer CONFLICT
 * `halted`, cancels still work) and resuming a pair, audited in the transaction that writes it.
 */

interface Operator {
  id: number;
  ip: string;
}

async function openOrders(db: Exec): Promise<Map<string, number>> {
  const found = await rows<{ symbol: string; n: number | string }>(
    db,
    sql`select symbol, count(*)::int as n from market_orders where status = 'open' group by symbol`,
  );
  return new Map(found.map((r) => [r.symbol, Number(r.n)]));
}

async function view(db: Exec, adapters: ReferencePriceAdapter[], pair: PairRow, open: Map<string, number>) {
  const t = await ticker(db, pair.symbol);
  const [refs] = (await referencePrices(db, adapters, pair.symbol)).list;
  return {
    symbol: pair.symbol,
    kind: pair.kind === 'stock' ? ('stock' as const) : ('spot' as const),
    stock_id: t.stock_id,
    base: pair.base,
    quote: pair.quote,
    last: t.last,
    volume: t.volume,
    quote_volume: t.quote_volume,
    open_orders: open.get(pair.symbol) ?? 0,
    halted: Number(pair.active) !== 1,
    refs: (refs?.refs ?? []).map((r) => ({ exchange: r.exchange, price: r.price, diff_bps: r.diff_bps })),
  };
}

export async function opsMarketList(db: Db, adapters: ReferencePriceAdapter[]) {
  const open = await openOrders(db);
  const list = [];
  for (const pair of await listPairs(db)) list.push(await view(db, adapters, pair, open));
  return { list };
}

export async function opsMarketSetHalted(
  db: Db,
  adapters: ReferencePriceAdapter[],
  operator: Operator,
  input: { symbol: string; halted: boolean },
) {
  await inTransaction(db, async (tx) => {
    // The pair row lock placeOrder takes: an order in flight finishes before the halt, none starts after it.
    const before = await one<{ active: number }>(
      tx,
      sql`select active from market_pairs where symbol = ${input.symbol} for update`,
    );
    if (!before) throw new AppError('NOT_FOUND');
    const wasHalted = Number(before.active) !== 1;
    if (wasHalted === input.halted) return;
    await tx.execute(sql`update market_pairs set active = ${input.halted ? 0 : 1} where symbol = ${input.symbol}`);
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: input.halted ? 'market.pair_halt' : 'market.pair_resume',
      target: `market_pair:${input.symbol}`,
      before: { halted: wasHalted },
      after: { halted: input.halted },
    });
  });
  const pair = (await getPair(db, input.symbol)) as PairRow;
  return view(db, adapters, pair, await openOrders(db));
}
