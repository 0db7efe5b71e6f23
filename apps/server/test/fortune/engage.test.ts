import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fortunePopups } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

/** Fortune's popups, new-player checklist and share-to-unlock links (issue 16), on both databases. */

const LINH = 100001; // the demo seed's Fortune player (vn)
const BUDI = 100002;

interface Player {
  id: number;
  key?: string;
}

async function call(t: TestApp, who: Player, path: string, body?: object, extra: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/svc/fortune/fortune${path}`,
    headers: signedHeaders({
      userId: who.id,
      ...(who.key ? { secretKey: who.key } : {}),
      extra: { 'Country-Code': 'vn', ...extra },
    }),
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A registered Fortune player of this test alone, with a session. */
async function player(t: TestApp, id: number, joinedDaysAgo = 0): Promise<Player> {
  const key = `eng${String(id).padStart(61, '0')}`;
  const made = await rows<{ id: string }>(
    t.database.db,
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${`Friend ${id}`}, ${`e${id}`}, 'vn')
        on conflict do nothing returning id`,
  );
  if (made.length > 0) await createSession(t.database.db, id, 'test', key);
  const joined = new Date(Date.now() - joinedDaysAgo * 24 * 3600 * 1000);
  await t.database.db.execute(
    sql`insert into fortune_players (user_id, market, age_confirmed_at, registered_at)
        values (${id}, 'vn', ${joined.toISOString()}::timestamptz, ${joined.toISOString()}::timestamptz)
        on conflict do nothing`,
  );
  return { id, key };
}

describe.each(DB_KINDS)('fortune: popups, newbie tasks and share links (%s)', (kind) => {
  const t = useTestApp(kind);

  it('shows popups to the players they target, within their frequency caps, in the player language', async () => {
    // The demo seed's popups step aside: this test aims its own.
    await t.database.db.execute(sql`update fortune_popups set active = false`);
    const now = Date.now();
    const window = { startsAt: new Date(now - 3600_000), endsAt: new Date(now + 3600_000) };
    const [vn] = await t.database.db
      .insert(fortunePopups)
      .values({
        titles: { 'en-US': 'Weekend bonus', 'vi-VN': 'Thưởng cuối tuần' },
        bodies: { 'en-US': 'Recharge today for double spins.' },
        deepLink: '/fortune/money/pay',
        markets: ['vn'],
        maxShows: 2,
        everyHours: 0,
        priority: 5,
        ...window,
      })
      .returning();
    await t.database.db.insert(fortunePopups).values([
      { titles: { 'en-US': 'Brazil only' }, bodies: { 'en-US': '.' }, markets: ['br'], ...window },
      { titles: { 'en-US': 'VIP 9+' }, bodies: { 'en-US': '.' }, minVip: 9, ...window },
      {
        titles: { 'en-US': 'Ended' },
        bodies: { 'en-US': '.' },
        startsAt: new Date(now - 7200_000),
        endsAt: new Date(now - 3600_000),
      },
    ]);
    const first = await call(t, { id: LINH }, '/general_popup_query', undefined, { language: 'vi-VN' });
    expect(first.body.data.popups).toEqual([
      {
        id: vn?.id,
        title: 'Thưởng cuối tuần',
        body: 'Recharge today for double spins.',
        image: '',
        deep_link: '/fortune/money/pay',
      },
    ]);
    expect((await call(t, { id: LINH }, '/general_popup_query')).body.data.popups).toHaveLength(1);
    expect((await call(t, { id: LINH }, '/general_popup_query')).body.data.popups).toHaveLength(0);
  });

  it('shows the checklist in the first week and grants each task its chances once', async () => {
    const fresh = await player(t, 100601);
    expect((await call(t, fresh, '/newbie_task_visible')).body.data.visible).toBe(true);
    const status = await call(t, fresh, '/newbie_task_status');
    expect(status.body.code).toBe(0);
    expect(status.body.data.tasks.find((x: { id: string }) => x.id === 'join')).toMatchObject({ done: true });
    expect(status.body.data.all_done).toBe(false);
    await call(t, fresh, '/newbie_task_status');
    const grants = await rows<{ source: string; amount: number }>(
      t.database.db,
      sql`select source, amount from fortune_chance_grants where user_id = ${fresh.id} order by source`,
    );
    expect(grants).toEqual([{ source: 'newbie:join', amount: 1 }]);
    expect((await call(t, fresh, '/rg/set_limit', { kind: 'deposit', period: 'day', amount: '100' })).body.code).toBe(
      0,
    );
    const after = await call(t, fresh, '/newbie_task_status');
    expect(after.body.data.tasks.find((x: { id: string }) => x.id === 'set_limit').done).toBe(true);

    const old = await player(t, 100602, 8);
    expect((await call(t, old, '/newbie_task_visible')).body.data.visible).toBe(false);
    await call(t, old, '/newbie_task_status');
    const none = await rows(t.database.db, sql`select 1 from fortune_chance_grants where user_id = ${old.id}`);
    expect(none).toEqual([]);
    expect((await call(t, { id: 100003 }, '/newbie_task_status')).body.code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
  });

  it('fills a share link with five friends, each once, and pays the owner once even when ten race', async () => {
    const owner = await player(t, 100700);
    const data = await call(t, owner, '/get_pdd_share_data');
    expect(data.body.code).toBe(0);
    const link = data.body.data.link;
    expect(link).toMatchObject({ target: '5', progress: '0', helpers_needed: 5, status: 'open' });
    expect(link.url).toContain(`/fortune?help=${link.slug}`);
    expect((await call(t, owner, '/get_pdd_share_data')).body.data.link.slug).toBe(link.slug);

    const own = await call(t, owner, '/share/help', { slug: link.slug });
    expect(own.body.code).toBe(ErrorCode.FORBIDDEN);
    const friends = await Promise.all(Array.from({ length: 10 }, (_, i) => player(t, 100710 + i)));
    const cash = await balanceOf(t.database.db, { userId: owner.id }, 'USDT');
    const answers = await Promise.all(friends.map((f) => call(t, f, '/share/help', { slug: link.slug })));
    const helped = answers.filter((a) => a.body.code === 0 && a.body.data.helped);
    expect(helped).toHaveLength(5);
    for (const a of answers.filter((x) => x.body.code !== 0)) expect(a.body.code).toBe(ErrorCode.CONFLICT);
    expect(await balanceOf(t.database.db, { userId: owner.id }, 'USDT')).toBe(cash + 5_000_000n);
    const again = await call(t, friends[0] as Player, '/share/help', { slug: link.slug });
    expect(again.body.code === ErrorCode.CONFLICT || again.body.data?.helped === false).toBe(true);
    const paid = (await call(t, owner, '/get_pdd_share_data')).body.data;
    expect(paid.link).toMatchObject({ status: 'paid', progress: '5', helpers_needed: 0 });
    expect(paid.link.helpers).toHaveLength(5);
    expect(paid.link.helpers[0].name).toMatch(/\*\*\*$/);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses help on an expired link and malformed slugs', async () => {
    const owner = await player(t, 100800);
    const { link } = (await call(t, owner, '/get_pdd_share_data')).body.data;
    await t.database.db.execute(
      sql`update fortune_share_links set expires_at = now() - interval '1 minute' where slug = ${link.slug}`,
    );
    const friend = await player(t, 100801);
    expect((await call(t, friend, '/share/help', { slug: link.slug })).body.code).toBe(ErrorCode.CONFLICT);
    expect((await call(t, owner, '/get_pdd_share_data')).body.data.link.status).toBe('expired');
    expect((await call(t, friend, '/share/help', { slug: 'x' })).status).toBe(400);
    expect((await call(t, friend, '/share/help', { slug: 'no_such_link_here' })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, { id: BUDI }, '/share/help', { slug: link.slug })).body.code).toBe(
      ErrorCode.FORTUNE_NOT_REGISTERED,
    );
  });
});
