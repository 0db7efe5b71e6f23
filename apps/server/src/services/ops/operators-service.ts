import type { Role } from '@arcadia/contract/ops/permissions';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorInvitations, operatorSessions, operators } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import {
  listOperators,
  newToken,
  openInvitations,
  operatorByEmail,
  operatorById,
  operatorView,
  replaceRecoveryCodes,
  seconds,
  sha256,
} from './operators-repo.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

const INVITE_MS = 72 * 3600 * 1000;
const asDb = (tx: unknown) => tx as Db;

/**
 * Creates an operator with a fresh TOTP secret and recovery codes (shown once). Used by accept_invite and by the
 * first-admin CLI; `by` is the operator behind it (null for the CLI, recorded as such in the audit log).
 */
export async function createOperator(
  deps: OpsDeps,
  input: { email: string; password: string; role: Role },
  audit: { by: number | null; ip: string; via: string },
) {
  if (await operatorByEmail(deps.db, input.email)) throw fieldError({ email: ['an operator with this email exists'] });
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(input.password);
  const sealed = deps.vault.seal(input.email, secret);
  return inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    const [op] = await db
      .insert(operators)
      .values({ email: input.email, passwordHash, role: input.role, totpSecret: sealed })
      .returning();
    if (!op) throw new Error('operator insert returned nothing');
    const recovery = await replaceRecoveryCodes(db, op.id);
    await writeAudit(tx, {
      operatorId: audit.by,
      ip: audit.ip,
      action: 'ops.operator_create',
      target: `operator:${op.id}`,
      after: { email: op.email, role: op.role, via: audit.via },
    });
    return {
      operator: op,
      totp_secret: secret,
      otpauth_url: otpauthUrl(secret, op.email, deps.config.issuer),
      recovery_codes: recovery,
    };
  });
}

export async function list(deps: OpsDeps) {
  const [ops, invitations] = await Promise.all([listOperators(deps.db), openInvitations(deps.db)]);
  return {
    list: ops.map(operatorView),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expires_at: seconds(i.expiresAt) })),
  };
}

export async function invite(deps: OpsDeps, caller: OpsCaller, input: { email: string; role: Role }) {
  if (await operatorByEmail(deps.db, input.email)) throw fieldError({ email: ['an operator with this email exists'] });
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITE_MS);
  await inTransaction(deps.db, async (tx) => {
    const [row] = await asDb(tx)
      .insert(operatorInvitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: caller.operator.id,
        expiresAt,
      })
      .returning({ id: operatorInvitations.id });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'ops.operator_invite',
      target: `invitation:${row?.id}`,
      after: input,
    });
  });
  return { invite_token: token, expires_at: seconds(expiresAt) };
}

export async function acceptInvite(deps: OpsDeps, input: { token: string; password: string }, ip: string) {
  const [invitation] = await deps.db
    .update(operatorInvitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(operatorInvitations.tokenHash, sha256(input.token)),
        isNull(operatorInvitations.acceptedAt),
        gt(operatorInvitations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!invitation) throw fieldError({ token: ['this invitation is unknown, used or expired'] });
  const created = await createOperator(
    deps,
    { email: invitation.email, password: input.password, role: invitation.role as Role },
    { by: invitation.invitedBy, ip, via: `invitation:${invitation.id}` },
  );
  return { totp_secret: created.totp_secret, otpauth_url: created.otpauth_url, recovery_codes: created.recovery_codes };
}

async function target(deps: OpsDeps, caller: OpsCaller, operatorId: number) {
  if (operatorId === caller.operator.id) throw new AppError('FORBIDDEN', 'Operators cannot change their own account.');
  const op = await operatorById(deps.db, operatorId);
  if (!op) throw new AppError('NOT_FOUND');
  return op;
}

export async function setRole(deps: OpsDeps, caller: OpsCaller, input: { operator_id: number; role: Role }) {
  const op = await target(deps, caller, input.operator_id);
  await inTransaction(deps.db, async (tx) => {
    await asDb(tx).update(operators).set({ role: input.role }).where(eq(operators.id, op.id));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'ops.operator_role',
      target: `operator:${op.id}`,
      before: { role: op.role },
      after: { role: input.role },
    });
  });
  return { ok: true };
}

export async function disable(deps: OpsDeps, caller: OpsCaller, input: { operator_id: number; disabled: boolean }) {
  const op = await target(deps, caller, input.operator_id);
  await inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    await db.update(operators).set({ disabled: input.disabled }).where(eq(operators.id, op.id));
    if (input.disabled)
      await db
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(operatorSessions.operatorId, op.id), isNull(operatorSessions.revokedAt)));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.disabled ? 'ops.operator_disable' : 'ops.operator_enable',
      target: `operator:${op.id}`,
      before: { disabled: op.disabled },
      after: { disabled: input.disabled },
    });
  });
  return { ok: true };
}
