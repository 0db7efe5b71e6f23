import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskAudits, taskOfferSteps, taskOffers, taskProducts, taskTakes } from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { reencodeDataUrl } from '../../lib/images.ts';
import { type BlobStore, sweepOrphans } from '../../lib/storage.ts';
import { writeAudit } from '../ops/audit.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import type { CatalogueContext } from './catalogue-service.ts';
import * as repo from './lifecycle-repo.ts';
import { payOf } from './postback-service.ts';
import { inTransaction, KC, payInTx, resolvePay } from './reward-service.ts';

/**
 * Screenshot audits (issue 13): a player submits proof for a step; an operator with `tasks.review` approves (pays
 * through the ledger once: the completion's unique `audit:<id>` transaction id and the audit row's lock) or rejects
 * with a reason the player sees. States: pending -> approved | rejected; a rejected step may be submitted again.
 */

export interface AuditDeps {
  db: Db;
  store: BlobStore;
  now?: () => number;
}

export async function submitAudit(
  deps: AuditDeps,
  ctx: CatalogueContext,
  input: { offerId: number; clickId: string; stepId?: number | undefined; content: string; img: string },
) {
  const take = await repo.takeOf(deps.db, ctx.userId, input.offerId);
  if (!take || take.clickId !== input.clickId) throw new AppError('NOT_FOUND', 'Task not taken');
  if (take.expiresAt.getTime() <= (deps.now?.() ?? Date.now()))
    throw fieldError({ clickId: ['This task has expired; take it again'] });
  const found = await repo.offerWithSteps(deps.db, input.offerId);
  if (found?.offer.kind !== 'audit') throw fieldError({ offerId: ['This task is not reviewed by screenshot'] });
  const paid = await repo.paidStepIdsOfTake(deps.db, take.clickId);
  const step = input.stepId ? found.steps.find((s) => s.id === input.stepId) : found.steps.find((s) => !paid.has(s.id));
  if (!step) throw fieldError({ stepId: ['Not a step of this task'] });
  if (paid.has(step.id)) throw new AppError('CONFLICT', 'This step is already done');
  const image = await reencodeDataUrl(input.img, 'img');
  const imageKey = await deps.store.put('task-audit', image, 'webp');
  // A refused submission (a review already waiting, a lost race) leaves no file behind.
  const auditId = await inTransaction(deps.db, async (tx) => {
    await repo.lockTake(tx, take.clickId);
    const pending = await (tx as unknown as Db)
      .select({ id: taskAudits.id })
      .from(taskAudits)
      .where(
        and(eq(taskAudits.clickId, take.clickId), eq(taskAudits.stepId, step.id), eq(taskAudits.status, 'pending')),
      )
      .limit(1);
    if (pending.length > 0) throw new AppError('CONFLICT', 'A review of this step is already waiting');
    const [row] = await (tx as unknown as Db)
      .insert(taskAudits)
      .values({
        clickId: take.clickId,
        userId: ctx.userId,
        offerId: input.offerId,
        stepId: step.id,
        content: input.content.trim(),
        imageKey,
      })
      .returning({ id: taskAudits.id });
    return Number(row?.id);
  }).catch(async (error: unknown) => {
    await deps.store.delete(imageKey).catch(() => undefined);
    throw error;
  });
  return { auditId, stepId: step.id, status: 'pending' as const };
}

/** The review queue: audits by status, oldest first. */
export async function auditQueue(db: Db, status: 'pending' | 'approved' | 'rejected') {
  const rows = await db
    .select({ audit: taskAudits, step: taskOfferSteps, offer: taskOffers, product: taskProducts })
    .from(taskAudits)
    .innerJoin(taskOfferSteps, eq(taskOfferSteps.id, taskAudits.stepId))
    .innerJoin(taskOffers, eq(taskOffers.id, taskAudits.offerId))
    .innerJoin(taskProducts, eq(taskProducts.id, taskOffers.productId))
    .where(eq(taskAudits.status, status))
    .orderBy(asc(taskAudits.createdAt), asc(taskAudits.id))
    .limit(100);
  return {
    list: rows.map(({ audit, step, offer, product }) => ({
      audit_id: audit.id,
      user_id: audit.userId,
      product: product.titles['en-US'] ?? product.slug,
      offer: offer.titles['en-US'] ?? String(offer.id),
      step: step.titles['en-US'] ?? step.goal,
      reward_kc: fromMinor(step.rewardKc, coinOf(KC).decimals),
      content: audit.content,
      status: audit.status as 'pending' | 'approved' | 'rejected',
      reason: audit.reason,
      created_at: Math.floor(audit.createdAt.getTime() / 1000),
    })),
  };
}

export async function auditImage(deps: AuditDeps, auditId: number): Promise<Buffer | undefined> {
  const [row] = await deps.db.select().from(taskAudits).where(eq(taskAudits.id, auditId)).limit(1);
  return row ? deps.store.get(row.imageKey) : undefined;
}

/** Approve (pay once) or reject (with the reason the player sees); written to the audit log with the decision. */
export async function decideAudit(
  deps: AuditDeps,
  caller: OpsCaller,
  input: { audit_id: number; approve: boolean; reason?: string | undefined },
) {
  if (!input.approve && !input.reason?.trim()) throw fieldError({ reason: ['Say why, the player sees it'] });
  const [audit] = await deps.db.select().from(taskAudits).where(eq(taskAudits.id, input.audit_id)).limit(1);
  if (!audit) throw new AppError('NOT_FOUND', 'No such audit');
  const [step] = await deps.db.select().from(taskOfferSteps).where(eq(taskOfferSteps.id, audit.stepId)).limit(1);
  if (!step) throw new AppError('NOT_FOUND', 'No such step');
  const pay = payOf(audit.userId, step);
  const resolved = await resolvePay(deps.db, pay);
  const status = await inTransaction(deps.db, async (tx) => {
    const [locked] = await (tx as unknown as Db)
      .select()
      .from(taskAudits)
      .where(eq(taskAudits.id, audit.id))
      .for('update')
      .limit(1);
    if (locked?.status !== 'pending') throw new AppError('CONFLICT', 'This audit was already decided');
    let outcome: 'approved' | 'rejected' = input.approve ? 'approved' : 'rejected';
    let reason = input.approve ? '' : (input.reason ?? '').trim();
    if (input.approve) {
      const row = await repo.insertCompletion(tx, {
        clickId: locked.clickId,
        userId: locked.userId,
        offerId: locked.offerId,
        stepId: locked.stepId,
        deviceId: (await deviceOfTake(tx, locked.clickId)) ?? '',
        network: 'audit',
        networkTxnId: `audit:${locked.id}`,
        status: 'paid',
        amount: pay.kc,
        coin: KC,
        tokenCoin: pay.token?.coin ?? null,
        tokenAmount: pay.token?.amount ?? 0n,
      });
      if (row) await payInTx(tx, pay, resolved, `task:audit:${locked.id}`);
      else {
        // The step was paid meanwhile (by this player or on this device): nothing to pay twice.
        outcome = 'rejected';
        reason = 'This step was already rewarded';
      }
    }
    await (tx as unknown as Db)
      .update(taskAudits)
      .set({ status: outcome, reason, decidedBy: String(caller.operator.id), decidedAt: new Date() })
      .where(eq(taskAudits.id, locked.id));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: outcome === 'approved' ? 'tasks.audit_approve' : 'tasks.audit_reject',
      target: `task_audit:${locked.id}`,
      before: { status: 'pending', user_id: locked.userId, step_id: locked.stepId },
      after: { status: outcome, reason, reward_kc: outcome === 'approved' ? pay.kc.toString() : '0' },
    });
    return outcome;
  });
  return { status };
}

async function deviceOfTake(tx: Exec, clickId: string): Promise<string | undefined> {
  const [row] = await (tx as unknown as Db)
    .select({ deviceId: taskTakes.deviceId })
    .from(taskTakes)
    .where(eq(taskTakes.clickId, clickId))
    .limit(1);
  return row?.deviceId;
}

/** Screenshots no audit refers to, older than an hour (a crash between the upload and its row), deleted. */
export async function sweepAuditScreenshots(deps: AuditDeps, now = Date.now()): Promise<number> {
  return sweepOrphans(
    deps.store,
    'task-audit',
    async (keys) => {
      const used = await deps.db
        .select({ key: taskAudits.imageKey })
        .from(taskAudits)
        .where(inArray(taskAudits.imageKey, keys));
      return new Set(used.map((u) => u.key));
    },
    3_600_000,
    now,
  );
}
