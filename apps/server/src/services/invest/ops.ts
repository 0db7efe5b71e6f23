import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { investPositions, investProducts } from '../../db/schema/index.ts';
import { toMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import { type InvestDeps, usdt } from './invest.ts';

/**
 * The console's side of invest (docs/invest.md, "Operator"): every market's products with what is subscribed, creating
 * a product, pausing (status 'closed': no new subscriptions, running positions go on) and resuming it. Each change is
 * audited in the transaction that writes it.
 */

const PAGE = 20;

interface Operator {
  id: number;
  ip: string;
}

type ProductRow = typeof investProducts.$inferSelect;

function view(p: ProductRow, activePositions: number) {
  return {
    product: {
      id: p.id,
      market: p.market,
      name: p.name,
      kind: p.kind as 'fixed' | 'flexible',
      coin: 'USDT' as const,
      apr_bps: p.aprBps,
      term_days: p.termDays,
      min_amount: usdt(p.minAmount),
      per_user_cap: usdt(p.perUserCap),
      total_cap: usdt(p.totalCap),
      subscribed: usdt(p.subscribed),
      penalty_bps: p.penaltyBps,
      status: p.status as 'open' | 'closed',
      mine: '0',
    },
    active_positions: activePositions,
  };
}

async function activeCounts(deps: InvestDeps, ids: number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await deps.db
    .select({ id: investPositions.productId, n: sql<number>`count(*)::int` })
    .from(investPositions)
    .where(and(inArray(investPositions.productId, ids), eq(investPositions.status, 'active')))
    .groupBy(investPositions.productId);
  for (const r of rows) counts.set(Number(r.id), Number(r.n));
  return counts;
}

export async function opsInvestList(deps: InvestDeps, market: string | undefined, page: number) {
  const rows = await deps.db
    .select()
    .from(investProducts)
    .where(market ? eq(investProducts.market, market) : undefined)
    .orderBy(desc(investProducts.id))
    .limit(PAGE + 1)
    .offset((page - 1) * PAGE);
  const shown = rows.slice(0, PAGE);
  const counts = await activeCounts(
    deps,
    shown.map((p) => p.id),
  );
  return { list: shown.map((p) => view(p, counts.get(p.id) ?? 0)), has_more: rows.length > PAGE };
}

/** USDT minor units of a decimal string, or the field error. */
function minor(field: string, value: string): bigint {
  const amount = toMinor(value, 6);
  if (amount === undefined || amount <= 0n) throw fieldError({ [field]: ['must be more than 0'] });
  return amount;
}

export async function opsInvestCreate(
  deps: InvestDeps,
  operator: Operator,
  input: {
    market: string;
    name: string;
    kind: 'fixed' | 'flexible';
    apr_bps: number;
    term_days: number;
    penalty_bps: number;
    min_amount: string;
    per_user_cap: string;
    total_cap: string;
  },
) {
  const minAmount = minor('min_amount', input.min_amount);
  const perUserCap = minor('per_user_cap', input.per_user_cap);
  const totalCap = minor('total_cap', input.total_cap);
  if (input.kind === 'fixed' && input.term_days < 1) throw fieldError({ term_days: ['a fixed product needs a term'] });
  if (perUserCap < minAmount) throw fieldError({ per_user_cap: ['must be at least the minimum'] });
  if (totalCap < perUserCap) throw fieldError({ total_cap: ['must be at least the cap per player'] });
  const fixed = input.kind === 'fixed';
  return inTransaction(deps.db, async (tx) => {
    const [made] = await asDb(tx)
      .insert(investProducts)
      .values({
        market: input.market,
        name: input.name,
        kind: input.kind,
        aprBps: input.apr_bps,
        termDays: fixed ? input.term_days : 0,
        penaltyBps: fixed ? input.penalty_bps : 0,
        minAmount,
        perUserCap,
        totalCap,
        sort: 100,
      })
      .returning();
    if (!made) throw new Error('invest product insert returned nothing');
    const answer = view(made, 0);
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'invest.product_create',
      target: `invest_product:${made.id}`,
      after: answer.product,
    });
    return answer;
  });
}

export async function opsInvestSetStatus(
  deps: InvestDeps,
  operator: Operator,
  input: { product_id: number; status: 'open' | 'closed' },
) {
  const changed = await inTransaction(deps.db, async (tx) => {
    const [before] = await asDb(tx)
      .select()
      .from(investProducts)
      .where(eq(investProducts.id, input.product_id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status === input.status) return before;
    const [after] = await asDb(tx)
      .update(investProducts)
      .set({ status: input.status })
      .where(eq(investProducts.id, before.id))
      .returning();
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: input.status === 'closed' ? 'invest.product_pause' : 'invest.product_resume',
      target: `invest_product:${before.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
    return after as ProductRow;
  });
  const counts = await activeCounts(deps, [changed.id]);
  return view(changed, counts.get(changed.id) ?? 0);
}
