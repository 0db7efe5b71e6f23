import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runShareJob, settleInvitee } from '../../src/services/share/service.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { randomPhone } from '../user/support.ts';
import {
  call,
  completeTask,
  depsOf,
  expectLedgerOk,
  inviteRow,
  inviter,
  register,
  shareCall,
  transfersFor,
  wh,
} from './support.ts';

/** The main brand's share and invite land (issue 18, docs/share.md), on both databases. */

const DAY_MS = 86_400_000;
const bind = (t: Parameters<typeof call>[0], p: Parameters<typeof call>[1], code: string, ip?: string) =>
  call(t, p, '/svc/user/user/bind_share_code', { body: { code }, ...(ip ? { ip } : {}) });

describe.each(DB_KINDS)('share: invites (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('gives each player one unguessable-enough code and a short link that redirects without JavaScript', async () => {
    const a = await inviter(t);
    expect(a.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const again = await shareCall(t, a, '/share/my_share');
    expect(again.data.code).toBe(a.code);
    expect(again.data.link).toBe(`${t.app.config.publicOrigin}/r/${a.code}`);
    expect(again.data.terms).toMatchObject({ coin: 'WH', inviter_reward: '10', invitee_reward: '5', bind_days: 7 });

    const short = await t.app.inject({ method: 'GET', url: `/r/${a.code.toLowerCase()}` });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/vi-VN/share/land?share_uid=${a.code}`);
    const localized = await t.app.inject({ method: 'GET', url: `/th-TH/r/${a.code}` });
    expect(localized.headers.location).toBe(`/th-TH/share/land?share_uid=${a.code}`);
    const unknown = await t.app.inject({ method: 'GET', url: '/en-US/r/ZZZZZZZZ' });
    expect(unknown.headers.location).toBe('/en-US/share/land');
  });

  it('binds a player who registers through the link, and shows the masked inviter on the landing page', async () => {
    const a = await inviter(t);
    const land = await call(t, undefined, '/svc/share/share/land', { query: { share_uid: a.code.toLowerCase() } });
    expect(land.code, JSON.stringify(land)).toBe(0);
    expect(land.data.inviter).toMatchObject({ code: a.code, level: 0 });
    expect(land.data.inviter.name).toMatch(/^Pl\*\*\*\d\d$/);
    expect(land.data.logged_in).toBe(false);
    expect(
      (await call(t, undefined, '/svc/share/share/land', { query: { share_uid: 'nope' } })).data.inviter,
    ).toBeNull();

    const b = await register(t, { inviteCode: a.code.toLowerCase() });
    expect(await inviteRow(t, b.id)).toMatchObject({ inviter_id: String(a.id), source: 'link', status: 'pending' });
    const hist = await shareCall(t, a, '/share/history');
    expect(hist.data).toMatchObject({ total: 1, has_more: false });
    expect(hist.data.list[0]).toMatchObject({ source: 'link', status: 'pending', reward: null });
    const mineB = await shareCall(t, b, '/share/my_share');
    expect(mineB.data.inviter).toMatchObject({ source: 'link' });
    expect(mineB.data.bind_until).toBeNull();
    // Logging in again is not a registration: nothing changes.
    expect((await inviteRow(t, b.id))?.status).toBe('pending');
  });

  it('binds a typed code within 7 days of registration, once; refuses own codes, cycles and late binds', async () => {
    const a = await inviter(t);
    const c = await register(t);
    const mineC = await shareCall(t, c, '/share/my_share');
    expect(mineC.data.bind_until).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
    const bound = await bind(t, c, ` ${a.code.toLowerCase()} `);
    expect(bound.code, JSON.stringify(bound)).toBe(0);
    expect(bound.data.inviter.code).toBe(a.code);
    expect(await inviteRow(t, c.id)).toMatchObject({ inviter_id: String(a.id), source: 'code' });

    const twice = await bind(t, c, a.code);
    expect(twice.code).toBe(ErrorCode.VALIDATION);
    expect(twice.data.code[0]).toMatch(/already/);
    // A binding C's code would close a cycle (A -> C -> A).
    const cCode = mineC.data.code;
    const cycle = await bind(t, a, cCode);
    expect(cycle.code).toBe(ErrorCode.VALIDATION);
    expect(cycle.data.code[0]).toMatch(/joined through your invite/);
    expect(await inviteRow(t, a.id)).toBeUndefined();
    const own = await bind(t, a, a.code);
    expect(own.data.code[0]).toMatch(/own invite code/);

    const late = await register(t);
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '7 days 1 minute' where id = ${late.id}`,
    );
    const tooLate = await bind(t, late, a.code);
    expect(tooLate.code).toBe(ErrorCode.VALIDATION);
    expect(tooLate.data.code[0]).toMatch(/within 7 days/);
    expect(await inviteRow(t, late.id)).toBeUndefined();
    expect((await shareCall(t, late, '/share/my_share')).data.bind_until).toBeNull();

    // Bad input: a field error, never a 500.
    const bad = await bind(t, late, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    const page = await shareCall(t, a, '/share/history', { query: { page: 0 } });
    expect(page.code).toBe(ErrorCode.VALIDATION);
  });

  it('binds once when the same bind races 50 times, and binds many players racing for one code', async () => {
    const a = await inviter(t);
    const c = await register(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bind(t, c, a.code)));
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1);
    expect(answers.filter((x) => x.code === ErrorCode.VALIDATION)).toHaveLength(49);
    const players = [];
    for (let i = 0; i < 20; i++) players.push(await register(t));
    const many = await Promise.all(players.map((p) => bind(t, p, a.code)));
    expect(many.map((x) => x.code)).toEqual(players.map(() => 0));
    const hist = await shareCall(t, a, '/share/history', { query: { page: 1, page_size: 50 } });
    expect(hist.data.total).toBe(21);
    // Two players binding each other's codes at once: one wins, never a cycle.
    const x = await inviter(t);
    const y = await inviter(t);
    const crossed = await Promise.all([bind(t, x, y.code), bind(t, y, x.code)]);
    expect(crossed.filter((r) => r.code === 0)).toHaveLength(1);
    const [rx, ry] = [await inviteRow(t, x.id), await inviteRow(t, y.id)];
    expect(Boolean(rx) !== Boolean(ry)).toBe(true);
  });

  it('limits wrong code guesses per player: past the limit even a right code waits', async () => {
    const a = await inviter(t);
    const g = await register(t);
    for (let i = 0; i < 10; i++) {
      const miss = await bind(t, g, `ZZZZZZ${'ABCDEFGHJK'[i]}${'2'}`);
      expect(miss.data.code[0]).toMatch(/No player/);
    }
    const limited = await bind(t, g, a.code);
    expect(limited.code).toBe(ErrorCode.RATE_LIMITED);
    expect(await inviteRow(t, g.id)).toBeUndefined();
  });

  it('limits wrong code guesses per IP across players', async () => {
    const a = await inviter(t);
    const ip = '10.250.1.9';
    for (let i = 0; i < 30; i++) {
      const g = await register(t);
      await bind(t, g, `YYYYYY${'ABCDEFGHJKMNPQRSTUVWXYZ2345678'[i]}3`, ip);
    }
    const h = await register(t);
    expect((await bind(t, h, a.code, ip)).code).toBe(ErrorCode.RATE_LIMITED);
    expect((await bind(t, h, a.code, '10.250.1.10')).code).toBe(0);
  });

  it("refuses self-invites on the inviter's device or phone and never pays them", async () => {
    const a = await inviter(t, { phone: '+84912345678' });
    // A second account on A's device through A's link: stored as refused, shown to A, never paid.
    const e = await register(t, { inviteCode: a.code, did: a.did });
    expect(await inviteRow(t, e.id)).toMatchObject({ status: 'refused', refused_reason: 'same_device' });
    // The same number written with the trunk zero: same phone.
    const f = await register(t, { inviteCode: a.code, phone: '+840912345678' });
    expect(await inviteRow(t, f.id)).toMatchObject({ status: 'refused', refused_reason: 'same_phone' });
    // A typed code from the inviter's device is refused outright, nothing stored.
    const g = await register(t, { did: a.did });
    const typed = await bind(t, g, a.code);
    expect(typed.code).toBe(ErrorCode.VALIDATION);
    expect(typed.data.code[0]).toMatch(/own device or phone/);
    expect(await inviteRow(t, g.id)).toBeUndefined();

    const before = await wh(t, a.id);
    for (const p of [e, f]) {
      await completeTask(t, p.id);
      expect(await settleInvitee(depsOf(t), p.id)).toBe('refused');
      expect(await transfersFor(t, p.id)).toEqual([]);
    }
    expect(await wh(t, a.id)).toBe(before);
    const hist = await shareCall(t, a, '/share/history');
    expect(hist.data.list.map((r: { refused_reason: string }) => r.refused_reason).sort()).toEqual([
      'same_device',
      'same_phone',
    ]);
  });

  it('pays both rewards once when the invitee qualifies, however often the event repeats or races', async () => {
    const a = await inviter(t);
    const b = await register(t, { inviteCode: a.code });
    const deps = depsOf(t);
    // Bound phone but no task or recharge yet: not qualified.
    expect(await settleInvitee(deps, b.id)).toBe('pending');
    await completeTask(t, b.id);
    const [aBefore, bBefore] = [await wh(t, a.id), await wh(t, b.id)];
    const settled = await Promise.all([
      ...Array.from({ length: 50 }, () => settleInvitee(deps, b.id)),
      ...Array.from({ length: 10 }, () => shareCall(t, a, '/share/my_share')),
      runShareJob(deps),
    ]);
    expect(settled.slice(0, 50).filter((r) => r === 'paid').length).toBe(50);
    await completeTask(t, b.id);
    await Promise.all(Array.from({ length: 50 }, () => settleInvitee(deps, b.id)));
    const moves = await transfersFor(t, b.id);
    expect(moves.map((m) => [m.kind, m.amount])).toEqual([
      ['share_invitee', '50000'],
      ['share_inviter', '100000'],
    ]);
    expect(await wh(t, a.id)).toBe(aBefore + 100_000n);
    expect(await wh(t, b.id)).toBe(bBefore + 50_000n);

    const mine = await shareCall(t, a, '/share/my_share');
    expect(mine.data).toMatchObject({ invitees: 1, pending: 0, bonus_total: '10' });
    expect(mine.data.level).toMatchObject({ level: 0, active: 1, next_min_active: 3 });
    expect(mine.data.week.invites).toBe(1);
    expect(mine.data.week.rank).toBeGreaterThanOrEqual(1);
    const bonusA = await shareCall(t, a, '/share/bonus');
    expect(bonusA.data).toMatchObject({ total: 1, total_amount: '10', coin: 'WH' });
    expect(bonusA.data.list[0]).toMatchObject({ kind: 'inviter', amount: '10' });
    const bonusB = await shareCall(t, b, '/share/bonus');
    expect(bonusB.data.list[0]).toMatchObject({ kind: 'invitee', amount: '5' });
    const hist = await shareCall(t, a, '/share/history');
    expect(hist.data.list[0]).toMatchObject({ status: 'paid', reward: '10' });
  });

  it('pays at most max_per_day inviter rewards a UTC day, even racing; the rest wait for the next day', async () => {
    const a = await inviter(t);
    const invitees = [];
    for (let i = 0; i < 4; i++) invitees.push(await register(t, { inviteCode: a.code }));
    for (const p of invitees) await completeTask(t, p.id);
    let now = new Date();
    const deps = depsOf(t, { maxPerDay: 2 }, () => now);
    const before = await wh(t, a.id);
    const results = await Promise.all(invitees.flatMap((p) => [settleInvitee(deps, p.id), settleInvitee(deps, p.id)]));
    expect(results.filter((r) => r === 'waiting').length).toBeGreaterThanOrEqual(2);
    const rowsNow = await Promise.all(invitees.map((p) => inviteRow(t, p.id)));
    expect(rowsNow.filter((r) => r?.status === 'paid').length).toBe(2);
    expect(rowsNow.filter((r) => r?.status === 'waiting').length).toBe(2);
    expect(await wh(t, a.id)).toBe(before + 200_000n);
    // Every invitee got their own reward already.
    for (const p of invitees) expect(await wh(t, p.id)).toBe(50_000n);

    now = new Date(now.getTime() + DAY_MS);
    await runShareJob(deps);
    const next = await Promise.all(invitees.map((p) => inviteRow(t, p.id)));
    expect(next.every((r) => r?.status === 'paid')).toBe(true);
    // The third qualified invitee reaches level 1 (+10%): 10 + 11 on the second day.
    expect(await wh(t, a.id)).toBe(before + 200_000n + 110_000n + 110_000n);
  });

  it('binds a Telegram invitee from the start_param of /tg/invite_url', async () => {
    const { bindOnRegister } = await import('../../src/services/share/service.ts');
    const { encodeStartParam } = await import('@arcadia/contract/calls/tg/start-param');
    const a = await inviter(t);
    const n = await register(t);
    const outcome = await bindOnRegister(depsOf(t), n.id, {
      startParam: encodeStartParam({ path: '/', from: `invite_${a.id}` }),
    });
    expect(outcome).toBe('bound');
    expect(await inviteRow(t, n.id)).toMatchObject({ inviter_id: String(a.id), source: 'tg' });
  });

  it('ranks inviters of the week and shows the level table', async () => {
    const a = await inviter(t);
    const rank = await shareCall(t, a, '/share/week_rank');
    expect(rank.code, JSON.stringify(rank)).toBe(0);
    expect(rank.data.week_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${rank.data.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(rank.data.me).toEqual({ rank: null, invites: 0 });
    const b = await register(t, { inviteCode: a.code });
    await completeTask(t, b.id);
    await settleInvitee(depsOf(t), b.id);
    const after = await shareCall(t, a, '/share/week_rank');
    expect(after.data.me.invites).toBe(1);
    const me = after.data.list.find((r: { me: boolean }) => r.me);
    if (me) expect(me.rank).toBe(after.data.me.rank);
    expect((await shareCall(t, a, '/share/week_rank', { query: { week: 'never' } })).code).toBe(ErrorCode.VALIDATION);

    const lv = await call(t, undefined, '/svc/share/share/levels');
    expect(lv.data.levels[0]).toEqual({ level: 0, min_active: 0, bonus_percent: 0 });
    expect(lv.data.levels.length).toBe(5);
    expect(lv.data.mine).toBeNull();
    expect((await shareCall(t, a, '/share/levels')).data.mine).toMatchObject({ level: 0, active: 1 });
    expect(randomPhone()).toMatch(/^\+849/);
  });
});
