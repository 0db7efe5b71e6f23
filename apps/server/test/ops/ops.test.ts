import { ErrorCode } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { totpAt } from '../../src/services/ops/totp.ts';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';
import { ip, now, opsCall, PASSWORD, signedInOperator } from './support.ts';

const PLAYER = 100001;

describe.each(DB_KINDS)('operator console API (%s)', (kind) => {
  const t = useTestApp(kind);
  const audit = (action: string) =>
    rows<{ operator_id: number; target: string; after: unknown }>(
      t.database.db,
      sql`select operator_id::int as operator_id, target, after from operator_audit where action = ${action} order by id`,
    );

  it('logs in with password and TOTP; a code works once; wrong tries lock the account', async () => {
    const op = await signedInOperator(t, 'viewer');
    const replay = await opsCall(
      t.app,
      ops.opsLogin,
      // The very code the login used: recomputing it from the clock could reach the next 30 s step.
      { email: op.email, password: PASSWORD, code: op.loginCode },
      undefined,
      ip(),
    );
    expect(replay.body.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    const noCode = await opsCall(t.app, ops.opsLogin, { email: op.email, password: PASSWORD }, undefined, ip());
    expect(noCode.body.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    for (let i = 0; i < 4; i++)
      await opsCall(
        t.app,
        ops.opsLogin,
        { email: op.email, password: 'wrong password!', code: '000000' },
        undefined,
        ip(),
      );
    const locked = await opsCall(
      t.app,
      ops.opsLogin,
      {
        email: op.email,
        password: PASSWORD,
        code: totpAt(op.secret, now() + 30),
      },
      undefined,
      ip(),
    );
    expect(locked.body.code).toBe(ErrorCode.RATE_LIMITED);
    expect(locked.body.data.retry_after).toBeGreaterThan(800);
    expect((await audit('ops.login_failed')).filter((a) => a.target === op.email)).toHaveLength(5);
  });

  it('logins are limited per IP', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        await opsCall(
          t.app,
          ops.opsLogin,
          { email: 'nobody@ops.test', password: 'x', code: '123456' },
          undefined,
          from,
        ),
      );
    expect(answers.slice(0, 20).map((a) => a.body.code)).toEqual(Array(20).fill(ErrorCode.INVALID_CREDENTIALS));
    expect(answers[20]?.body.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('a recovery code logs in once', async () => {
    const op = await signedInOperator(t, 'support');
    const first = await opsCall(
      t.app,
      ops.opsLogin,
      { email: op.email, password: PASSWORD, recovery_code: op.recovery[0] },
      undefined,
      ip(),
    );
    expect(first.body.code).toBe(0);
    const again = await opsCall(
      t.app,
      ops.opsLogin,
      { email: op.email, password: PASSWORD, recovery_code: op.recovery[0] },
      undefined,
      ip(),
    );
    expect(again.body.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('sessions are listed and revocable; a revoked token answers 4010', async () => {
    const op = await signedInOperator(t, 'viewer');
    const second = await opsCall(
      t.app,
      ops.opsLogin,
      { email: op.email, password: PASSWORD, recovery_code: op.recovery[1] },
      undefined,
      ip(),
    );
    const list = await opsCall(t.app, ops.opsSessions, {}, op.token);
    expect(list.body.data.list).toHaveLength(2);
    const other = list.body.data.list.find((s: { current: boolean }) => !s.current);
    expect((await opsCall(t.app, ops.opsRevokeSession, { session_id: other.id }, op.token)).body.code).toBe(0);
    expect((await opsCall(t.app, ops.opsMe, {}, second.body.data.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
    expect((await opsCall(t.app, ops.opsMe, {}, op.token)).body.data.email).toBe(op.email);
  });

  it('an admin invites an operator, who sets a password, enrols TOTP and logs in with the role given', async () => {
    const admin = await signedInOperator(t, 'admin');
    const email = `new-${Date.now()}@ops.test`;
    const invited = await opsCall(t.app, ops.opsInvite, { email, role: 'support' }, admin.token);
    expect(invited.body.code).toBe(0);
    const accepted = await opsCall(t.app, ops.opsAcceptInvite, {
      token: invited.body.data.invite_token,
      password: PASSWORD,
    });
    expect(accepted.body.data.recovery_codes).toHaveLength(10);
    expect(accepted.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const reused = await opsCall(t.app, ops.opsAcceptInvite, {
      token: invited.body.data.invite_token,
      password: PASSWORD,
    });
    expect(reused.status).toBe(400);
    const login = await opsCall(
      t.app,
      ops.opsLogin,
      {
        email,
        password: PASSWORD,
        code: totpAt(accepted.body.data.totp_secret, now()),
      },
      undefined,
      ip(),
    );
    expect(login.body.data.operator).toMatchObject({ email, role: 'support', totp_enabled: true });
    const created = await audit('ops.operator_create');
    expect(created.at(-1)?.operator_id).toBe(admin.id);
  });

  it('money and role actions need a recent re-authentication', async () => {
    const admin = await signedInOperator(t, 'admin');
    await t.database.db.execute(sql`update operator_sessions set reauth_at = now() - interval '1 hour'`);
    const adjust = { user_id: PLAYER, coin: 'KC', amount: '1', direction: 'credit', reason: 'support goodwill' };
    const stale = await opsCall(t.app, ops.opsLedgerAdjust, adjust, admin.token);
    expect(stale.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'reauth_required' } });
    const reauth = await opsCall(
      t.app,
      ops.opsReauth,
      { password: PASSWORD, code: totpAt(admin.secret, now() + 30) },
      admin.token,
    );
    expect(reauth.body.code).toBe(0);
    expect((await opsCall(t.app, ops.opsLedgerAdjust, adjust, admin.token)).body.data.status).toBe('done');
  });

  it('small adjustments move at once with the operator in the ledger reference and the audit log', async () => {
    const finance = await signedInOperator(t, 'finance');
    const before = await balanceOf(t.database.db, { userId: PLAYER }, 'KC');
    const done = await opsCall(
      t.app,
      ops.opsLedgerAdjust,
      { user_id: PLAYER, coin: 'KC', amount: '12.5', direction: 'credit', reason: 'missed task reward' },
      finance.token,
    );
    expect(done.body.data.status).toBe('done');
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'KC')).toBe(before + 1250n);
    const [transfer] = await rows<{ reference: string }>(
      t.database.db,
      sql`select reference from ledger_transfers where id = ${done.body.data.transfer_ids[0]}`,
    );
    expect(transfer?.reference).toBe(`ops:adjust:op${finance.id}`);
    const logged = (await audit('ledger.adjust')).filter((a) => a.operator_id === finance.id);
    expect(logged).toHaveLength(1);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('a refused move writes no audit record (same transaction)', async () => {
    const finance = await signedInOperator(t, 'finance');
    const refused = await opsCall(
      t.app,
      ops.opsLedgerAdjust,
      { user_id: PLAYER, coin: 'HAPPY', amount: '5000', direction: 'debit', reason: 'take back more than held' },
      finance.token,
    );
    expect(refused.body.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await audit('ledger.adjust')).filter((a) => a.operator_id === finance.id)).toHaveLength(0);
  });

  it('above the four-eyes limit a second operator decides; nobody approves their own; racing approvals pay once', async () => {
    const requester = await signedInOperator(t, 'finance');
    const approverA = await signedInOperator(t, 'finance');
    const approverB = await signedInOperator(t, 'admin');
    const before = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    const pending = await opsCall(
      t.app,
      ops.opsLedgerAdjust,
      { user_id: PLAYER, coin: 'USDT', amount: '250', direction: 'credit', reason: 'refund of a failed deposit' },
      requester.token,
    );
    expect(pending.body.data).toMatchObject({ status: 'pending_approval', transfer_ids: [] });
    const id = pending.body.data.approval_id;
    const own = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, requester.token);
    expect(own.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'four_eyes' } });
    const [a, b] = await Promise.all([
      opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, approverA.token),
      opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, approverB.token),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, ErrorCode.CONFLICT].sort());
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'USDT')).toBe(before + 250_000_000n);
    const winner = a.body.code === 0 ? approverA : approverB;
    const [transfer] = await rows<{ reference: string }>(
      t.database.db,
      sql`select reference from ledger_transfers where reference like ${`%approval${id}`}`,
    );
    expect(transfer?.reference).toBe(`ops:adjust:op${requester.id}+op${winner.id}:approval${id}`);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('the audit log cannot be changed or deleted', async () => {
    await signedInOperator(t, 'viewer');
    await expect(t.database.db.execute(sql`update operator_audit set action = 'forged'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    const admin = await signedInOperator(t, 'admin');
    const page = await opsCall(t.app, ops.opsAuditList, { page: 1, action: 'ops.login' }, admin.token);
    expect(page.body.data.list[0]).toMatchObject({ action: 'ops.login', operator_email: admin.email });
  });

  it('support finds a player and signs them out everywhere', async () => {
    const support = await signedInOperator(t, 'support');
    const found = await opsCall(t.app, ops.opsPlayerLookup, { query: String(PLAYER) }, support.token);
    expect(found.body.data.player.user_id).toBe(PLAYER);
    expect(found.body.data.player.balances.length).toBeGreaterThan(0);
    const player = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/login_by_key',
      headers: signedHeaders(),
      payload: {},
    });
    expect(player.statusCode).toBeLessThan(500);
    const revoked = await opsCall(
      t.app,
      ops.opsPlayerRevokeSessions,
      { user_id: PLAYER, reason: 'account takeover report' },
      support.token,
    );
    expect(revoked.body.code).toBe(0);
    const info = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/get_user_info',
      headers: signedHeaders({ userId: PLAYER }),
      payload: {},
    });
    expect(info.json().code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('support freezes a player: withdrawals and transfers out refused, shown on lookup and in the log; unfrozen again', async () => {
    const BUDI = 100002;
    const withdraw = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/svc/payment/payment/withdraw',
          headers: signedHeaders({ userId: BUDI, extra: { 'Country-Code': 'id', 'Idempotency-Key': `k${now()}` } }),
          payload: { quote_id: 'q_0000000000000000', account_id: 1 },
        })
      ).json();
    const viewer = await signedInOperator(t, 'viewer');
    const denied = await opsCall(
      t.app,
      ops.opsPlayerFreeze,
      { user_id: BUDI, frozen: true, reason: 'x'.repeat(5) },
      viewer.token,
    );
    expect(denied.body.code).toBe(ErrorCode.FORBIDDEN);

    const support = await signedInOperator(t, 'support');
    const frozen = await opsCall(
      t.app,
      ops.opsPlayerFreeze,
      { user_id: BUDI, frozen: true, reason: 'shared payout account with 4 players' },
      support.token,
    );
    expect(frozen.body.data).toEqual({ frozen: true, changed: true });
    const twice = await opsCall(
      t.app,
      ops.opsPlayerFreeze,
      { user_id: BUDI, frozen: true, reason: 'again' },
      support.token,
    );
    expect(twice.body.data).toEqual({ frozen: true, changed: false });

    const refused = await withdraw();
    expect(refused.code).toBe(ErrorCode.FORBIDDEN);
    expect(refused.data.reason).toBe('account_frozen');
    const readiness = await t.app.inject({
      method: 'POST',
      url: '/svc/payment/payment/withdraw_readiness',
      headers: signedHeaders({ userId: BUDI, extra: { 'Country-Code': 'id' } }),
      payload: {},
    });
    expect(readiness.json().data).toMatchObject({ frozen: true, ready: false });
    const found = await opsCall(t.app, ops.opsPlayerLookup, { query: String(BUDI) }, support.token);
    expect(found.body.data.player).toMatchObject({
      frozen: true,
      frozen_reason: 'shared payout account with 4 players',
    });
    const logged = (await audit('players.freeze')).filter((a) => a.target === `user:${BUDI}`);
    expect(logged).toHaveLength(1);

    const unfrozen = await opsCall(
      t.app,
      ops.opsPlayerFreeze,
      { user_id: BUDI, frozen: false, reason: 'cleared by finance' },
      support.token,
    );
    expect(unfrozen.body.data).toEqual({ frozen: false, changed: true });
    // Past the freeze now: the made-up quote is what fails.
    expect((await withdraw()).data?.reason).not.toBe('account_frozen');
    expect((await audit('players.unfreeze')).filter((a) => a.target === `user:${BUDI}`)).toHaveLength(1);
  });
});
