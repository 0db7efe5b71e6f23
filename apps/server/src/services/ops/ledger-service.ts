import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts.ts';
import { checkLedger } from '../../ledger/check.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { inTransaction, type Leg, move, resolveLegs } from '../../ledger/ledger.ts';
import { rows } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { type ApprovalKind, aboveFourEyesLimit, requestApproval } from './four-eyes.ts';

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

/**
 * A manual adjustment. At or below the four-eyes limit it moves at once, with the audit record in the same
 * transaction; above it, it becomes a pending approval for a second operator.
 */
export async function adjust(deps: OpsDeps, caller: OpsCaller, input: AdjustInput, idempotencyKey?: string) {
  const minor = await checkedMinor(deps, input);
  const summary = { ...input, amount: fromMinor(minor, coinOf(input.coin).decimals) };
  if (await aboveFourEyesLimit(deps, input.coin, minor)) {
    const id = await inTransaction(deps.db, async (tx) => {
      const approvalId = await requestApproval(tx, caller.operator.id, 'ledger.adjust', summary);
      await writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'ledger.adjust_requested',
        target: `user:${input.user_id}`,
        after: { ...summary, approval_id: approvalId },
      });
      return approvalId;
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

/** An adjustment above the limit, once a second operator approves it (approvals-service.ts). */
export const adjustApproval: ApprovalKind = {
  summary: (approval) => {
    const p = approval.payload as AdjustInput;
    return { user_id: p.user_id, coin: p.coin, amount: p.amount, direction: p.direction, reason: p.reason };
  },
  actions: { approved: 'ledger.adjust_approved', refused: 'ledger.adjust_refused' },
  target: (approval) => `user:${(approval.payload as AdjustInput).user_id}`,
  async prepare(deps, approval, approver) {
    const payload = approval.payload as AdjustInput;
    const minor = toMinor(payload.amount, coinOf(payload.coin).decimals) as bigint;
    const legs = await resolveLegs(deps.db, [adjustLeg(payload, minor)]);
    return async (tx) => ({
      transferIds: await move(tx, legs, {
        reference: `ops:adjust:op${approval.requestedBy}+op${approver.operator.id}:approval${approval.id}`,
        idempotencyKey: `ops-approval:${approval.id}`,
      }),
      after: {},
    });
  },
};
