import { ErrorCode, ROUTES } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadHeadData } from '../../src/head/head-data.ts';
import { rows } from '../../src/ledger/sql.ts';
import { registerProfileCounts } from '../../src/services/profile/counts.ts';
import { PUBLIC_READS_PER_IP } from '../../src/services/profile/routes.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { call, newKey, newPlayer, newPlayers, type Player, userRow } from './support.ts';

/** A player's public profiles (issue 22): list, create, select, update, delete, the public read; both databases. */

const XID_RE = /^[a-z][a-z0-9]{9}$/;
const XSS_NAME = '<img src=x onerror=alert(1)>';
const XSS_INTRO = '<script>alert("intro")</script>\n"quotes" & \'apostrophes\'';

const mine = (t: TestApp, p: Player) => call(t, p, '/mine');
const create = (t: TestApp, p: Player, body: object, key = newKey()) => call(t, p, '/create', { body, key });
const select = (t: TestApp, p: Player, xid: string) => call(t, p, '/select', { body: { xid } });
const update = (t: TestApp, p: Player, body: object) => call(t, p, '/update', { body });
const remove = (t: TestApp, p: Player, xid: string) => call(t, p, '/delete', { body: { xid } });
const readPublic = (t: TestApp, viewer: Player | undefined, xid: string, ip?: string) =>
  call(t, viewer, '/public', { query: { xid }, ...(ip ? { ip } : {}) });

async function liveCount(t: TestApp, userId: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from profiles where user_id = ${userId} and deleted_at is null`,
  );
  return Number(row?.n);
}

describe.each(DB_KINDS)('profile: a player’s public profiles (%s)', (kind) => {
  const t = useTestApp(kind);

  it('makes the first profile from the user info on the first call, once, even when calls race', async () => {
    const p = await newPlayer(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => mine(t, p)));
    for (const a of answers) expect(a.code, JSON.stringify(a)).toBe(0);
    expect(await liveCount(t, p.id)).toBe(1);
    const first = answers[0]?.data;
    expect(first.max_profiles).toBe(5);
    // Counts come from the service that owns posts and follows, when one registered (counts.ts).
    expect(first.counts === null || typeof first.counts.posts === 'number').toBe(true);
    expect(first.profiles).toHaveLength(1);
    expect(first.profiles[0]).toMatchObject({
      name: p.name,
      intro: 'Hello from the start',
      avatar_url: '',
      background_url: '',
      links: [],
      shown: true,
    });
    expect(first.profiles[0].xid).toMatch(XID_RE);
    expect(first.shown_xid).toBe(first.profiles[0].xid);
    expect(new Set(answers.map((a) => a.data.shown_xid)).size).toBe(1);
  });

  it('needs a session for everything but the public read', async () => {
    for (const [path, body] of [
      ['/mine', undefined],
      ['/create', { name: 'X' }],
      ['/select', { xid: 'abcdefghij' }],
      ['/update', { xid: 'abcdefghij', name: 'X' }],
      ['/delete', { xid: 'abcdefghij' }],
      ['/upload_image', { xid: 'abcdefghij', kind: 'avatar', img: 'data:image/png;base64,AAAAAAAAAAAAAAAA' }],
    ] as const) {
      const answer = await call(t, undefined, path, body ? { body, key: newKey() } : {});
      expect(answer.code, path).toBe(ErrorCode.SESSION_INVALID);
    }
  });

  it('creates a second profile, shown at once, and the user info follows it', async () => {
    const p = await newPlayer(t);
    const made = await create(t, p, { name: '  Linh the Builder  ', intro: 'Pixel art and puzzle games' });
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data.profile).toMatchObject({ name: 'Linh the Builder', intro: 'Pixel art and puzzle games' });
    expect(made.data.profile.shown).toBe(true);
    const list = (await mine(t, p)).data;
    expect(list.profiles.map((x: { name: string }) => x.name)).toEqual(['Linh the Builder', p.name]);
    expect(list.profiles.map((x: { shown: boolean }) => x.shown)).toEqual([true, false]);
    expect(await userRow(t, p.id)).toMatchObject({ username: 'Linh the Builder', intro: 'Pixel art and puzzle games' });
    // The user info call reads the same row.
    const info = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/get_user_info',
      headers: (await import('../helpers.ts')).signedHeaders({ userId: p.id, secretKey: p.key }),
      payload: {},
    });
    expect(info.json().data.username).toBe('Linh the Builder');
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(41) }, 'name'],
    ['a name with a control character', { name: 'a\u0007b' }, 'name'],
    ['an intro too long', { name: 'ok', intro: 'y'.repeat(301) }, 'intro'],
    ['an intro with a NUL', { name: 'ok', intro: 'a\u0000b' }, 'intro'],
    ['a number for a name', { name: 7 }, 'name'],
  ])('create refuses %s with a field error and writes nothing', async (_name, body, field) => {
    const p = await newPlayer(t);
    const answer = await create(t, p, body);
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data)).toContain(field);
    expect(await liveCount(t, p.id)).toBe(0);
  });

  it('create needs an Idempotency-Key; a repeat answers the same profile; another body with the key is refused', async () => {
    const p = await newPlayer(t);
    const noKey = await call(t, p, '/create', { body: { name: 'No key' } });
    expect(noKey.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(noKey.data)).toEqual(['Idempotency-Key']);
    const key = newKey();
    const first = await create(t, p, { name: 'Once' }, key);
    const again = await create(t, p, { name: 'Once' }, key);
    expect(again.data.profile.xid).toBe(first.data.profile.xid);
    const other = await create(t, p, { name: 'Twice' }, key);
    expect(other.code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    expect(await liveCount(t, p.id)).toBe(2);
  });

  it('fifty creations at once with one key make one profile', async () => {
    const p = await newPlayer(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(t, p, { name: 'Racer' }, key)));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok.length, JSON.stringify(answers.find((a) => a.code !== 0))).toBe(50);
    expect(new Set(ok.map((a) => a.data.profile.xid)).size).toBe(1);
    expect(await liveCount(t, p.id)).toBe(2);
  });

  it('holds the cap of five, also when creations race with different keys', async () => {
    const p = await newPlayer(t);
    for (let i = 2; i <= 5; i += 1) expect((await create(t, p, { name: `Profile ${i}` })).code).toBe(0);
    const over = await create(t, p, { name: 'Sixth' });
    expect(over.code).toBe(ErrorCode.CONFLICT);
    expect(over.data).toMatchObject({ reason: 'too_many_profiles', max: 5 });

    const q = await newPlayer(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(t, q, { name: `Rush ${i}` })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(4);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(6);
    expect(await liveCount(t, q.id)).toBe(5);
  });

  it('switches the shown profile; the user info follows; someone else’s or an unknown profile is not found', async () => {
    const [p, stranger] = (await newPlayers(t, 2)) as [Player, Player];
    const first = (await mine(t, p)).data.shown_xid as string;
    const second = (await create(t, p, { name: 'Second self' })).data.profile.xid as string;
    expect((await userRow(t, p.id))?.username).toBe('Second self');
    const back = await select(t, p, first);
    expect(back.code).toBe(0);
    expect(back.data.profile).toMatchObject({ xid: first, shown: true, name: p.name });
    expect((await userRow(t, p.id))?.username).toBe(p.name);
    expect((await mine(t, p)).data.shown_xid).toBe(first);
    // Selecting the shown one again changes nothing.
    expect((await select(t, p, first)).data.profile.shown).toBe(true);

    const theirs = await select(t, stranger, second);
    expect(theirs.code).toBe(ErrorCode.NOT_FOUND);
    expect(theirs.data).toEqual({ reason: 'profile_not_found' });
    expect((await select(t, p, 'qqqqqqqqqq')).code).toBe(ErrorCode.NOT_FOUND);
    for (const bad of ['ABCDEFGHIJ', '1abcdefghi', 'short', '<script>', 'abcdefghij1'])
      expect((await select(t, p, bad)).code, bad).toBe(ErrorCode.VALIDATION);
    expect((await userRow(t, p.id))?.username).toBe(p.name);
  });

  it('racing switches end with the user info matching the profile shown', async () => {
    const p = await newPlayer(t);
    const a = (await mine(t, p)).data.shown_xid as string;
    const b = (await create(t, p, { name: 'Night owl' })).data.profile.xid as string;
    const c = (await create(t, p, { name: 'Early bird' })).data.profile.xid as string;
    const order = Array.from({ length: 30 }, (_, i) => [a, b, c][i % 3] as string);
    const answers = await Promise.all(order.map((xid) => select(t, p, xid)));
    expect(answers.every((x) => x.code === 0)).toBe(true);
    const list = (await mine(t, p)).data;
    const shown = list.profiles.find((x: { shown: boolean }) => x.shown);
    expect(list.profiles.filter((x: { shown: boolean }) => x.shown)).toHaveLength(1);
    expect(list.shown_xid).toBe(shown.xid);
    expect((await userRow(t, p.id))?.username).toBe(shown.name);
  });

  it('updates name, intro and links; only the shown profile’s reach the user info', async () => {
    const p = await newPlayer(t);
    const shown = (await mine(t, p)).data.shown_xid as string;
    const hidden = (await create(t, p, { name: 'Hidden' })).data.profile.xid as string;
    await select(t, p, shown);
    const links = [
      { label: 'My site', url: 'https://example.com/me' },
      { label: '', url: 'http://blog.example.org' },
    ];
    const changed = await update(t, p, { xid: hidden, name: 'Renamed', intro: 'New intro', links });
    expect(changed.code, JSON.stringify(changed)).toBe(0);
    expect(changed.data.profile).toMatchObject({ name: 'Renamed', intro: 'New intro', links, shown: false });
    expect((await userRow(t, p.id))?.username).toBe(p.name);
    const visible = await update(t, p, { xid: shown, name: 'Front', intro: 'Line one\nLine two' });
    expect(visible.data.profile).toMatchObject({ name: 'Front', intro: 'Line one\nLine two', links: [] });
    expect(await userRow(t, p.id)).toMatchObject({ username: 'Front', intro: 'Line one\nLine two' });
  });

  it.each([
    ['a javascript: link', [{ label: 'x', url: 'javascript:alert(1)' }]],
    ['a JavaScript: link in capitals', [{ label: 'x', url: 'JAVASCRIPT:alert(1)' }]],
    ['a data: link', [{ label: 'x', url: 'data:text/html,<script>alert(1)</script>' }]],
    ['an ftp link', [{ label: 'x', url: 'ftp://example.com/file' }]],
    ['a link with credentials', [{ label: 'x', url: 'https://user:pass@example.com' }]],
    ['a relative link', [{ label: 'x', url: '/wallet' }]],
    ['a protocol-relative link', [{ label: 'x', url: '//evil.example' }]],
    ['a label too long', [{ label: 'l'.repeat(31), url: 'https://example.com' }]],
    ['a link too long', [{ label: 'x', url: `https://example.com/${'a'.repeat(290)}` }]],
    ['six links', Array.from({ length: 6 }, (_, i) => ({ label: `${i}`, url: `https://example.com/${i}` }))],
  ])('update refuses %s and keeps what was there', async (_name, links) => {
    const p = await newPlayer(t);
    const xid = (await mine(t, p)).data.shown_xid as string;
    const answer = await update(t, p, { xid, name: 'Changed', links });
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(answer.data).some((k) => k.startsWith('links'))).toBe(true);
    expect((await mine(t, p)).data.profiles[0]).toMatchObject({ name: p.name, links: [] });
  });

  it('update of someone else’s profile is not found and changes nothing', async () => {
    const [p, stranger] = (await newPlayers(t, 2)) as [Player, Player];
    const xid = (await mine(t, p)).data.shown_xid as string;
    expect((await update(t, stranger, { xid, name: 'Hijacked' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await userRow(t, p.id))?.username).toBe(p.name);
  });

  it('stores markup in names, intros and link labels as plain text, everywhere it is read', async () => {
    const p = await newPlayer(t);
    const xid = (await mine(t, p)).data.shown_xid as string;
    const links = [{ label: '<b onmouseover=alert(1)>hi</b>', url: 'https://example.com/?q=<script>' }];
    const saved = await update(t, p, { xid, name: XSS_NAME, intro: XSS_INTRO, links });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const seen = (await readPublic(t, undefined, xid)).data;
    expect(seen).toMatchObject({ name: XSS_NAME, intro: XSS_INTRO, links });
    expect(await userRow(t, p.id)).toMatchObject({ username: XSS_NAME, intro: XSS_INTRO });
    const [stored] = await rows<{ name: string }>(t.database.db, sql`select name from profiles where xid = ${xid}`);
    expect(stored?.name).toBe(XSS_NAME);
  });

  it('deletes a profile but never the last; deleting the shown one shows the one before', async () => {
    const [p, stranger] = (await newPlayers(t, 2)) as [Player, Player];
    const first = (await mine(t, p)).data.shown_xid as string;
    const last = await remove(t, p, first);
    expect(last.code).toBe(ErrorCode.CONFLICT);
    expect(last.data).toEqual({ reason: 'last_profile' });
    const second = (await create(t, p, { name: 'Short-lived' })).data.profile.xid as string;
    expect((await remove(t, stranger, second)).code).toBe(ErrorCode.NOT_FOUND);
    const gone = await remove(t, p, second);
    expect(gone.code).toBe(0);
    expect(gone.data.shown_xid).toBe(first);
    expect(gone.data.profiles).toHaveLength(1);
    expect((await userRow(t, p.id))?.username).toBe(p.name);
    expect((await readPublic(t, undefined, second)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await select(t, p, second)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await remove(t, p, second)).code).toBe(ErrorCode.NOT_FOUND);
    // A deleted profile leaves a place under the cap.
    for (let i = 0; i < 4; i += 1) expect((await create(t, p, { name: `Again ${i}` })).code).toBe(0);
  });

  it('answers the public profile to visitors and owners, and old numeric links to the shown profile', async () => {
    const [p, viewer] = (await newPlayers(t, 2)) as [Player, Player];
    const xid = (await mine(t, p)).data.shown_xid as string;
    await update(t, p, { xid, name: 'Public face', intro: 'Hi', links: [{ label: 'Web', url: 'https://a.example' }] });
    const visitor = await readPublic(t, undefined, xid);
    expect(visitor.code).toBe(0);
    expect(visitor.data).toMatchObject({
      xid,
      name: 'Public face',
      intro: 'Hi',
      links: [{ label: 'Web', url: 'https://a.example' }],
      is_mine: false,
    });
    expect((await readPublic(t, viewer, xid)).data.is_mine).toBe(false);
    expect((await readPublic(t, p, xid)).data.is_mine).toBe(true);
    expect((await readPublic(t, undefined, String(p.id))).data.xid).toBe(xid);
    // A player who never opened their profiles: an old link makes their first from the user info.
    const quiet = await newPlayer(t);
    const legacy = await readPublic(t, undefined, String(quiet.id));
    expect(legacy.code).toBe(0);
    expect(legacy.data).toMatchObject({ name: quiet.name, intro: 'Hello from the start' });
    expect(legacy.data.xid).toMatch(XID_RE);
    expect((await mine(t, quiet)).data.shown_xid).toBe(legacy.data.xid);
  });

  it('answers unknown profiles with not-found and malformed ids with a field error, never a 500', async () => {
    for (const id of ['zzzzzzzzzz', '999999999', '0', '999999999999999']) {
      const answer = await readPublic(t, undefined, id);
      expect({ id, status: answer.status, code: answer.code }).toEqual({ id, status: 404, code: ErrorCode.NOT_FOUND });
    }
    for (const id of ['', 'ABCDEFGHIJ', 'abc def ghi', '../../etc', '1234567890123456', '<svg onload=x>']) {
      const answer = await readPublic(t, undefined, id);
      expect({ id, status: answer.status, code: answer.code }).toEqual({ id, status: 400, code: ErrorCode.VALIDATION });
    }
  });

  it('limits visitors’ public reads per address', async () => {
    const p = await newPlayer(t);
    const xid = (await mine(t, p)).data.shown_xid as string;
    const ip = '10.250.1.7';
    for (let i = 0; i < PUBLIC_READS_PER_IP.max; i += 1)
      expect((await readPublic(t, undefined, i % 2 ? xid : 'zzzzzzzzzz', ip)).status).not.toBe(429);
    const over = await readPublic(t, undefined, xid, ip);
    expect(over.code).toBe(ErrorCode.RATE_LIMITED);
    // Another address, and a logged-in player on the same one, still read.
    expect((await readPublic(t, undefined, xid, '10.250.1.8')).code).toBe(0);
    expect((await readPublic(t, p, xid, ip)).code).toBe(0);
  });

  it('names the page’s head after the profile, and old links after the shown profile', async () => {
    const route = ROUTES.find((r) => r.id === 'profileXid');
    if (!route) throw new Error('no profileXid route');
    const p = await newPlayer(t);
    const xid = (await mine(t, p)).data.shown_xid as string;
    await update(t, p, { xid, name: 'Head <title>', intro: 'Seen in previews' });
    const head = (id: string) => loadHeadData(route, { xid: id }, t.database.db);
    expect(await head(xid)).toEqual({ title: 'Head <title>', description: 'Seen in previews' });
    expect((await head(String(p.id)))?.title).toBe('Head <title>');
    expect(await head('zzzzzzzzzz')).toBeUndefined();
    expect(await head('NOT-AN-ID')).toBeUndefined();
    // A player without profiles yet: their user info (heads never write).
    const quiet = await newPlayer(t);
    expect((await head(String(quiet.id)))?.title).toBe(quiet.name);
    expect(await liveCount(t, quiet.id)).toBe(0);
  });

  it('carries the counts the registered counter gives, for the shown profile and public reads', async () => {
    const seen: number[] = [];
    registerProfileCounts(async (_db, profileId) => {
      seen.push(profileId);
      return { posts: 3, followers: 12, following: 5 };
    });
    const p = await newPlayer(t);
    const list = (await mine(t, p)).data;
    expect(list.counts).toEqual({ posts: 3, followers: 12, following: 5 });
    const read = (await readPublic(t, undefined, list.shown_xid)).data;
    expect(read.counts).toEqual({ posts: 3, followers: 12, following: 5 });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
