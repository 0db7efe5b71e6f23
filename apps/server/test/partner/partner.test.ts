import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/ledger/sql.ts';
import { seedPartners } from '../../src/services/partner/seed.ts';
import { settleInvitee } from '../../src/services/share/service.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import {
  call,
  completeTask,
  depsOf,
  expectLedgerOk,
  inviter,
  type Player,
  register,
  transfersFor,
} from '../share/support.ts';

/** The partner programme (issue 21, docs/partner.md): terms, eligibility, applying, the console's queue, the bonus. */

const INFO = '/svc/share/partner/info';
const APPLY = '/svc/share/partner/apply';
const WITHDRAW = '/svc/share/partner/withdraw';

const form = (o: Record<string, unknown> = {}) => ({
  channel_type: 'youtube',
  channel_link: 'https://www.youtube.com/@arcadia-fan',
  audience: '10k_100k',
  market: 'vn',
  pitch: 'I review mobile games every week for Vietnamese players.',
  ...o,
});

const apply = (t: TestApp, p: Player, body: object = form()) => call(t, p, APPLY, { body });

/** `n` qualified invitees of `p`, written straight into share_invites (their users exist). */
async function activeInvitees(t: TestApp, p: Player, n: number) {
  for (let i = 0; i < n; i += 1) {
    const friend = await register(t);
    await t.database.db.execute(
      sql`insert into share_invites (invitee_id, inviter_id, source, code, status, bound_at, qualified_at)
          values (${friend.id}, ${p.id}, 'code', 'TESTCODE', 'waiting', now(), now())`,
    );
  }
}

describe.each(DB_KINDS)('partner programme (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('shows the terms to visitors and the caller their own facts', async () => {
    const visitor = await call(t, undefined, INFO);
    expect(visitor.code, JSON.stringify(visitor)).toBe(0);
    expect(visitor.data.me).toBeNull();
    expect(visitor.data.terms).toMatchObject({
      bonus_percent: 30,
      min_invitees: 5,
      creator_audience: '1k_10k',
      reapply_days: 7,
      coin: 'WH',
      top_level_bonus: 50,
    });
    const reward = Number(visitor.data.terms.inviter_reward);
    expect(Number(visitor.data.terms.partner_reward)).toBeCloseTo(reward * 1.3, 6);
    expect(visitor.data.terms.channels).toContain('tiktok');

    const p = await register(t);
    const mine = await call(t, p, INFO);
    expect(mine.data.me).toMatchObject({
      phone_bound: true,
      active_invitees: 0,
      eligible_by_invites: false,
      partner: null,
      application: null,
      can_apply: true,
      reapply_at: null,
    });
    expect(mine.data.me.joined_at).toBeGreaterThan(Date.now() / 1000 - 600);
  });

  it('refuses bad fields with field errors and writes nothing', async () => {
    const p = await register(t);
    const bad = [
      { channel_type: 'myspace' },
      { channel_link: 'javascript:alert(1)' },
      { channel_link: 'ftp://files.example.com' },
      { channel_link: `https://x.example.com/${'a'.repeat(400)}` },
      { audience: 'millions' },
      { market: 'zz' },
      { pitch: 'too short' },
      { pitch: 'x'.repeat(501) },
      { pitch: 'bell\u0007 in the middle of a long enough pitch text' },
    ];
    for (const o of bad) {
      const answer = await apply(t, p, form(o));
      expect(answer.code, JSON.stringify(o)).toBe(ErrorCode.VALIDATION);
      expect(Object.keys(answer.data.fields ?? answer.data ?? {}).length, JSON.stringify(answer)).toBeGreaterThan(0);
    }
    expect((await call(t, undefined, APPLY, { body: form() })).code).toBe(ErrorCode.SESSION_INVALID);
    const stored = await rows(t.database.db, sql`select id from partner_applications where user_id = ${p.id}`);
    expect(stored).toHaveLength(0);
  });

  it('refuses a player without a phone, and one without invitees or an audience', async () => {
    const noPhone = await register(t);
    await t.database.db.execute(sql`update users set phone_number = null where id = ${noPhone.id}`);
    expect((await apply(t, noPhone)).code).toBe(ErrorCode.PHONE_BINDING_REQUIRED);
    expect((await call(t, noPhone, INFO)).data.me).toMatchObject({ phone_bound: false, can_apply: false });

    const small = await register(t);
    const refused = await apply(t, small, form({ audience: 'under_1k' }));
    expect(refused.code).toBe(ErrorCode.CONFLICT);
    expect(refused.data).toMatchObject({ reason: 'not_eligible', active_invitees: 0, min_invitees: 5 });

    // Five active invitees make the same player eligible with a small audience.
    await activeInvitees(t, small, 5);
    expect((await call(t, small, INFO)).data.me).toMatchObject({ active_invitees: 5, eligible_by_invites: true });
    const taken = await apply(t, small, form({ audience: 'under_1k' }));
    expect(taken.code, JSON.stringify(taken)).toBe(0);
    expect(taken.data.application).toMatchObject({ status: 'pending', audience: 'under_1k', reason: '' });
  });

  it('keeps one open application however many arrive at once, and withdraws it', async () => {
    const p = await register(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(t, p)));
    const made = answers.filter((a) => a.code === 0);
    expect(made).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0))
      expect([ErrorCode.CONFLICT, ErrorCode.RATE_LIMITED], JSON.stringify(a)).toContain(a.code);
    const stored = await rows(t.database.db, sql`select id from partner_applications where user_id = ${p.id}`);
    expect(stored).toHaveLength(1);
    expect((await call(t, p, INFO)).data.me).toMatchObject({ can_apply: false, application: { status: 'pending' } });

    const withdrawn = await call(t, p, WITHDRAW, { body: {} });
    expect(withdrawn.code, JSON.stringify(withdrawn)).toBe(0);
    expect(withdrawn.data.application.status).toBe('withdrawn');
    const again = await call(t, p, WITHDRAW, { body: {} });
    expect(again).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'not_pending' } });
    expect((await call(t, p, INFO)).data.me.can_apply).toBe(true);
  });

  it('seeds a pending application (Linh, vn) and an approved partner (Budi, id), once', async () => {
    await seedPartners(t.database.db);
    const seeded = await rows<{ user_id: string; status: string; market: string }>(
      t.database.db,
      sql`select user_id::text, status, market from partner_applications where user_id in (100001, 100002) order by user_id`,
    );
    expect(seeded).toEqual([
      { user_id: '100001', status: 'pending', market: 'vn' },
      { user_id: '100002', status: 'approved', market: 'id' },
    ]);
    const partner = await one<{ market: string }>(
      t.database.db,
      sql`select market from partners where user_id = 100002`,
    );
    expect(partner?.market).toBe('id');
  });

  it('rate limits apply attempts per player', async () => {
    const p = await register(t);
    await t.database.db.execute(sql`update users set phone_number = null where id = ${p.id}`);
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) codes.push((await apply(t, p)).code);
    expect(codes.slice(0, 10).every((c) => c === ErrorCode.PHONE_BINDING_REQUIRED)).toBe(true);
    expect(codes.slice(10)).toEqual([ErrorCode.RATE_LIMITED, ErrorCode.RATE_LIMITED]);
  });
});

describe.each(DB_KINDS)('partner applications in the console (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  async function pending() {
    const p = await inviter(t);
    const made = await apply(t, p);
    expect(made.code, JSON.stringify(made)).toBe(0);
    return { player: p, id: made.data.application.application_id as number };
  }

  it('approves once however many reviewers press at once, with one audit row', async () => {
    const reviewer = await signedInOperator(t, 'content');
    const { player, id } = await pending();
    const queue = await opsCall(t.app, '/partners', { status: 'pending' }, reviewer.token);
    expect(queue.body.code).toBe(0);
    expect(queue.body.data.list.find((a: { application_id: number }) => a.application_id === id)).toMatchObject({
      user_id: player.id,
      phone_bound: true,
      active_invitees: 0,
      channel_type: 'youtube',
      status: 'pending',
    });

    const decide = () => opsCall(t.app, '/partners/decide', { application_id: id, approve: true }, reviewer.token);
    const answers = await Promise.all([decide(), decide(), decide(), decide()]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 0))
      expect(lost.body).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'already_decided' } });
    const audits = await rows<{ operator_id: string | number }>(
      t.database.db,
      sql`select operator_id from operator_audit where target = ${`partner_application:${id}`}`,
    );
    expect(audits).toHaveLength(1);
    expect(Number(audits[0]?.operator_id)).toBe(reviewer.id);
    const partner = await one<{ bonus_percent: number }>(
      t.database.db,
      sql`select bonus_percent from partners where user_id = ${player.id}`,
    );
    expect(Number(partner?.bonus_percent)).toBe(30);
    const me = (await call(t, player, INFO)).data.me;
    expect(me).toMatchObject({ partner: { bonus_percent: 30 }, can_apply: false, application: { status: 'approved' } });
    expect((await apply(t, player)).data).toMatchObject({ reason: 'already_partner' });
  });

  it('rejects with a reason the player reads, and opens the form again after the cooldown', async () => {
    const reviewer = await signedInOperator(t, 'admin');
    const { player, id } = await pending();
    const noReason = await opsCall(t.app, '/partners/decide', { application_id: id, approve: false }, reviewer.token);
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION);
    const rejected = await opsCall(
      t.app,
      '/partners/decide',
      { application_id: id, approve: false, reason: 'The channel link does not open.' },
      reviewer.token,
    );
    expect(rejected.body.code, JSON.stringify(rejected.body)).toBe(0);
    expect(rejected.body.data.application).toMatchObject({ status: 'rejected', user_id: player.id });
    const me = (await call(t, player, INFO)).data.me;
    expect(me).toMatchObject({
      can_apply: false,
      partner: null,
      application: { status: 'rejected', reason: 'The channel link does not open.' },
    });
    expect(me.reapply_at).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    expect((await apply(t, player)).data).toMatchObject({ reason: 'cooldown', reapply_at: me.reapply_at });
    // Eight days later the form is open again.
    await t.database.db.execute(
      sql`update partner_applications set decided_at = now() - interval '8 days' where id = ${id}`,
    );
    expect((await call(t, player, INFO)).data.me).toMatchObject({ can_apply: true, reapply_at: null });
    expect((await apply(t, player)).code).toBe(0);

    const unknown = await opsCall(
      t.app,
      '/partners/decide',
      { application_id: 2_000_000_000, approve: true },
      reviewer.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const listed = await opsCall(t.app, '/partners', { status: 'rejected' }, reviewer.token);
    expect(listed.body.data.list.some((a: { application_id: number }) => a.application_id === id)).toBe(true);
    const games = await signedInOperator(t, 'games');
    expect((await opsCall(t.app, '/partners', {}, games.token)).body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it("pays an approved partner's invite reward with the partner bonus through the ledger", async () => {
    const reviewer = await signedInOperator(t, 'content');
    const { player, id } = await pending();
    // Before approval: a friend's reward carries the level bonus (level 0: none).
    const before = await register(t, { inviteCode: player.code });
    await completeTask(t, before.id);
    expect(await settleInvitee(depsOf(t), before.id)).toBe('paid');
    const base = (await transfersFor(t, before.id)).find((m) => m.kind === 'share_inviter');
    expect(base).toBeDefined();

    const approved = await opsCall(t.app, '/partners/decide', { application_id: id, approve: true }, reviewer.token);
    expect(approved.body.code).toBe(0);
    const friend = await register(t, { inviteCode: player.code });
    await completeTask(t, friend.id);
    expect(await settleInvitee(depsOf(t), friend.id)).toBe('paid');
    const paid = (await transfersFor(t, friend.id)).find((m) => m.kind === 'share_inviter');
    expect(BigInt(paid?.amount ?? '0')).toBe((BigInt(base?.amount ?? '0') * 130n) / 100n);
    const row = await one<{ level_bonus_percent: number }>(
      t.database.db,
      sql`select level_bonus_percent from share_invites where invitee_id = ${friend.id}`,
    );
    expect(Number(row?.level_bonus_percent)).toBe(30);

    // A level bonus larger than the partner bonus wins (levels 1:50 here).
    const high = depsOf(t, {
      levels: [
        { level: 0, minActive: 0, bonusPercent: 0 },
        { level: 1, minActive: 1, bonusPercent: 50 },
      ],
    });
    const third = await register(t, { inviteCode: player.code });
    await completeTask(t, third.id);
    expect(await settleInvitee(high, third.id)).toBe('paid');
    const top = (await transfersFor(t, third.id)).find((m) => m.kind === 'share_inviter');
    expect(BigInt(top?.amount ?? '0')).toBe((BigInt(base?.amount ?? '0') * 150n) / 100n);
  });
});
