import { ErrorCode } from '@arcadia/contract';
import { ROLES, roleAllows } from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { call, expectCode } from '../user/support.ts';

/** The main brand's popups in the console (docs/rewards.md "Popups"): create (re-auth), end, audit, permission. */
const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

const popupBody = (over: Record<string, unknown> = {}) => ({
  texts: [
    { locale: 'en-US', title: 'Lucky week', body: 'Three draws this week.\nOne code each.', button: 'Get a code' },
    { locale: 'th-TH', title: 'สัปดาห์นำโชค', body: 'จับรางวัลสามครั้งในสัปดาห์นี้', button: 'รับรหัส' },
  ],
  image: '/popups/lucky-code.svg',
  deep_link: '/luckycode/land',
  markets: ['th', 'th'],
  new_within_days: 0,
  max_shows: 2,
  every_hours: 12,
  priority: 30,
  starts_at: now() - 60,
  ends_at: now() + DAY,
  ...over,
});

const detail = (t: Parameters<typeof call>[0], id: number, language = 'en-US') =>
  call(t, 'GET', '/svc/popups/popups/detail', undefined, { query: `id=${id}`, extra: { language } });

describe.each(DB_KINDS)('main-brand popups in the console (%s)', (kind) => {
  const t = useTestApp(kind);

  it('creates a popup (audited) that opens as a page, lists it, and ends it (audited): its page is then gone', async () => {
    const content = await signedInOperator(t, 'content');
    const created = await opsCall(t.app, '/popups/create', popupBody(), content.token);
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const popup = created.body.data.popup;
    expect(popup).toMatchObject({
      texts: [
        { locale: 'en-US', title: 'Lucky week', body: 'Three draws this week.\nOne code each.', button: 'Get a code' },
        { locale: 'th-TH', title: 'สัปดาห์นำโชค', button: 'รับรหัส' },
      ],
      markets: ['th'],
      operator_id: content.id,
      shows: 0,
      status: 'live',
    });
    expect(await lastAudit(t, 'popups.create')).toMatchObject({
      operatorId: content.id,
      target: `popup:${popup.id}`,
      before: null,
      after: { markets: ['th'], deep_link: '/luckycode/land' },
    });
    expect(expectCode(await detail(t, popup.id, 'th-TH'), 0).popup).toMatchObject({
      title: 'สัปดาห์นำโชค',
      button: 'รับรหัส',
      deep_link: '/luckycode/land',
    });
    const list = await opsCall(t.app, '/popups', { page: 1 }, content.token);
    expect(list.body.data.list[0]).toMatchObject({ id: popup.id, status: 'live' });

    const ended = await opsCall(t.app, '/popups/end', { popup_id: popup.id }, content.token);
    expect(ended.body.data).toMatchObject({ changed: true, popup: { status: 'inactive' } });
    expect(await lastAudit(t, 'popups.end')).toMatchObject({
      target: `popup:${popup.id}`,
      before: { active: true },
      after: { active: false },
    });
    expectCode(await detail(t, popup.id), ErrorCode.NOT_FOUND, 404);
    const again = await opsCall(t.app, '/popups/end', { popup_id: popup.id }, content.token);
    expect(again.body.data.changed).toBe(false);
    expect((await opsCall(t.app, '/popups/end', { popup_id: 99999999 }, content.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses bad input with field errors and makes nothing', async () => {
    const admin = await signedInOperator(t, 'admin');
    const count = async () => (await rows(t.database.db, sql`select id from popups`)).length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ image: 'https://evil.example/x.png' }, 'image'],
      [{ deep_link: '//evil.example' }, 'deep_link'],
      [{ markets: ['zz'] }, 'markets'],
      [{ ends_at: now() - 10, starts_at: now() - 100 }, 'ends_at'],
      [{ ends_at: now() + 100 * DAY }, 'ends_at'],
      [{ texts: [{ locale: 'vi-VN', title: 'x', body: 'y' }] }, 'texts'],
      [{ texts: [{ locale: 'en-US', title: '<b>Hi</b>', body: 'y' }] }, 'texts.0.title'],
      [{ texts: [{ locale: 'en-US', title: 'Hi', body: 'y', button: '' }] }, 'texts'],
      [{ deep_link: '' }, 'deep_link'],
      [{ max_shows: 0 }, 'max_shows'],
    ];
    for (const [over, field] of cases) {
      const answer = await opsCall(t.app, '/popups/create', popupBody(over), admin.token);
      expect(answer.body.code, `${field}: ${JSON.stringify(answer.body)}`).toBe(ErrorCode.VALIDATION);
      expect(Object.keys(answer.body.data ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('needs popups.manage (content, admin) for every call, and a fresh re-authentication to create', async () => {
    for (const role of ROLES) {
      const who = await signedInOperator(t, role);
      const answer = await opsCall(t.app, '/popups', { page: 1 }, who.token);
      expect(answer.body.code === 0, role).toBe(roleAllows(role, 'popups.manage'));
    }
    expect(roleAllows('content', 'popups.manage')).toBe(true);
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, '/popups/create', popupBody(), viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const content = await signedInOperator(t, 'content');
    await t.database.db.execute(
      sql`update operator_sessions set reauth_at = now() - interval '1 hour' where operator_id = ${content.id}`,
    );
    const stale = await opsCall(t.app, '/popups/create', popupBody(), content.token);
    expect(stale.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'reauth_required' } });
  });
});
