import { ErrorCode } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { opsConfigFrom } from '../../src/services/ops/config.ts';
import { call, expectLedgerOk, lastAudit, newKey, newPlayer, type Player } from '../fortune/growth-support.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from './support.ts';

/**
 * Four eyes on Fortune's campaigns (docs/ops.md): a campaign that may pay more than OPS_FOUR_EYES_LIMIT_USD (100 by
 * default) is made only when a second operator with ledger.approve approves it; on both databases.
 */

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const LIMIT = opsConfigFrom(parseSettings({}).settings, 'Arcadia').fourEyesLimitUsd;
const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');
const claim = (t: TestApp, p: Player, code: string) =>
  call(t, p, '/receive_gift_code', { body: { code }, key: newKey() });

const codesBody = (over: object = {}) => ({
  count: 1,
  amount_per_claim: '1',
  prize_kind: 'cash',
  wager_multiplier: 0,
  max_claims: 10,
  markets: [],
  expires_at: now() + 24 * HOUR,
  note: 'four eyes',
  ...over,
});

const dropBody = (over: object = {}) => ({
  titles: [{ locale: 'en-US', text: 'Big drop' }],
  amount: '2',
  winners: 10,
  min_wager: '0',
  markets: [],
  starts_at: now() - 60,
  ends_at: now() + HOUR,
  ...over,
});

const count = async (t: TestApp, table: 'fortune_gift_codes' | 'fortune_rt_prizes') =>
  Number((await rows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.raw(table)}`))[0]?.n);

const auditOf = (t: TestApp, target: string) =>
  rows<{ operator_id: string | number; action: string }>(
    t.database.db,
    sql`select operator_id, action from operator_audit where target = ${target} order by id`,
  );

describe.each(DB_KINDS)('fortune campaigns behind four eyes (%s)', (kind) => {
  const t = useTestApp(kind);

  it('makes a gift-code campaign at the limit at once, and one above it only when a second operator approves', async () => {
    expect(LIMIT).toBe(100);
    const content = await signedInOperator(t, 'content');
    // 1 code x 10 claims x 10 USDT = 100: at the limit, live at once.
    const atLimit = await opsCall(
      t.app,
      ops.opsFortuneGiftCodesCreate,
      codesBody({ amount_per_claim: '10' }),
      content.token,
    );
    expect(atLimit.body.code, JSON.stringify(atLimit.body)).toBe(0);
    expect(atLimit.body.data).toMatchObject({ status: 'done', approval_id: null, total: '100' });
    const [live = ''] = atLimit.body.data.codes;
    const first = await newPlayer(t);
    expect((await claim(t, first, live)).code).toBe(0);

    // 2 codes x 10 claims x 5.05 USDT = 101: above it, a request and no code yet.
    const codesBefore = await count(t, 'fortune_gift_codes');
    const above = await opsCall(
      t.app,
      ops.opsFortuneGiftCodesCreate,
      codesBody({ count: 2, amount_per_claim: '5.05', note: 'spring push' }),
      content.token,
    );
    expect(above.body.code, JSON.stringify(above.body)).toBe(0);
    expect(above.body.data).toMatchObject({ status: 'pending_approval', codes: [], total: '101' });
    const id = above.body.data.approval_id as number;
    expect(id).toBeGreaterThan(0);
    expect(await count(t, 'fortune_gift_codes')).toBe(codesBefore);
    const listed = await opsCall(t.app, ops.opsFortuneGiftCodes, { status: 'all' }, content.token);
    expect(listed.body.data.list.map((c: { note: string }) => c.note)).not.toContain('spring push');

    const finance = await signedInOperator(t, 'finance');
    const queue = await opsCall(t.app, ops.opsApprovalsList, { status: 'pending' }, finance.token);
    expect(queue.body.data.list.find((a: { id: number }) => a.id === id)).toMatchObject({
      kind: 'fortune.gift_codes.create',
      requested_by: content.email,
      summary: { user_id: null, coin: 'USDT', amount: '101', direction: 'credit', reason: 'spring push' },
    });

    // Deciding needs ledger.approve, which content operators lack: neither the requester nor a colleague may.
    const own = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, content.token);
    expect(own.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'ledger.approve' } });
    const colleague = await signedInOperator(t, 'content');
    const notAllowed = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, colleague.token);
    expect(notAllowed.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'ledger.approve' } });
    expect(await count(t, 'fortune_gift_codes')).toBe(codesBefore);

    const approved = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, finance.token);
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
    expect(approved.body.data).toEqual({ status: 'approved', transfer_ids: [] });
    const again = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, finance.token);
    expect(again.body.code).toBe(ErrorCode.CONFLICT);

    const made = await rows<{ code: string; operator_id: string | number; max_claims: number; amount: string }>(
      t.database.db,
      sql`select code, operator_id, max_claims, amount_per_claim::text as amount from fortune_gift_codes
          where note = 'spring push' order by code`,
    );
    expect(made).toHaveLength(2);
    for (const row of made) {
      expect(Number(row.operator_id)).toBe(content.id);
      expect(row).toMatchObject({ max_claims: 10, amount: '5050000' });
    }
    const player = await newPlayer(t);
    const before = await cash(t, player.id);
    expect((await claim(t, player, made[0]?.code ?? '')).code).toBe(0);
    expect(await cash(t, player.id)).toBe(before + 5_050_000n);

    // The log has the request (by the requester) and the approval (by the second operator), on one target.
    expect((await auditOf(t, `approval:${id}`)).map((a) => [a.action, Number(a.operator_id)])).toEqual([
      ['fortune.gift_codes.create_requested', content.id],
      ['fortune.gift_codes.create_approved', finance.id],
    ]);
    const approval = await lastAudit(t, 'fortune.gift_codes.create_approved');
    expect(approval?.after).toMatchObject({ status: 'approved', total: '101' });
    expect([...(approval?.after.codes ?? [])].sort()).toEqual(made.map((m) => m.code));
    await expectLedgerOk(t);
  });

  it('never lets the requester approve their own campaign, whatever their role', async () => {
    const admin = await signedInOperator(t, 'admin');
    const asked = await opsCall(t.app, ops.opsFortuneGiftCodesCreate, codesBody({ max_claims: 500 }), admin.token);
    expect(asked.body.data).toMatchObject({ status: 'pending_approval', total: '500' });
    const id = asked.body.data.approval_id;
    const own = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, admin.token);
    expect(own.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'four_eyes' } });
    const pending = await opsCall(t.app, ops.opsApprovalsList, { status: 'pending' }, admin.token);
    expect(pending.body.data.list.map((a: { id: number }) => a.id)).toContain(id);

    // Waiting past its expiry: approving is refused (it stays pending), refusing closes it.
    await t.database.db.execute(
      sql`update operator_approvals set payload = jsonb_set(payload, '{expires_at}', to_jsonb(${now() - 10}::bigint))
          where id = ${id}`,
    );
    const finance = await signedInOperator(t, 'finance');
    const late = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, finance.token);
    expect(late.body).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'expired' } });
    const refused = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: false }, finance.token);
    expect(refused.body.data).toEqual({ status: 'refused', transfer_ids: [] });
    expect((await auditOf(t, `approval:${id}`)).map((a) => a.action)).toEqual([
      'fortune.gift_codes.create_requested',
      'fortune.gift_codes.create_refused',
    ]);
  });

  it('holds a prize drop above the limit until a second operator approves it; a refused one is never made', async () => {
    const content = await signedInOperator(t, 'content');
    const finance = await signedInOperator(t, 'finance');
    const small = await opsCall(t.app, ops.opsFortuneRtPrizesCreate, dropBody({ amount: '10' }), content.token);
    expect(small.body.data).toMatchObject({
      status: 'done',
      approval_id: null,
      prize: { amount: '10', winners: 10 },
      total: '100',
    });

    const prizesBefore = await count(t, 'fortune_rt_prizes');
    const big = await opsCall(
      t.app,
      ops.opsFortuneRtPrizesCreate,
      dropBody({ amount: '2.5', winners: 50, titles: [{ locale: 'en-US', text: 'Huge drop' }] }),
      content.token,
    );
    expect(big.body.data).toMatchObject({ status: 'pending_approval', prize: null, total: '125' });
    const id = big.body.data.approval_id as number;
    expect(await count(t, 'fortune_rt_prizes')).toBe(prizesBefore);
    const player = await newPlayer(t);
    const titles = async () =>
      (await call(t, player, '/rt_prize_conf')).data as { prizes: { id: number; title: string }[] };
    expect((await titles()).prizes.map((p) => p.title)).not.toContain('Huge drop');
    const queue = await opsCall(t.app, ops.opsApprovalsList, { status: 'pending' }, finance.token);
    expect(queue.body.data.list.find((a: { id: number }) => a.id === id)).toMatchObject({
      kind: 'fortune.rt_prizes.create',
      summary: { user_id: null, amount: '125', reason: 'Huge drop' },
    });

    const own = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, content.token);
    expect(own.body.code).toBe(ErrorCode.FORBIDDEN);
    const ok = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, finance.token);
    expect(ok.body.data).toEqual({ status: 'approved', transfer_ids: [] });
    const live = (await titles()).prizes.find((p) => p.title === 'Huge drop');
    expect(live).toBeDefined();
    const got = await call(t, player, '/rt_prize_receive', { body: { prize_id: live?.id }, key: newKey() });
    expect(got.code, JSON.stringify(got)).toBe(0);
    expect((await auditOf(t, `approval:${id}`)).map((a) => [a.action, Number(a.operator_id)])).toEqual([
      ['fortune.rt_prizes.create_requested', content.id],
      ['fortune.rt_prizes.create_approved', finance.id],
    ]);
    expect((await lastAudit(t, 'fortune.rt_prizes.create_approved'))?.after).toMatchObject({
      rt_prize_id: live?.id,
      total: '125',
    });

    const refusedDrop = await opsCall(
      t.app,
      ops.opsFortuneRtPrizesCreate,
      dropBody({ amount: '101', winners: 1, titles: [{ locale: 'en-US', text: 'Refused drop' }] }),
      content.token,
    );
    const refusedId = refusedDrop.body.data.approval_id as number;
    const countAfterApproval = await count(t, 'fortune_rt_prizes');
    const no = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: refusedId, approve: false }, finance.token);
    expect(no.body.data).toEqual({ status: 'refused', transfer_ids: [] });
    expect(await count(t, 'fortune_rt_prizes')).toBe(countAfterApproval);
    expect((await titles()).prizes.map((p) => p.title)).not.toContain('Refused drop');
    await expectLedgerOk(t);
  });
});
