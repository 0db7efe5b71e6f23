import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { call, expectCampaignsOnly, lastAudit, newPlayer, type Player } from './growth-support.ts';

/** Fortune's popups in the operator console (issue 16): create, list, end, audit, and what players then see. */

const HOUR = 3600;
const DAY = 24 * HOUR;
const now = () => Math.floor(Date.now() / 1000);

type Body = Record<string, unknown>;

const popupBody = (over: Body = {}): Body => ({
  texts: [
    { locale: 'en-US', title: 'Weekend spins', body: 'Recharge today for double spins.\nSee you soon.' },
    { locale: 'vi-VN', title: 'Vòng quay cuối tuần', body: 'Nạp hôm nay nhận gấp đôi lượt quay.' },
  ],
  image: '/fortune/icon.svg',
  deep_link: '/fortune/money/pay?tab=bonus',
  markets: ['vn'],
  min_vip: 0,
  max_vip: 3,
  new_within_days: 30,
  max_shows: 3,
  every_hours: 0,
  priority: 100,
  starts_at: now() - 60,
  ends_at: now() + DAY,
  ...over,
});

const popupIds = (t: TestApp) => rows<{ id: string | number }>(t.database.db, sql`select id from fortune_popups`);
const shownTo = async (t: TestApp, p: Player, language = 'en-US') => {
  const answer = await call(t, p, '/general_popup_query', { language });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.popups as { id: number; title: string; body: string; image: string; deep_link: string }[];
};

describe.each(DB_KINDS)('fortune: popups in the console (%s)', (kind) => {
  const t = useTestApp(kind);

  it('creates popups (audited), lists them newest first with status and shows, and players see the ones aimed at them', async () => {
    const content = await signedInOperator(t, 'content');
    const created = await opsCall(t.app, '/fortune/popups/create', popupBody({ markets: ['vn', 'vn'] }), content.token);
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const popup = created.body.data.popup;
    expect(popup).toMatchObject({
      texts: [
        { locale: 'en-US', title: 'Weekend spins', body: 'Recharge today for double spins.\nSee you soon.' },
        { locale: 'vi-VN', title: 'Vòng quay cuối tuần' },
      ],
      image: '/fortune/icon.svg',
      deep_link: '/fortune/money/pay?tab=bonus',
      markets: ['vn'],
      max_vip: 3,
      new_within_days: 30,
      max_shows: 3,
      priority: 100,
      operator_id: content.id,
      shows: 0,
      status: 'live',
    });
    expect(await lastAudit(t, 'fortune.popups.create')).toMatchObject({
      operatorId: content.id,
      target: `popup:${popup.id}`,
      before: null,
      after: { markets: ['vn'], deep_link: '/fortune/money/pay?tab=bonus', priority: 100 },
    });
    // Trimmed on the way in: the stored text is what the player reads.
    const padded = await opsCall(
      t.app,
      '/fortune/popups/create',
      popupBody({ texts: [{ locale: 'en-US', title: '  Second  ', body: ' Hello ' }], priority: 99 }),
      content.token,
    );
    expect(padded.body.data.popup.texts).toEqual([{ locale: 'en-US', title: 'Second', body: 'Hello' }]);
    const second = padded.body.data.popup.id;
    const upcoming = await opsCall(
      t.app,
      '/fortune/popups/create',
      popupBody({ starts_at: now() + HOUR, ends_at: now() + 2 * HOUR }),
      content.token,
    );
    expect(upcoming.body.data.popup.status).toBe('upcoming');

    const linh = await newPlayer(t);
    const vi = await shownTo(t, linh, 'vi-VN');
    expect(vi).toEqual([
      {
        id: popup.id,
        title: 'Vòng quay cuối tuần',
        body: 'Nạp hôm nay nhận gấp đôi lượt quay.',
        image: '/fortune/icon.svg',
        deep_link: '/fortune/money/pay?tab=bonus',
      },
      {
        id: second,
        title: 'Second',
        body: 'Hello',
        image: '/fortune/icon.svg',
        deep_link: '/fortune/money/pay?tab=bonus',
      },
    ]);
    // Another market, or a player who joined before the "new within 30 days" window, is not aimed at.
    expect((await shownTo(t, await newPlayer(t, 'br'))).map((p) => p.id)).not.toContain(popup.id);
    const old = await newPlayer(t);
    await t.database.db.execute(
      sql`update fortune_players set registered_at = now() - interval '31 days' where user_id = ${old.id}`,
    );
    expect((await shownTo(t, old)).map((p) => p.id)).not.toContain(popup.id);

    const list = await opsCall(t.app, '/fortune/popups', {}, content.token);
    expect(list.body.code).toBe(0);
    expect(list.body.data.has_more).toBe(false);
    const ids = list.body.data.list.map((p: { id: number }) => p.id);
    expect(ids.slice(0, 3)).toEqual([upcoming.body.data.popup.id, second, popup.id]);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    const listed = list.body.data.list.find((p: { id: number }) => p.id === popup.id);
    expect(listed).toMatchObject({ shows: 1, status: 'live' });
    // The demo seed's popups are listed too, with the shows players made.
    expect(list.body.data.list.length).toBeGreaterThan(3);

    await shownTo(t, linh);
    const again = await opsCall(t.app, '/fortune/popups', { page: 1 }, content.token);
    expect(again.body.data.list.find((p: { id: number }) => p.id === popup.id).shows).toBe(2);
    expect((await opsCall(t.app, '/fortune/popups', { page: 2 }, content.token)).body.data).toEqual({
      list: [],
      has_more: false,
    });
  });

  it('ends a popup once (audited): players are not shown it again, and a second end changes nothing', async () => {
    // The other popups (the demo's, the first test's) step aside: this test aims its own.
    await t.database.db.execute(sql`update fortune_popups set active = false`);
    const content = await signedInOperator(t, 'content');
    const make = async (over: Body) =>
      (await opsCall(t.app, '/fortune/popups/create', popupBody(over), content.token)).body.data.popup.id as number;
    const kept = await make({ priority: 100, new_within_days: 0 });
    const ending = await make({ priority: 99, new_within_days: 0 });

    const before = await newPlayer(t);
    expect((await shownTo(t, before)).map((p) => p.id)).toEqual([kept, ending]);

    const ended = await opsCall(t.app, '/fortune/popups/end', { popup_id: ending }, content.token);
    expect(ended.body.code, JSON.stringify(ended.body)).toBe(0);
    expect(ended.body.data).toMatchObject({ changed: true, popup: { id: ending, status: 'inactive', shows: 1 } });
    const audit = await lastAudit(t, 'fortune.popups.end');
    expect(audit).toMatchObject({
      operatorId: content.id,
      target: `popup:${ending}`,
      before: { active: true },
      after: { active: false },
    });
    expect(audit?.after.ends_at).toBe(audit?.before.ends_at);

    const after = await newPlayer(t);
    const seen = (await shownTo(t, after)).map((p) => p.id);
    expect(seen).toContain(kept);
    expect(seen).not.toContain(ending);

    const repeat = await opsCall(t.app, '/fortune/popups/end', { popup_id: ending }, content.token);
    expect(repeat.body.data).toMatchObject({ changed: false, popup: { status: 'inactive' } });
    const audits = await rows(t.database.db, sql`select id from operator_audit where action = 'fortune.popups.end'`);
    expect(audits).toHaveLength(1);

    // A popup whose window closed is over already: nothing to end.
    const over = await make({});
    await t.database.db.execute(
      sql`update fortune_popups set ends_at = now() - interval '1 minute' where id = ${over}`,
    );
    const late = await opsCall(t.app, '/fortune/popups/end', { popup_id: over }, content.token);
    expect(late.body.data).toMatchObject({ changed: false, popup: { status: 'ended' } });
    expect((await opsCall(t.app, '/fortune/popups/end', { popup_id: 2_147_483_000 }, content.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses bad input with a field error and writes nothing', async () => {
    const admin = await signedInOperator(t, 'admin');
    const en = (title: string, body = 'Body') => ({ texts: [{ locale: 'en-US', title, body }] });
    const refusals: [Body, string][] = [
      [{ deep_link: 'https://evil.example/pay' }, 'deep_link'],
      [{ deep_link: 'javascript:alert(1)' }, 'deep_link'],
      [{ deep_link: '//evil-example' }, 'deep_link'],
      [{ deep_link: '/fortune/pay#x' }, 'deep_link'],
      [{ image: 'https://cdn.example/fortune/a.png' }, 'image'],
      [{ image: '/fortune/a.gif' }, 'image'],
      [{ image: '/fortune/../secret.png' }, 'image'],
      [{ min_vip: 5, max_vip: 2 }, 'max_vip'],
      [{ max_vip: 11 }, 'max_vip'],
      [{ starts_at: now() - 2 * DAY, ends_at: now() - DAY }, 'ends_at'],
      [{ starts_at: now() + HOUR, ends_at: now() + 60 }, 'ends_at'],
      [{ ends_at: now() + 91 * DAY }, 'ends_at'],
      [{ texts: [{ locale: 'vi-VN', title: 'Chỉ tiếng Việt', body: 'Nội dung' }] }, 'texts'],
      [
        {
          texts: [
            { locale: 'en-US', title: 'A', body: 'B' },
            { locale: 'en-US', title: 'C', body: 'D' },
          ],
        },
        'texts',
      ],
      [en('   '), 'texts.0.title'],
      [en('x'.repeat(81)), 'texts.0.title'],
      [en('Hi', 'x'.repeat(401)), 'texts.0.body'],
      [en('<img src=x onerror=alert(1)>'), 'texts.0.title'],
      [en('Hi', 'Click </p><script>'), 'texts.0.body'],
      [en('Two\nlines'), 'texts.0.title'],
      [{ markets: ['zz'] }, 'markets'],
      [{ new_within_days: 366 }, 'new_within_days'],
      [{ max_shows: 0 }, 'max_shows'],
      [{ every_hours: 721 }, 'every_hours'],
      [{ priority: -101 }, 'priority'],
    ];
    const before = await popupIds(t);
    for (const [over, field] of refusals) {
      const answer = await opsCall(t.app, '/fortune/popups/create', popupBody(over), admin.token);
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body.data[field], `${JSON.stringify(over)}: ${JSON.stringify(answer.body)}`).toBeDefined();
    }
    expect(await popupIds(t)).toHaveLength(before.length);
    // Empty image and link are fine: a popup without either.
    const bare = await opsCall(t.app, '/fortune/popups/create', popupBody({ image: '', deep_link: '' }), admin.token);
    expect(bare.body.data.popup).toMatchObject({ image: '', deep_link: '' });
  });

  it('needs fortune.campaigns for every popup call, and a fresh re-authentication to create', async () => {
    await expectCampaignsOnly(t, [
      ['/fortune/popups', {}],
      ['/fortune/popups/create', popupBody()],
      ['/fortune/popups/end', { popup_id: 1 }],
    ]);
    const content = await signedInOperator(t, 'content');
    const made = await opsCall(t.app, '/fortune/popups/create', popupBody(), content.token);
    expect(made.body.code).toBe(0);
    await t.database.db.execute(
      sql`update operator_sessions set reauth_at = now() - interval '1 hour' where operator_id = ${content.id}`,
    );
    const stale = await opsCall(t.app, '/fortune/popups/create', popupBody(), content.token);
    expect(stale.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'reauth_required' } });
    // Ending needs no re-authentication (it only stops showing).
    const ended = await opsCall(t.app, '/fortune/popups/end', { popup_id: made.body.data.popup.id }, content.token);
    expect(ended.body.data.changed).toBe(true);
  });
});
