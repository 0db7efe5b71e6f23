import { ErrorCode } from '@arcadia/contract';
import { BADGES } from '@arcadia/contract/calls/honor/common';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { honorBadges, operatorAudit, users } from '../../src/db/schema/index.ts';
import { battleOnPlay } from '../../src/services/battle/hooks.ts';
import { seedBattle } from '../../src/services/battle/seed.ts';
import { termsFrom } from '../../src/services/battle/terms.ts';
import { evaluate, longestRun } from '../../src/services/honor/service.ts';
import { call, expectLedgerClean, inTx, newPlayer } from '../battle/support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

process.env.BATTLE_JOB_MS = '0';

describe('honour rules', () => {
  it('counts the longest run of consecutive days', () => {
    expect(longestRun([])).toBe(0);
    expect(longestRun(['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06'])).toBe(3);
  });
});

describe.each(DB_KINDS)('honours (%s)', (kind) => {
  const t = useTestApp(kind);
  const owned = async (userId: number) =>
    (await t.database.db.select().from(honorBadges).where(eq(honorBadges.userId, userId))).map((b) => b.badge).sort();

  it('gives a badge once: a first win from a round, 100 rounds on the 100th, even with rounds and sweeps racing', async () => {
    const p = await newPlayer(t);
    const at = new Date();
    await inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 1_000_000n, win: 0n, at }));
    expect(await owned(p.id)).toEqual([]);
    await Promise.all([
      ...Array.from({ length: 99 }, (_, i) =>
        inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 1_000_000n, win: i === 5 ? 3_000_000n : 0n, at })),
      ),
      ...Array.from({ length: 20 }, () => evaluate(t.database.db, p.id)),
    ]);
    expect(await owned(p.id)).toEqual(['first_win', 'rounds_100']);
    const page = await call(t, 'honor', 'GET', '/honor/badges', p, { user: 'me' });
    expect(page.body.code).toBe(0);
    expect(page.body.data).toMatchObject({ owner: true, owned: 2, total: BADGES.length, title: null });
    const rounds1000 = page.body.data.badges.find((b: { code: string }) => b.code === 'rounds_1000');
    expect(rounds1000).toMatchObject({ owned: false, progress: 100, goal: 1000, earned_at: null });
    expect(page.body.data.badges[0].owned).toBe(true);
  });

  it('the catch-up gives what no hook sees (a verified phone) when the owner opens their page', async () => {
    const p = await newPlayer(t);
    await t.database.db
      .update(users)
      .set({ phoneNumber: `+8490${p.id}` })
      .where(eq(users.id, p.id));
    const page = await call(t, 'honor', 'GET', '/honor/badges', p, { user: 'me' });
    const phone = page.body.data.badges.find((b: { code: string }) => b.code === 'verified_phone');
    expect(phone.owned).toBe(true);
    expect(await owned(p.id)).toEqual(['verified_phone']);
  });

  it('a title must be a badge the player owns; an empty title shows none', async () => {
    const p = await newPlayer(t);
    await inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 1_000_000n, win: 2_000_000n, at: new Date() }));
    const notOwned = await call(t, 'honor', 'POST', '/honor/set_title', p, { badge: 'season_champion' });
    expect(notOwned.status).toBe(400);
    expect(notOwned.body.code).toBe(ErrorCode.VALIDATION);
    expect(notOwned.body.data.badge).toEqual(['You do not own this badge yet']);
    const unknown = await call(t, 'honor', 'POST', '/honor/set_title', p, { badge: 'emperor' });
    expect(unknown.body.data.badge).toEqual(['Must be a badge code']);
    const tooLong = await call(t, 'honor', 'POST', '/honor/set_title', p, { badge: 'x'.repeat(41) });
    expect(tooLong.body.data.badge).toBeDefined();
    const missing = await call(t, 'honor', 'POST', '/honor/set_title', p, {});
    expect(missing.body.data.badge).toBeDefined();
    const set = await call(t, 'honor', 'POST', '/honor/set_title', p, { badge: 'first_win' });
    expect(set.body.data).toEqual({ title: 'first_win' });
    expect((await call(t, 'honor', 'GET', '/honor/badges', p, { user: 'me' })).body.data.title).toBe('first_win');
    expect((await call(t, 'honor', 'POST', '/honor/set_title', p, { badge: '' })).body.data).toEqual({ title: null });
  });

  it('bad input: a malformed user is a field error, an unknown profile not found, me needs a session', async () => {
    const bad = await call(t, 'honor', 'GET', '/honor/badges', undefined, { user: 'Robert; drop' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.user).toBeDefined();
    const none = await call(t, 'honor', 'GET', '/honor/badges', undefined, { user: 'zzzzzzzzzz' });
    expect(none.body.code).toBe(ErrorCode.NOT_FOUND);
    const me = await call(t, 'honor', 'GET', '/honor/badges', undefined, { user: 'me' });
    expect(me.body.code).toBe(ErrorCode.SESSION_INVALID);
    const visitorTitle = await call(t, 'honor', 'POST', '/honor/set_title', undefined, { badge: '' });
    expect(visitorTitle.body.code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('demo data: paid past seasons, standings in every market, and badges a visitor sees on a profile', async () => {
    const terms = termsFrom({
      BATTLE_SEASON_DAYS: 7,
      BATTLE_POINTS_PER_USDT: 100,
      BATTLE_PLAY_DAILY_CAP: 20_000,
      BATTLE_SUDOKU_POINTS: '100,200,400,800',
      BATTLE_PRIZES_KC: '1:2000,2:1200,3:800,4-10:300,11-50:50',
      BATTLE_JOB_MS: 0,
    });
    await seedBattle(t.database.db, terms);
    await seedBattle(t.database.db, terms);
    expect(await expectLedgerClean(t)).toEqual([]);
    const linh = { id: 100001, key: 'demo0000000000000000000000000000000000000000000000000000000linh' };
    const record = await call(t, 'battle', 'GET', '/battle/record', linh);
    const paid = record.body.data.seasons.filter((s: { state: string }) => s.state === 'paid');
    expect(paid).toHaveLength(3);
    expect(paid.find((s: { points: number }) => s.points === 15800)).toMatchObject({ rank: 1, prize: '2000' });
    for (const market of ['vn', 'id', 'br', 'th', 'ph', 'my', 'mx', 'ru']) {
      const p = await newPlayer(t, market);
      const season = await call(t, 'battle', 'GET', '/battle/season', p);
      expect(season.body.data.top, market).toHaveLength(3);
    }
    // A visitor sees Linh's owned badges only (a demo profile of hers is made here as the profile seed would).
    const mine = await call(t, 'honor', 'GET', '/honor/badges', linh, { user: 'me' });
    expect(mine.body.data.title).toBe('season_champion');
    expect(
      mine.body.data.badges.filter((b: { owned: boolean }) => b.owned).map((b: { code: string }) => b.code),
    ).toEqual(expect.arrayContaining(['season_champion', 'battle_top10', 'first_win', 'verified_phone']));
  });

  it('the console gives and revokes a badge with a reason, audited; a revoked badge stays revoked', async () => {
    const p = await newPlayer(t);
    const support = await signedInOperator(t, 'support');
    const refused = await opsCall(
      t.app,
      '/honor/grant',
      { user_id: p.id, badge: 'first_post', grant: true, reason: 'event prize' },
      support.token,
    );
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    const games = await signedInOperator(t, 'games');
    const noReason = await opsCall(
      t.app,
      '/honor/grant',
      { user_id: p.id, badge: 'first_post', grant: true, reason: 'x' },
      games.token,
    );
    expect(noReason.body.data.reason).toBeDefined();
    const badBadge = await opsCall(
      t.app,
      '/honor/grant',
      { user_id: p.id, badge: 'emperor', grant: true, reason: 'event prize' },
      games.token,
    );
    expect(badBadge.body.data.badge).toBeDefined();
    const given = await opsCall(
      t.app,
      '/honor/grant',
      { user_id: p.id, badge: 'first_post', grant: true, reason: 'event prize' },
      games.token,
    );
    expect(given.body.data.badges).toEqual(['first_post']);
    await inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 1_000_000n, win: 2_000_000n, at: new Date() }));
    const revoked = await opsCall(
      t.app,
      '/honor/grant',
      { user_id: p.id, badge: 'first_win', grant: false, reason: 'bonus abuse' },
      games.token,
    );
    expect(revoked.body.data.badges).toEqual(['first_post']);
    await evaluate(t.database.db, p.id);
    await inTx(t, (tx) => battleOnPlay(tx, { userId: p.id, stake: 1_000_000n, win: 2_000_000n, at: new Date() }));
    const [row] = await t.database.db
      .select()
      .from(honorBadges)
      .where(and(eq(honorBadges.userId, p.id), eq(honorBadges.badge, 'first_win')));
    expect(row?.revokedAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `user:${p.id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['honor.grant', 'honor.revoke']);
  });
});
