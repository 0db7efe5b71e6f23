import { createHash, randomBytes } from 'node:crypto';
import { ROLE_PERMISSIONS, type Role } from '@arcadia/contract/ops/permissions';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorInvitations, operatorRecoveryCodes, operatorSessions, operators } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;
type SessionRow = typeof operatorSessions.$inferSelect;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
export const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : 0);

export function operatorView(op: OperatorRow) {
  const role = op.role as Role;
  return {
    id: op.id,
    email: op.email,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    totp_enabled: op.totpEnabled,
    disabled: op.disabled,
    created_at: seconds(op.createdAt),
  };
}

export async function operatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  const [op] = await db.select().from(operators).where(eq(operators.email, email));
  return op;
}

export async function operatorById(db: Db, id: number): Promise<OperatorRow | undefined> {
  const [op] = await db.select().from(operators).where(eq(operators.id, id));
  return op;
}

export async function listOperators(db: Db) {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export async function openInvitations(db: Db) {
  return db
    .select()
    .from(operatorInvitations)
    .where(and(isNull(operatorInvitations.acceptedAt), gt(operatorInvitations.expiresAt, new Date())))
    .orderBy(asc(operatorInvitations.id));
}

/** Ten one-time recovery codes like `k3f9q-x7m2p`, stored as SHA-256 hashes; the plain codes are returned once. */
export async function replaceRecoveryCodes(db: Db, operatorId: number): Promise<string[]> {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(codes.map((code) => ({ operatorId, codeHash: sha256(code) })));
  return codes;
}

/** Spends one unused recovery code; false when it is unknown or already used (also under a race). */
export async function spendRecoveryCode(db: Db, operatorId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, sha256(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent.length === 1;
}

/** Accepts a TOTP time step once: false when this or a later step was already used (replay, or a racing login). */
export async function claimTotpStep(db: Db, operatorId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step, totpEnabled: true })
    .where(and(eq(operators.id, operatorId), lt(operators.totpLastStep, step)))
    .returning({ id: operators.id });
  return claimed.length === 1;
}

/** Counts a wrong login; the limit-th one locks the account for the lockout time and resets the count. */
export async function countFailedLogin(db: Db, operatorId: number, limit: number, lockoutMs: number) {
  await db
    .update(operators)
    .set({
      failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${limit}::int then 0 else ${operators.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${limit}::int then ${new Date(Date.now() + lockoutMs).toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, operatorId));
}

export async function createSession(db: Db, operatorId: number, ip: string, userAgent: string) {
  const token = newToken();
  const [row] = await db
    .insert(operatorSessions)
    .values({ operatorId, tokenHash: sha256(token), ip, userAgent: userAgent.slice(0, 256) })
    .returning();
  return { token, session: row as SessionRow };
}

export async function liveSessionByToken(db: Db, token: string, idleMs: number, absoluteMs: number) {
  const now = Date.now();
  const [found] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.lastSeenAt, new Date(now - idleMs)),
        gt(operatorSessions.createdAt, new Date(now - absoluteMs)),
        eq(operators.disabled, false),
      ),
    );
  return found;
}

export async function touchSession(db: Db, sessionId: number) {
  await db.update(operatorSessions).set({ lastSeenAt: new Date() }).where(eq(operatorSessions.id, sessionId));
}

export async function liveSessionsOf(db: Db, operatorId: number, idleMs: number) {
  return db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.lastSeenAt, new Date(Date.now() - idleMs)),
      ),
    )
    .orderBy(asc(operatorSessions.id));
}
