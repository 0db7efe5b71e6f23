import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { newbieClaim, newbieRewardsFrom, newbieStatus } from '../../src/services/activity/newbie-service.ts';
import { pendingRewards } from '../../src/services/activity/rewards-service.ts';
import { settleInvitee } from '../../src/services/share/index.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { completeTask, depsOf, inviter, register } from '../share/support.ts';
import { activity, expectLedgerOk, newPlayer, type Player, paidRecharge } from './support.ts';

process.env.PAYMENT_SANDBOX_DELAY_MS = '20';

const kc = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.userId }, 'KC');
const stepsOf = (data: { steps: { id: string; done: boolean; claimed: boolean }[] }) =>
  Object.fromEntries(data.steps.map((s) => [s.id, `${s.done ? 'done' : 'todo'}${s.claimed ? '+claimed' : ''}`]));

/** A paid task completion as the task area writes it when an offer network's postback pays a step. */
async function paidTaskStep(t: TestApp, p: Player) {
  await t.database.db.execute(sql`
    insert into task_completions (click_id, user_id, offer_id, step_id, network, network_txn_id, status, amount)
    select 'newbie-test-click', ${p.userId}, s.offer_id, s.id, 'builtin', ${`newbie-${p.userId}`}, 'paid', s.reward_kc
    from task_offer_steps s order by s.id limit 1`);
}

describe.each(DB_KINDS)('new-player journey (%s)', (kind) => {
  const t = useTestApp(kind);

  it('shows the four steps from what the player did, and pays a done step once even when claimed 50 times at once', async () => {
    const p = await newPlayer(t);
    const status = await activity(t, '/activity/newbie/status', p);
    expect(status.body.code).toBe(0);
    expect(stepsOf(status.body.data)).toEqual({
      bind_phone: 'done',
      first_task: 'todo',
      first_recharge: 'todo',
      first_invite: 'todo',
    });
    expect(status.body.data).toMatchObject({ ended: false, total: '110', claimed_total: '0' });
    expect(status.body.data.ends_at - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 60);

    const before = await kc(t, p);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => activity(t, '/activity/newbie/claim', p, { step: 'bind_phone' })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    expect(answers.filter((a) => a.body.data.already === false)).toHaveLength(1);
    expect(answers.every((a) => a.body.data.paid === '10')).toBe(true);
    expect((await kc(t, p)) - before).toBe(1_000n);
    const after = await activity(t, '/activity/newbie/status', p);
    expect(stepsOf(after.body.data).bind_phone).toBe('done+claimed');
    expect(after.body.data.claimed_total).toBe('10');
    await expectLedgerOk(t);
  });

  it('refuses a step not done yet, and counts a paid task and a paid recharge once they happen', async () => {
    const p = await newPlayer(t);
    const early = await activity(t, '/activity/newbie/claim', p, { step: 'first_task' });
    expect(early.body.code).toBe(ErrorCode.NEWBIE_STEP_NOT_DONE);
    expect((await activity(t, '/activity/newbie/claim', p, { step: 'first_recharge' })).body.code).toBe(
      ErrorCode.NEWBIE_STEP_NOT_DONE,
    );
    await paidTaskStep(t, p);
    await paidRecharge(t, p);
    await expect
      .poll(async () => stepsOf((await activity(t, '/activity/newbie/status', p)).body.data), { timeout: 10_000 })
      .toMatchObject({ first_task: 'done', first_recharge: 'done' });
    const before = await kc(t, p);
    expect((await activity(t, '/activity/newbie/claim', p, { step: 'first_task' })).body.data.paid).toBe('20');
    expect((await activity(t, '/activity/newbie/claim', p, { step: 'first_recharge' })).body.data.paid).toBe('50');
    expect((await kc(t, p)) - before).toBe(7_000n);
    await expectLedgerOk(t);
  });

  it('counts the first invite once an invitee qualifies for the invite reward (the share area decides)', async () => {
    const a = await inviter(t);
    const player = { userId: a.id, secretKey: a.key };
    const b = await register(t, { inviteCode: a.code });
    expect((await activity(t, '/activity/newbie/claim', player, { step: 'first_invite' })).body.code).toBe(
      ErrorCode.NEWBIE_STEP_NOT_DONE,
    );
    await completeTask(t, b.id);
    expect(await settleInvitee(depsOf(t), b.id)).toBe('paid');
    const claim = await activity(t, '/activity/newbie/claim', player, { step: 'first_invite' });
    expect(claim.body.data.paid).toBe('30');
    expect(stepsOf(claim.body.data).first_invite).toBe('done+claimed');
    await expectLedgerOk(t);
  });

  it('closes the journey NEWBIE_DAYS after registration: no claim after the end, and no pending reward', async () => {
    const p = await newPlayer(t);
    const deps = (days: number) => ({
      db: t.database.db,
      days: 7,
      rewards: newbieRewardsFrom(parseSettings({}).settings),
      hasQualifiedInvitee: async () => false,
      now: () => Date.now() + days * 86_400_000,
    });
    expect((await newbieStatus(deps(6.9), p.userId)).ended).toBe(false);
    const late = await newbieStatus(deps(7.01), p.userId);
    expect(late.ended).toBe(true);
    expect((await pendingRewards(deps(6.9), p.userId)).list.map((r) => r.id)).toEqual(['newbie:bind_phone']);
    expect((await pendingRewards(deps(7.01), p.userId)).list).toEqual([]);
    await expect(newbieClaim(deps(7.01), p.userId, 'bind_phone')).rejects.toMatchObject({
      code: ErrorCode.ERROR_OUT_OF_NEWBIE,
    });
    expect((await newbieClaim(deps(6.9), p.userId, 'bind_phone')).paid).toBe('10');
    // A step claimed in time stays claimed (and answers the same) after the end.
    expect(await newbieClaim(deps(8), p.userId, 'bind_phone')).toMatchObject({ already: true, paid: '10' });
    await expectLedgerOk(t);
  });

  it('answers field errors for a bad step and 1004 without a session, and writes nothing', async () => {
    const p = await newPlayer(t);
    const bad = await activity(t, '/activity/newbie/claim', p, { step: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.data).toHaveProperty('step');
    expect((await activity(t, '/activity/newbie/status', undefined)).body.code).toBe(ErrorCode.SESSION_INVALID);
    expect((await activity(t, '/activity/newbie/status', p)).body.data.claimed_total).toBe('0');
    await expectLedgerOk(t);
  });
});
