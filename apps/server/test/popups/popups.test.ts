import { ErrorCode } from '@arcadia/contract';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { popups, users } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { seedPopups } from '../../src/services/popups/seed.ts';
import { newPlayer, type Player } from '../activity/support.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { call, expectCode } from '../user/support.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

const query = (t: TestApp, p: Player, language = 'en-US') =>
  call(t, 'GET', '/svc/popups/popups/query', undefined, {
    userId: p.userId,
    secretKey: p.secretKey,
    extra: { language },
  });
const detail = (t: TestApp, id: string | number, p?: Player, language = 'en-US') =>
  call(t, 'GET', '/svc/popups/popups/detail', undefined, {
    ...(p ? { userId: p.userId, secretKey: p.secretKey } : {}),
    query: `id=${encodeURIComponent(String(id))}`,
    extra: { language },
  });

async function makePopup(t: TestApp, values: Partial<typeof popups.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(popups)
    .values({
      titles: { 'en-US': 'Welcome gift', 'vi-VN': 'Quà chào mừng' },
      bodies: { 'en-US': 'Claim your first rewards.', 'vi-VN': 'Nhận phần thưởng đầu tiên.' },
      buttons: { 'en-US': 'Open', 'vi-VN': 'Mở' },
      image: '/popups/welcome.svg',
      deepLink: '/rewards/newbie',
      startsAt: new Date(now - HOUR_MS),
      endsAt: new Date(now + DAY_MS),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no popup');
  return row;
}

/** Takes the test's other popups out of the way, so each test sees only its own. */
async function onlyThese(t: TestApp) {
  await t.database.db.update(popups).set({ active: false });
}

describe.each(DB_KINDS)('main-brand popups (%s)', (kind) => {
  const t = useTestApp(kind);

  it('shows a popup in the player language within its cap: max shows and hours apart', async () => {
    await onlyThese(t);
    const p = await newPlayer(t);
    const popup = await makePopup(t, { maxShows: 2, everyHours: 0 });
    const first = expectCode(await query(t, p, 'vi-VN'), 0);
    expect(first.popups).toEqual([
      {
        id: popup.id,
        title: 'Quà chào mừng',
        body: 'Nhận phần thưởng đầu tiên.',
        image: '/popups/welcome.svg',
        button: 'Mở',
        deep_link: '/rewards/newbie',
      },
    ]);
    expect(expectCode(await query(t, p), 0).popups.map((x: { id: number }) => x.id)).toEqual([popup.id]);
    expect(expectCode(await query(t, p), 0).popups).toEqual([]);

    const spaced = await makePopup(t, { maxShows: 5, everyHours: 24 });
    expect(expectCode(await query(t, p), 0).popups.map((x: { id: number }) => x.id)).toEqual([spaced.id]);
    expect(expectCode(await query(t, p), 0).popups).toEqual([]);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('aims by market and how new the player is, at most two at once, highest priority first', async () => {
    await onlyThese(t);
    const p = await newPlayer(t);
    await t.database.db.update(users).set({ countryCode: 'th' }).where(eq(users.id, p.userId));
    await makePopup(t, { markets: ['vn'], priority: 50 });
    const low = await makePopup(t, { markets: ['th'], priority: 1 });
    const high = await makePopup(t, { markets: [], priority: 9 });
    const mid = await makePopup(t, { newWithinDays: 7, priority: 5 });
    await makePopup(t, { startsAt: new Date(Date.now() + HOUR_MS), priority: 99 });
    const shown = expectCode(await query(t, p), 0).popups.map((x: { id: number }) => x.id);
    expect(shown).toEqual([high.id, mid.id]);
    expect(expectCode(await query(t, p), 0).popups.map((x: { id: number }) => x.id)).toEqual([low.id]);

    await onlyThese(t);
    const old = await newPlayer(t);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * DAY_MS) })
      .where(eq(users.id, old.userId));
    await makePopup(t, { newWithinDays: 7 });
    expect(expectCode(await query(t, old), 0).popups).toEqual([]);
  });

  it('answers one live popup to visitors without counting a show; ended, off, unknown -> NOT_FOUND', async () => {
    await onlyThese(t);
    const live = await makePopup(t, { maxShows: 1 });
    const page = expectCode(await detail(t, live.id, undefined, 'vi-VN'), 0);
    expect(page.popup).toMatchObject({
      id: live.id,
      title: 'Quà chào mừng',
      button: 'Mở',
      deep_link: '/rewards/newbie',
    });
    const p = await newPlayer(t);
    expectCode(await detail(t, live.id, p), 0);
    expect(expectCode(await query(t, p), 0).popups).toHaveLength(1);

    const ended = await makePopup(t, { startsAt: new Date(Date.now() - 2 * DAY_MS), endsAt: new Date(Date.now() - 1) });
    const off = await makePopup(t, { active: false });
    const later = await makePopup(t, { startsAt: new Date(Date.now() + HOUR_MS) });
    for (const id of [ended.id, off.id, later.id, 987654321]) expectCode(await detail(t, id), ErrorCode.NOT_FOUND, 404);

    const noButton = await makePopup(t, { deepLink: '', buttons: { 'en-US': 'Ignored' } });
    expect(expectCode(await detail(t, noButton.id), 0).popup).toMatchObject({ button: '', deep_link: '' });
  });

  it('refuses bad input with field errors, and the list without a session', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '']) {
      const bad = await detail(t, id);
      const body = bad.json();
      expect({ status: bad.statusCode, code: body.code }).toEqual({ status: 400, code: ErrorCode.VALIDATION });
      expect(body.data.id).toBeTruthy();
    }
    const anonymous = await call(t, 'GET', '/svc/popups/popups/query');
    expect(anonymous.json().code).not.toBe(0);
  });
});

describe.each(DB_KINDS)('main-brand popups: demo seed (%s)', (kind) => {
  const t = useTestApp(kind);

  it('seeds two or three live popups per market once, and a re-seed revives them', async () => {
    await seedPopups(t.database.db);
    await seedPopups(t.database.db);
    const rows = await t.database.db.select().from(popups).where(isNull(popups.operatorId));
    const perMarket = new Map<string, number>();
    for (const r of rows) for (const m of r.markets) perMarket.set(m, (perMarket.get(m) ?? 0) + 1);
    expect(Object.fromEntries(perMarket)).toEqual({ vn: 3, th: 2, id: 2, br: 2 });
    for (const r of rows) {
      expect(r.titles['en-US']).toBeTruthy();
      expect(r.image).toMatch(/^\/popups\/[a-z-]+\.svg$/);
      expect(r.deepLink).toMatch(/^\/[a-z]/);
    }
    const first = rows[0];
    if (!first) throw new Error('no seeded popup');
    await t.database.db.update(popups).set({ active: false }).where(eq(popups.id, first.id));
    await seedPopups(t.database.db);
    expectCode(await call(t, 'GET', '/svc/popups/popups/detail', undefined, { query: `id=${first.id}` }), 0);
  });
});
