import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit, operators } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export interface AuditEntry {
  operatorId: number | null;
  ip: string;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit record. Call it with the transaction of the action it records, so the two commit together:
 * no action without its record, no record without its action. The table refuses UPDATE and DELETE (migration).
 */
export async function writeAudit(tx: Exec | Db, entry: AuditEntry): Promise<void> {
  await (tx as Db).insert(operatorAudit).values({
    operatorId: entry.operatorId,
    ip: entry.ip,
    action: entry.action,
    target: entry.target ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Db, filter: { page: number; operatorId?: number; action?: string }) {
  const where: SQL[] = [];
  if (filter.operatorId) where.push(eq(operatorAudit.operatorId, filter.operatorId));
  if (filter.action) where.push(eq(operatorAudit.action, filter.action));
  const found = await db
    .select({
      id: operatorAudit.id,
      at: operatorAudit.at,
      operatorId: operatorAudit.operatorId,
      email: operators.email,
      ip: operatorAudit.ip,
      action: operatorAudit.action,
      target: operatorAudit.target,
      before: operatorAudit.before,
      after: operatorAudit.after,
    })
    .from(operatorAudit)
    .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(operatorAudit.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return {
    list: found.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
      id: r.id,
      at: Math.floor(r.at.getTime() / 1000),
      operator_id: r.operatorId,
      operator_email: r.email ?? '',
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
    })),
    has_more: found.length > AUDIT_PAGE_SIZE,
  };
}
