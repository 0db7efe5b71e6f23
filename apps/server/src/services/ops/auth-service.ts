import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import type { PaymentDeps } from '../payment/recharge-service.ts';
import { writeAudit } from './audit.ts';
import type { OpsConfig } from './config.ts';
import {
  claimTotpStep,
  countFailedLogin,
  createSession,
  liveSessionsOf,
  type OperatorRow,
  operatorByEmail,
  operatorView,
  seconds,
  spendRecoveryCode,
} from './operators-repo.ts';
import { matchTotp } from './totp.ts';
import type { TotpVault } from './totp-vault.ts';

export interface OpsDeps {
  db: Db;
  config: OpsConfig;
  vault: TotpVault;
  /** The payment service's dependencies (registered after the console): approved refunds reach providers. */
  payments?: () => PaymentDeps;
}

/** Who is calling and from where (set by register-ops-call for signed-in calls). */
export interface OpsCaller {
  operator: OperatorRow;
  sessionId: number;
  reauthAt: Date | null;
  ip: string;
}

const asDb = (tx: unknown) => tx as Db;
const now = () => Math.floor(Date.now() / 1000);

/** Password, then a TOTP code (each time step once) or an unused recovery code. */
async function secondFactorOk(deps: OpsDeps, op: OperatorRow, input: { code?: string; recovery_code?: string }) {
  if (input.code) {
    const step = matchTotp(deps.vault.open(op), input.code, now());
    return step !== undefined && (await claimTotpStep(deps.db, op.id, step));
  }
  if (input.recovery_code) return spendRecoveryCode(deps.db, op.id, input.recovery_code);
  return false;
}

export async function login(
  deps: OpsDeps,
  input: { email: string; password: string; code?: string; recovery_code?: string },
  from: { ip: string; userAgent: string },
) {
  const op = await operatorByEmail(deps.db, input.email);
  if (!op) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (op.lockedUntil && op.lockedUntil.getTime() > Date.now()) {
    throw new AppError('RATE_LIMITED', 'This account is locked for a while after wrong logins.', {
      retry_after: Math.ceil((op.lockedUntil.getTime() - Date.now()) / 1000),
    });
  }
  const passwordOk = await verifyPassword(op.passwordHash, input.password);
  if (op.disabled || !passwordOk || !(await secondFactorOk(deps, op, input))) {
    await inTransaction(deps.db, async (tx) => {
      await countFailedLogin(asDb(tx), op.id, deps.config.lockoutAttempts, deps.config.lockoutMs);
      await writeAudit(tx, { operatorId: op.id, ip: from.ip, action: 'ops.login_failed', target: op.email });
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  return inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    const { token, session } = await createSession(db, op.id, from.ip, from.userAgent);
    await db.update(operatorSessions).set({ reauthAt: new Date() }).where(eq(operatorSessions.id, session.id));
    await db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, op.id));
    await writeAudit(tx, {
      operatorId: op.id,
      ip: from.ip,
      action: 'ops.login',
      target: `session:${session.id}`,
      after: { recovery_code_used: Boolean(input.recovery_code) },
    });
    return { token, idle_seconds: deps.config.idleMs / 1000, operator: operatorView({ ...op, totpEnabled: true }) };
  });
}

export async function logout(deps: OpsDeps, caller: OpsCaller) {
  await inTransaction(deps.db, async (tx) => {
    await asDb(tx)
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(eq(operatorSessions.id, caller.sessionId));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'ops.logout',
      target: `session:${caller.sessionId}`,
    });
  });
  return { ok: true };
}

export async function reauth(deps: OpsDeps, caller: OpsCaller, input: { password: string; code: string }) {
  const ok =
    (await verifyPassword(caller.operator.passwordHash, input.password)) &&
    (await secondFactorOk(deps, caller.operator, { code: input.code }));
  if (!ok) {
    await inTransaction(deps.db, async (tx) => {
      await countFailedLogin(asDb(tx), caller.operator.id, deps.config.lockoutAttempts, deps.config.lockoutMs);
      await writeAudit(tx, { operatorId: caller.operator.id, ip: caller.ip, action: 'ops.reauth_failed' });
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  const at = new Date();
  await inTransaction(deps.db, async (tx) => {
    await asDb(tx).update(operatorSessions).set({ reauthAt: at }).where(eq(operatorSessions.id, caller.sessionId));
    await writeAudit(tx, { operatorId: caller.operator.id, ip: caller.ip, action: 'ops.reauth' });
  });
  return { until: seconds(at) + deps.config.reauthMs / 1000 };
}

export function canManage(caller: OpsCaller): boolean {
  return caller.operator.role === 'admin';
}

export async function sessions(deps: OpsDeps, caller: OpsCaller, operatorId?: number) {
  const whose = operatorId ?? caller.operator.id;
  if (whose !== caller.operator.id && !canManage(caller)) throw new AppError('FORBIDDEN');
  const list = await liveSessionsOf(deps.db, whose, deps.config.idleMs);
  return {
    list: list.map((s) => ({
      id: s.id,
      operator_id: s.operatorId,
      ip: s.ip,
      user_agent: s.userAgent,
      created_at: seconds(s.createdAt),
      last_seen_at: seconds(s.lastSeenAt),
      current: s.id === caller.sessionId,
    })),
  };
}

export async function revokeSession(deps: OpsDeps, caller: OpsCaller, sessionId: number) {
  const [target] = await deps.db.select().from(operatorSessions).where(eq(operatorSessions.id, sessionId));
  if (!target) throw new AppError('NOT_FOUND');
  if (target.operatorId !== caller.operator.id && !canManage(caller)) throw new AppError('FORBIDDEN');
  await inTransaction(deps.db, async (tx) => {
    await asDb(tx)
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'ops.session_revoke',
      target: `session:${sessionId}`,
      before: { operator_id: target.operatorId },
    });
  });
  return { ok: true };
}
