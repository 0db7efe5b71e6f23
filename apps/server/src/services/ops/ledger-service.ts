import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorApprovals, operators, users } from '../../db/schema/index.ts';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts.ts';
import { checkLedger } from '../../ledger/check.ts';
import { coinOf, fromMinor, PRICE_DECIMALS, toMinor, usdtValueE8 } from '../../ledger/coins.ts';
import { inTransaction, type Leg, move, resolveLegs } from '../../ledger/ledger.ts';
import { priceOf } from '../../ledger/prices.ts';
import { rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { seconds } from './operators-repo.ts';

const asDb = (tx: unknown) => tx as Db;
/** No single manual adjustment moves more than 10^15 minor units, whatever the coin. */
const MAX_ADJUST_MINOR = 10n ** 15n;

export async function ledgerCheck(deps: OpsDeps) {
  const result = await checkLedger(deps.db);
  const system = await rows<{ system: string; coin: string; balance: string }>(
    deps.db,
    sql`select system, coin, balance::text as balance from ledger_accounts where system is not null order by system, coin`,
  );
  return {
    ok: result.ok,
    problems: result.problems,
    system_balances: system
      .filter((s) => (SYSTEM_ACCOUNTS as readonly string[]).includes(s.system))
      .map((s) => ({
        account: s.system,
        coin: s.coin,
        balance: fromMinor(BigInt(s.balance), coinOf(s.coin as CoinCode).decimals),
      })),
  };
}

interface AdjustInput {
  user_id: number;
  coin: CoinCode;
  amount: string;
  direction: 'credit' | 'debit';
  reason: string;
}

function adjustLeg(input: AdjustInput, minor: bigint): Leg {
  const player = { userId: input.user_id };
  const issuance = { system: 'issuance' as const };
  return input.direction === 'credit'
    ? { debit: issuance, credit: player, coin: input.coin, amount: minor, kind: 'ops_adjust' }
    : { debit: player, credit: issuance, coin: input.coin, amount: minor, kind: 'ops_adjust' };
}

async function checkedMinor(deps: OpsDeps, input: AdjustInput): Promise<bigint> {
  const minor = toMinor(input.amount, coinOf(input.coin).decimals);
  if (minor === undefined)
    throw fieldError({ amount: [`at most ${coinOf(input.coin).decimals} decimals for ${input.coin}`] });
  if (minor <= 0n || minor > MAX_ADJUST_MINOR)
    throw fieldError({ amount: ['must be above 0 and within the adjustment limit'] });
  const [player] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!player) throw fieldError({ user_id: ['no such player'] });
  return minor;
}

async function usdValueE8(deps: OpsDeps, coin: CoinCode, minor: bigint): Promise<bigint> {
  return usdtValueE8(minor, coinOf(coin).decimals, await priceOf(deps.db, coin));
}

/**
 * A manual adjustment. At or below the four-eyes limit it moves at once, with the audit record in the same
 * transaction; above it, it becomes a pending approval for a second operator.
 */
export async function adjust(deps: OpsDeps, caller: OpsCaller, input: AdjustInput, idempotencyKey?: string) {
  const minor = await checkedMinor(deps, input);
  const limitE8 = BigInt(Math.round(deps.config.fourEyesLimitUsd * 100)) * 10n ** BigInt(PRICE_DECIMALS - 2);
  const summary = { ...input, amount: fromMinor(minor, coinOf(input.coin).decimals) };
  if ((await usdValueE8(deps, input.coin, minor)) > limitE8) {
    const id = await inTransaction(deps.db, async (tx) => {
      const [row] = await asDb(tx)
        .insert(operatorApprovals)
        .values({ kind: 'ledger.adjust', payload: summary, requestedBy: caller.operator.id })
        .returning({ id: operatorApprovals.id });
      await writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'ledger.adjust_requested',
        target: `user:${input.user_id}`,
        after: { ...summary, approval_id: row?.id },
      });
      return row?.id as number;
    });
    return { status: 'pending_approval' as const, approval_id: id, transfer_ids: [] };
  }
  const legs = await resolveLegs(deps.db, [adjustLeg(input, minor)]);
  const transferIds = await inTransaction(deps.db, async (tx) => {
    const ids = await move(tx, legs, {
      reference: `ops:adjust:op${caller.operator.id}`,
      idempotencyKey: idempotencyKey ? `ops-adjust:${caller.operator.id}:${idempotencyKey}` : undefined,
    });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'ledger.adjust',
      target: `user:${input.user_id}`,
      after: { ...summary, transfer_ids: ids },
    });
    return ids;
  });
  return { status: 'done' as const, approval_id: null, transfer_ids: transferIds };
}

export async function approvals(deps: OpsDeps, status: 'pending' | 'approved' | 'refused') {
  const requester = sql<string>`(select email from ${operators} where ${operators.id} = ${operatorApprovals.requestedBy})`;
  const decider = sql<string>`(select email from ${operators} where ${operators.id} = ${operatorApprovals.decidedBy})`;
  const list = await deps.db
    .select({ row: operatorApprovals, requestedBy: requester, decidedBy: decider })
    .from(operatorApprovals)
    .where(eq(operatorApprovals.status, status))
    .orderBy(desc(operatorApprovals.id))
    .limit(100);
  return {
    list: list.map(({ row, requestedBy, decidedBy }) => {
      const p = row.payload as AdjustInput;
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        requested_by: requestedBy ?? '',
        decided_by: decidedBy ?? '',
        created_at: seconds(row.createdAt),
        summary: { user_id: p.user_id, coin: p.coin, amount: p.amount, direction: p.direction, reason: p.reason },
      };
    }),
  };
}

/** A second operator decides. The row lock makes two racing decisions one: the second finds it decided. */
export async function decide(
  deps: OpsDeps,
  caller: OpsCaller,
  input: { approval_id: number; approve: boolean; note?: string },
) {
  const [found] = await deps.db.select().from(operatorApprovals).where(eq(operatorApprovals.id, input.approval_id));
  if (!found) throw new AppError('NOT_FOUND');
  if (found.requestedBy === caller.operator.id)
    throw new AppError('FORBIDDEN', 'A second operator must decide this request (four eyes).', { reason: 'four_eyes' });
  const payload = found.payload as AdjustInput;
  const minor = toMinor(payload.amount, coinOf(payload.coin).decimals) as bigint;
  const legs = input.approve ? await resolveLegs(deps.db, [adjustLeg(payload, minor)]) : [];
  return inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    const [locked] = await db
      .select()
      .from(operatorApprovals)
      .where(and(eq(operatorApprovals.id, found.id), eq(operatorApprovals.status, 'pending')))
      .for('update');
    if (!locked) throw new AppError('CONFLICT', 'This request has already been decided.');
    const status = input.approve ? ('approved' as const) : ('refused' as const);
    const transferIds = input.approve
      ? await move(tx, legs, {
          reference: `ops:adjust:op${found.requestedBy}+op${caller.operator.id}:approval${found.id}`,
          idempotencyKey: `ops-approval:${found.id}`,
        })
      : [];
    await db
      .update(operatorApprovals)
      .set({ status, decidedBy: caller.operator.id, decidedAt: new Date(), note: input.note ?? '' })
      .where(eq(operatorApprovals.id, found.id));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.approve ? 'ledger.adjust_approved' : 'ledger.adjust_refused',
      target: `user:${payload.user_id}`,
      before: { approval_id: found.id, status: 'pending' },
      after: { status, transfer_ids: transferIds, note: input.note ?? '' },
    });
    return { status, transfer_ids: transferIds };
  });
}
