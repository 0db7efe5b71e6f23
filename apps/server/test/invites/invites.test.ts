import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usdtText, utcDay } from '../../src/services/fortune/money-format.ts';
import { weekStart } from '../../src/services/fortune/vip-service.ts';
import { settleDay, settleIds } from '../../src/services/fortune-invites/index.ts';
import { INVITES } from '../../src/services/fortune-invites/settings.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { call, expectLedgerOk, invitee, inviter, makeAgent, newUser, play, register, USDT } from './support.ts';

const today = () => utcDay(new Date());

describe.each(DB_KINDS)('Fortune invites (%s)', (kind) => {
  const t = useTestApp(kind);

  it('binds a new player to their inviter at registration, once', async () => {
    const a = await inviter(t, 'Mai Anh');
    const link = await call(t, a, '/pwa_invite_url');
    expect(link.data.link).toMatchObject({ code: a.code, campaign: '', package: '', invitees: 0 });
    expect(link.data.link.url).toMatch(new RegExp(`/fortune\\?invite=${a.code}$`));
    expect(a.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);

    // Typed codes are trimmed and upper-cased.
    const b = await newUser(t, 'Bao Ngoc');
    expect((await register(t, b, ` ${a.code.toLowerCase()} `)).code).toBe(0);
    // A repeat of the registration, even with another code, keeps the first binding.
    const other = await inviter(t);
    expect((await register(t, b, other.code)).code).toBe(0);
    // Registering without a code binds nothing; a later code binds nothing either.
    const c = await newUser(t);
    expect((await register(t, c)).code).toBe(0);
    expect((await register(t, c, a.code)).code).toBe(0);

    const users = await call(t, a, '/invite_users', { query: { page: 1, page_size: 20 } });
    expect(users.data).toMatchObject({ total: 1, page: 1, page_size: 20, has_more: false });
    expect(users.data.list).toEqual([
      expect.objectContaining({ user_id: b.id, name: 'Bao***', campaign: '', flagged: false, agent: false }),
    ]);
    expect((await call(t, other, '/invite_users')).data.total).toBe(0);
    expect((await call(t, a, '/pwa_invite_url')).data.link.invitees).toBe(1);

    const summary = await call(t, a, '/invite_summary');
    expect(summary.data).toMatchObject({
      role: 'player',
      invitees: 1,
      invitees_today: 1,
      flagged: 0,
      rate_bps: 1_000,
      agent: { status: 'none' },
    });
  });

  it('refuses unknown codes with a field error and limits wrong guesses', async () => {
    const a = await inviter(t);
    const guesser = await newUser(t);
    const malformed = await register(t, guesser, 'ABC');
    expect(malformed.status).toBe(400);
    expect(malformed.data.invite_code).toBeDefined();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await register(t, guesser, 'ZZZZZZZ2');
      expect(wrong.status, `guess ${i}`).toBe(400);
      expect(wrong.data.invite_code).toEqual(['No invite link has this code']);
    }
    // Past the limit even a right code waits; nothing was joined meanwhile.
    const limited = await register(t, guesser, a.code);
    expect(limited.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await call(t, guesser, '/invite_summary')).code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
  });

  it('flags an invitee on the inviter’s device: bound, listed, and counted as flagged', async () => {
    const a = await inviter(t);
    const same = await invitee(t, a.code, { did: a.did });
    const users = await call(t, a, '/invite_users');
    expect(users.data.list[0]).toMatchObject({ user_id: same.id, flagged: true, flag_reason: 'same_device' });
    expect((await call(t, a, '/invite_summary')).data).toMatchObject({ invitees: 1, flagged: 1 });
    // The flagged invitee's wager is not the team's.
    await play(t, same.id, today(), USDT(50));
    expect((await call(t, a, '/invite_summary')).data.team_wager_today).toBe('0');
  });

  it('agent applications: queue, permissions, audit, then links with campaigns and packages', async () => {
    const x = await inviter(t, 'Xuan Agent');
    // Agent-only calls refuse a player.
    for (const path of ['/agent_invite_link/list', '/invite_sub_agents_summary']) {
      const refused = await call(t, x, path);
      expect(refused.code, path).toBe(ErrorCode.FORBIDDEN);
      expect(refused.data.reason).toBe('not_agent');
    }
    const applied = await call(t, x, '/agent_apply', {
      body: { contact: '@xuan', channel: 'streaming', note: 'Evening streams, 2k viewers' },
    });
    expect(applied.data.agent).toMatchObject({ status: 'pending', decided_at: null });
    const again = await call(t, x, '/agent_apply', { body: { contact: '@xuan', channel: 'streaming' } });
    expect(again.code).toBe(ErrorCode.CONFLICT);
    expect(again.data.reason).toBe('pending');

    // Only operators with fortune.agents see or decide the queue.
    for (const role of ['viewer', 'support', 'finance', 'games'] as const) {
      const op = await signedInOperator(t, role);
      for (const [path, body] of [
        ['/fortune/agents', {}],
        ['/fortune/agents/decide', { user_id: x.id, approve: true }],
      ] as const) {
        const answer = await opsCall(t.app, path, body, op.token);
        expect(answer.body, `${role} ${path}`).toMatchObject({
          code: ErrorCode.FORBIDDEN,
          data: { permission: 'fortune.agents' },
        });
      }
    }
    const content = await signedInOperator(t, 'content');
    const queue = await opsCall(t.app, '/fortune/agents', { status: 'pending' }, content.token);
    expect(queue.body.code).toBe(0);
    expect(queue.body.data.list).toContainEqual(
      expect.objectContaining({ user_id: x.id, status: 'pending', contact: '@xuan', channel: 'streaming' }),
    );
    const noReason = await opsCall(t.app, '/fortune/agents/decide', { user_id: x.id, approve: false }, content.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.reason).toBeDefined();

    const decided = await opsCall(t.app, '/fortune/agents/decide', { user_id: x.id, approve: true }, content.token);
    expect(decided.body.data.application).toMatchObject({ user_id: x.id, status: 'approved', decided_by: content.id });
    const audit = await lastAudit(t, 'fortune.agents.approve');
    expect(audit).toMatchObject({
      operatorId: content.id,
      target: `user:${x.id}`,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const twice = await opsCall(
      t.app,
      '/fortune/agents/decide',
      { user_id: x.id, approve: false, reason: 'no' },
      content.token,
    );
    expect(twice.body).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'decided' } });
    const unknown = await opsCall(
      t.app,
      '/fortune/agents/decide',
      { user_id: 2_000_000_000, approve: true },
      content.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);

    const conf = await call(t, x, '/invite_master_conf');
    expect(conf.data.agent.status).toBe('approved');
    expect((await call(t, x, '/invite_summary')).data).toMatchObject({ role: 'agent', tier: 1, rate_bps: 2_000 });

    // Links: a campaign and a package each; the same pair again is the same link.
    const summer = await call(t, x, '/agent_invite_link/add', {
      body: { campaign: 'Summer stream', package: 'APK.vn-01' },
    });
    expect(summer.data).toMatchObject({ created: true, link: { campaign: 'Summer stream', package: 'apk.vn-01' } });
    const repeat = await call(t, x, '/agent_invite_link/add', {
      body: { campaign: 'Summer stream', package: 'apk.vn-01' },
    });
    expect(repeat.data).toMatchObject({ created: false, link: { id: summer.data.link.id } });
    const pwa = await call(t, x, '/agent_invite_link/add', { body: { campaign: 'Forum' } });
    expect(pwa.data.link).toMatchObject({ campaign: 'Forum', package: 'pwa' });
    const bad = await call(t, x, '/agent_invite_link/add', { body: { campaign: '<b>x</b>', package: 'a b' } });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ campaign: expect.any(Array), package: expect.any(Array) });

    // A new player registers through the campaign link and shows in the summaries.
    const n1 = await invitee(t, summer.data.link.code);
    const n2 = await invitee(t, summer.data.link.code);
    const n3 = await invitee(t, pwa.data.link.code);
    await play(t, n1.id, today(), USDT(40));
    await play(t, n3.id, today(), USDT(2));
    const links = await call(t, x, '/agent_invite_link/list');
    expect(links.data.list.map((l: { campaign: string; invitees: number }) => [l.campaign, l.invitees])).toEqual([
      ['Forum', 1],
      ['Summer stream', 2],
    ]);
    const users = await call(t, x, '/invite_users');
    expect(users.data.list.map((u: { user_id: number }) => u.user_id)).toEqual([n3.id, n2.id, n1.id]);
    expect(users.data.list[2]).toMatchObject({ campaign: 'Summer stream', package: 'apk.vn-01', wagered: '40' });

    const byCampaign = await call(t, x, '/invite_daily_summary_by_campaign', { query: { days: 1 } });
    expect(byCampaign.data.list).toEqual([
      { day: today(), campaign: 'Forum', new_invitees: 1, active_invitees: 1, wager: '2' },
      { day: today(), campaign: 'Summer stream', new_invitees: 2, active_invitees: 1, wager: '40' },
    ]);
    const byPkg = await call(t, x, '/invite_daily_summary_by_pkg', { query: { days: 3 } });
    expect(byPkg.data.list).toEqual([
      { day: today(), package: 'apk.vn-01', new_invitees: 2, active_invitees: 1, wager: '40' },
      { day: today(), package: 'pwa', new_invitees: 1, active_invitees: 1, wager: '2' },
    ]);
    const daily = await call(t, x, '/invite_daily_summary', { query: { days: 3 } });
    expect(daily.data.list).toHaveLength(3);
    expect(daily.data.list[0]).toEqual({
      day: today(),
      new_invitees: 3,
      active_invitees: 2,
      wager: '42',
      commission: null,
    });
    expect(daily.data.list[1]).toMatchObject({ new_invitees: 0, wager: '0', commission: null });
    expect((await call(t, x, '/invite_daily_summary', { query: { days: 32 } })).status).toBe(400);
  });

  it('a rejected applicant sees the reason and may apply again only later', async () => {
    const y = await inviter(t);
    await call(t, y, '/agent_apply', { body: { contact: 'y@example.com', channel: 'website' } });
    const admin = await signedInOperator(t, 'admin');
    const rejected = await opsCall(
      t.app,
      '/fortune/agents/decide',
      { user_id: y.id, approve: false, reason: 'Tell us more about your site' },
      admin.token,
    );
    expect(rejected.body.data.application.status).toBe('rejected');
    expect((await lastAudit(t, 'fortune.agents.reject'))?.target).toBe(`user:${y.id}`);
    const conf = await call(t, y, '/invite_master_conf');
    expect(conf.data.agent).toMatchObject({ status: 'rejected', reason: 'Tell us more about your site' });
    expect(conf.data.agent.reapply_at).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    const early = await call(t, y, '/agent_apply', { body: { contact: 'y@example.com', channel: 'website' } });
    expect(early.data).toMatchObject({ reason: 'reapply_later', reapply_at: conf.data.agent.reapply_at });
    // A week later the application opens again, counted.
    await t.database.db.execute(
      sql`update fortune_agents set decided_at = now() - interval '8 days' where user_id = ${y.id}`,
    );
    const later = await call(t, y, '/agent_apply', { body: { contact: 'y@example.com', channel: 'website' } });
    expect(later.data.agent).toMatchObject({ status: 'pending', reason: '' });
    const queue = await opsCall(t.app, '/fortune/agents', {}, admin.token);
    expect(queue.body.data.list).toContainEqual(expect.objectContaining({ user_id: y.id, applications: 2 }));
  });

  it('sub-agents: an agent sees the teams of the agents they invited, and the override paid', async () => {
    const a = await inviter(t, 'Agent Top');
    await makeAgent(t, a.id);
    const s = await invitee(t, a.code);
    await makeAgent(t, s.id);
    const plain = await invitee(t, a.code);
    const sCode = (await call(t, s, '/pwa_invite_url')).data.link.code;
    const s1 = await invitee(t, sCode);
    const s2 = await invitee(t, sCode);
    await play(t, s1.id, today(), USDT(300));
    await play(t, s2.id, today(), USDT(100));
    await play(t, plain.id, today(), USDT(5));

    const subs = await call(t, a, '/invite_sub_agents_summary', { query: { days: 7 } });
    expect(subs.data.list).toEqual([
      expect.objectContaining({ user_id: s.id, invitees: 2, new_invitees: 2, active_invitees: 2, team_wager: '400' }),
    ]);
    expect(subs.data).toMatchObject({ team_wager: '400', override_paid: '0' });
    expect((await call(t, a, '/invite_summary')).data.sub_agents).toBe(1);

    const ids = await settleIds(t.database.db);
    await settleDay(t.database.db, ids, today());
    const daily = await call(t, a, '/invite_subagent_daily_summary', { query: { days: 2 } });
    // Override: 400 x 3 % x 10 % = 1.2
    expect(daily.data.list[0]).toEqual({
      day: today(),
      new_invitees: 2,
      active_invitees: 2,
      team_wager: '400',
      override: '1.2',
    });
    const one = await call(t, a, '/invite_subagent_daily_summary', { query: { days: 1, sub_agent_id: s.id } });
    expect(one.data.list[0]).toMatchObject({ team_wager: '400', override: null });
    const notMine = await call(t, a, '/invite_subagent_daily_summary', { query: { sub_agent_id: plain.id } });
    expect(notMine.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, a, '/invite_sub_agents_summary')).data.override_paid).toBe('1.2');

    // The rewards list: direct 5 x 3 % x 20 % = 0.03, plus the override.
    const rewards = await call(t, a, '/invite_rewards', { query: { page: 1, page_size: 20 } });
    expect(rewards.data).toMatchObject({ total: 1, total_amount: '1.23' });
    expect(rewards.data.list[0]).toMatchObject({ day: today(), role: 'agent', direct: '0.03', override: '1.2' });
    const ops = await signedInOperator(t, 'content');
    const paid = await opsCall(t.app, '/fortune/agents/commissions', { user_id: a.id }, ops.token);
    expect(paid.body.data).toMatchObject({ total: '1.23', list: [expect.objectContaining({ amount: '1.23' })] });
    await expectLedgerOk(t);
  });

  it('ranks inviters by their team’s wager this week', async () => {
    const week = weekStart(new Date());
    const names = ['Rank One', 'Rank Two', 'Rank Three'];
    const wagers = [USDT(9_000_000), USDT(7_000_000), USDT(8_000_000)];
    const inviters = [];
    for (const [i, name] of names.entries()) {
      const r = await inviter(t, name);
      const member = await invitee(t, r.code);
      await play(t, member.id, week, wagers[i] as bigint);
      inviters.push(r);
    }
    // Last week's play is not this week's.
    const lastWeek = await inviter(t, 'Rank Last');
    const old = await invitee(t, lastWeek.code);
    const lastWeekDay = utcDay(new Date(Date.parse(`${week}T00:00:00Z`) - 86_400_000));
    await play(t, old.id, lastWeekDay, USDT(99_000_000));

    const rank = await call(t, inviters[2] as (typeof inviters)[number], '/invite_weekly_rank');
    expect(rank.data.week_start).toBe(week);
    expect(rank.data.list.slice(0, 3)).toEqual([
      { rank: 1, name: 'Ran***', team_wager: '9000000', active_invitees: 1 },
      { rank: 2, name: 'Ran***', team_wager: '8000000', active_invitees: 1 },
      { rank: 3, name: 'Ran***', team_wager: '7000000', active_invitees: 1 },
    ]);
    expect(rank.data.me).toEqual({ rank: 2, team_wager: '8000000', active_invitees: 1 });
    const last = await call(t, lastWeek, '/invite_weekly_rank', { query: { week: 'last' } });
    expect(last.data.list[0]).toMatchObject({ rank: 1, team_wager: '99000000' });
    expect(last.data.me.rank).toBe(1);
    expect((await call(t, lastWeek, '/invite_weekly_rank')).data.me).toEqual({
      rank: null,
      team_wager: '0',
      active_invitees: 0,
    });
  });

  it('lists flagged self-referrals to operators with fortune.agents', async () => {
    const a = await inviter(t, 'Flag Owner');
    const same = await invitee(t, a.code, { did: a.did });
    const ops = await signedInOperator(t, 'content');
    const flagged = await opsCall(t.app, '/fortune/agents/flagged', {}, ops.token);
    expect(flagged.body.data.list).toContainEqual(
      expect.objectContaining({ invitee_id: same.id, inviter_id: a.id, reason: 'same_device' }),
    );
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, '/fortune/agents/flagged', {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const badDay = await opsCall(t.app, '/fortune/agents/commissions', { day: '2026-02-31' }, ops.token);
    expect(badDay.status).toBe(400);
    expect(badDay.body.data.day).toBeDefined();
  });

  it('the programme terms are public, and every number in them is what the job uses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/svc/fortune/fortune/invite_master_conf',
      headers: signedHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const conf = response.json().data;
    expect(conf).toMatchObject({ house_edge_bps: 300, player_rate_bps: 1_000, override_bps: 1_000, agent: null });
    expect(conf.tiers).toEqual(
      INVITES.agentTiers.map((tier) => ({
        tier: tier.tier,
        min_volume: usdtText(tier.minVolume),
        rate_bps: tier.rateBps,
      })),
    );
    expect(conf.tiers[0]).toEqual({ tier: 1, min_volume: '0', rate_bps: 2_000 });
  });
});
