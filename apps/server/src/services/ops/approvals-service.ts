import { and, desc, eq, sql } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { operatorApprovals, operators } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { refundApproval } from '../payment/refund-service.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { giftCodesApproval, rtPrizeApproval } from './fortune-campaigns-service.ts';
import type { ApprovalKind, ApprovalRow } from './four-eyes.ts';
import { giftcodeCampaignApproval } from './gift-codes-service.ts';
import { adjustApproval } from './ledger-service.ts';
import { seconds } from './operators-repo.ts';

/** The four-eyes queue: every kind of request a second operator decides (four-eyes.ts). */
const KINDS: Readonly<Record<string, ApprovalKind>> = {
  'ledger.adjust': adjustApproval,
  'fortune.gift_codes.create': giftCodesApproval,
  'fortune.rt_prizes.create': rtPrizeApproval,
  'giftcode.campaign.create': giftcodeCampaignApproval,
  'payments.refund': refundApproval,
};

function kindOf(approval: ApprovalRow): ApprovalKind {
  const kind = KINDS[approval.kind];
  if (!kind) throw new Error(`operator_approvals: unknown kind ${approval.kind}`);
  return kind;
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
    list: list.map(({ row, requestedBy, decidedBy }) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      requested_by: requestedBy ?? '',
      decided_by: decidedBy ?? '',
      created_at: seconds(row.createdAt),
      summary: kindOf(row).summary(row),
    })),
  };
}

/**
 * A second operator decides. The row lock makes two racing decisions one: the second finds it decided. Approving
 * carries the request out in the same transaction as the decision and its audit record.
 */
export async function decide(
  deps: OpsDeps,
  caller: OpsCaller,
  input: { approval_id: number; approve: boolean; note?: string },
) {
  const [found] = await deps.db.select().from(operatorApprovals).where(eq(operatorApprovals.id, input.approval_id));
  if (!found) throw new AppError('NOT_FOUND');
  if (found.requestedBy === caller.operator.id)
    throw new AppError('FORBIDDEN', 'A second operator must decide this request (four eyes).', { reason: 'four_eyes' });
  if (found.status !== 'pending') throw new AppError('CONFLICT', 'This request has already been decided.');
  const kind = kindOf(found);
  const carryOut = input.approve ? await kind.prepare(deps, found, caller) : undefined;
  const decided = await inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    const [locked] = await db
      .select()
      .from(operatorApprovals)
      .where(and(eq(operatorApprovals.id, found.id), eq(operatorApprovals.status, 'pending')))
      .for('update');
    if (!locked) throw new AppError('CONFLICT', 'This request has already been decided.');
    const now = new Date();
    const status = input.approve ? ('approved' as const) : ('refused' as const);
    const outcome = carryOut ? await carryOut(tx, now) : { transferIds: [], after: {} };
    await db
      .update(operatorApprovals)
      .set({ status, decidedBy: caller.operator.id, decidedAt: now, note: input.note ?? '' })
      .where(eq(operatorApprovals.id, found.id));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.approve ? kind.actions.approved : kind.actions.refused,
      target: kind.target(found),
      before: { approval_id: found.id, status: 'pending' },
      after: { status, transfer_ids: outcome.transferIds, note: input.note ?? '', ...outcome.after },
    });
    return { status, transfer_ids: outcome.transferIds };
  });
  if (decided.status === 'approved') await kind.afterApproved?.(deps, found);
  return decided;
}
