import { ErrorCode } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';
import { addProfile, call, newPlayer, type Player, publish, text } from './support.ts';

/** Follows and /space, likes, comments: idempotence, pagination, limits. */

const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe.each(DB_KINDS)('community: follows, space, likes, comments (%s)', (kind) => {
  const t = useTestApp(kind);

  it('follows a profile, shows its public posts in /space newest first, page by page', async () => {
    const writer = await newPlayer(t);
    const reader = await newPlayer(t);
    const own = await call(t, writer, '/follow', { body: { xid: writer.xid, follow: true } });
    expect(own).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'own_profile' } });
    expect((await call(t, reader, '/follow', { body: { xid: 'nobody0000', follow: true } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(t, reader, '/follow', { body: { xid: 'Not-An-Xid', follow: true } })).code).toBe(
      ErrorCode.VALIDATION,
    );

    const empty = await call(t, reader, '/space_feed');
    expect(empty.data).toEqual({ list: [], next_cursor: null, following: 0 });
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push((await publish(t, writer, { title: `Post ${i}` })).id);
    await publish(t, writer, { title: 'A draft', status: 'draft' });

    expect((await call(t, undefined, '/follow_status', { query: { xid: writer.xid } })).data).toEqual({
      following: false,
      followers: 0,
      is_mine: false,
    });
    const followed = await call(t, reader, '/follow', { body: { xid: writer.xid, follow: true } });
    expect(followed.data).toEqual({ following: true, followers: 1, is_mine: false });
    // The profile pages' counts come from here too (registered with the profile service).
    const shown = await t.app.inject({
      method: 'GET',
      url: `/svc/profile/profile/public?xid=${writer.xid}`,
      headers: signedHeaders(),
    });
    expect(shown.json().data.counts).toEqual({ posts: 12, followers: 1, following: 0 });
    const readerCounts = await t.app.inject({
      method: 'GET',
      url: `/svc/profile/profile/public?xid=${reader.xid}`,
      headers: signedHeaders(),
    });
    expect(readerCounts.json().data.counts).toEqual({ posts: 0, followers: 0, following: 1 });
    expect((await call(t, reader, '/follow', { body: { xid: writer.xid, follow: true } })).data.followers).toBe(1);
    expect((await call(t, writer, '/follow_status', { query: { xid: writer.xid } })).data).toEqual({
      following: false,
      followers: 1,
      is_mine: true,
    });

    const first = await call(t, reader, '/space_feed');
    expect(first.data.following).toBe(1);
    expect(ids(first.data.list)).toEqual(made.slice(2).reverse());
    expect(first.data.next_cursor).toMatch(/^\d+\.[0-9a-z]{12}$/);
    const second = await call(t, reader, '/space_feed', { query: { cursor: first.data.next_cursor } });
    expect(ids(second.data.list)).toEqual(made.slice(0, 2).reverse());
    expect(second.data.next_cursor).toBeNull();
    expect(first.data.list[0]).toMatchObject({ title: 'Post 11', author: { xid: writer.xid, name: writer.name } });

    // The same pages on the profile.
    const profile = await call(t, undefined, '/profile_posts', { query: { xid: writer.xid } });
    expect(ids(profile.data.list)).toEqual(made.slice(2).reverse());
    const rest = await call(t, undefined, '/profile_posts', {
      query: { xid: writer.xid, cursor: profile.data.next_cursor },
    });
    expect(ids(rest.data.list)).toEqual(made.slice(0, 2).reverse());
    expect((await call(t, reader, '/space_feed', { query: { cursor: 'x' } })).code).toBe(ErrorCode.VALIDATION);

    expect((await call(t, reader, '/follow', { body: { xid: writer.xid, follow: false } })).data).toEqual({
      following: false,
      followers: 0,
      is_mine: false,
    });
    expect((await call(t, reader, '/space_feed')).data).toEqual({ list: [], next_cursor: null, following: 0 });
    expect((await call(t, undefined, '/space_feed')).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('discovers popular profiles with posts, most followed first, never the caller’s own', async () => {
    const [a, b, c, fan1, fan2] = [
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
    ] as [Player, Player, Player, Player, Player];
    await publish(t, a);
    await publish(t, b);
    await publish(t, c, { status: 'draft' });
    for (const fan of [fan1, fan2]) await call(t, fan, '/follow', { body: { xid: b.xid, follow: true } });
    await call(t, fan1, '/follow', { body: { xid: a.xid, follow: true } });
    const seen = await call(t, fan1, '/discover');
    const xids = seen.data.list.map((p: { xid: string }) => p.xid);
    expect(xids.indexOf(b.xid)).toBeLessThan(xids.indexOf(a.xid));
    expect(xids).not.toContain(c.xid);
    expect(xids).not.toContain(fan1.xid);
    expect(seen.data.list.find((p: { xid: string }) => p.xid === b.xid)).toMatchObject({
      followers: 2,
      posts: 1,
      following: true,
      name: b.name,
    });
    const mine = await call(t, b, '/discover');
    expect(mine.data.list.map((p: { xid: string }) => p.xid)).not.toContain(b.xid);
    expect((await call(t, undefined, '/discover')).code).toBe(0);
  });

  it('counts 50 identical likes sent at once as one, and an unlike as one less', async () => {
    const writer = await newPlayer(t);
    const fan = await newPlayer(t);
    const other = await newPlayer(t);
    const p = await publish(t, writer);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t, fan, '/like', { body: { post_id: p.id, like: true } })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array.from({ length: 50 }, () => 0));
    expect(answers.every((a) => a.data.liked && a.data.like_count === 1)).toBe(true);
    expect((await call(t, other, '/like', { body: { post_id: p.id, like: true } })).data).toEqual({
      liked: true,
      like_count: 2,
    });
    expect((await call(t, fan, '/post_detail', { query: { post_id: p.id } })).data).toMatchObject({
      liked: true,
      like_count: 2,
    });
    expect((await call(t, fan, '/like', { body: { post_id: p.id, like: false } })).data).toEqual({
      liked: false,
      like_count: 1,
    });
    expect((await call(t, fan, '/like', { body: { post_id: p.id, like: false } })).data.like_count).toBe(1);
    const draft = await publish(t, writer, { status: 'draft' });
    expect((await call(t, fan, '/like', { body: { post_id: draft.id, like: true } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, undefined, '/like', { body: { post_id: p.id, like: true } })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
  });

  it('adds plain-text comments, lists them with their authors, deletes only one’s own', async () => {
    const writer = await newPlayer(t);
    const fan = await newPlayer(t);
    const noProfile = await newPlayer(t, { profile: false, name: 'Quiet Reader' });
    const p = await publish(t, writer);
    const hostile = '<img src=x onerror=alert(1)> **not bold** [x](javascript:alert(1))';
    const added = await call(t, fan, '/comment_add', { body: { post_id: p.id, body: `  ${hostile}\n` } });
    expect(added.code, JSON.stringify(added)).toBe(0);
    expect(added.data).toMatchObject({
      comment_count: 1,
      comment: { body: hostile, is_mine: true, author: { xid: fan.xid, name: fan.name } },
    });
    await call(t, noProfile, '/comment_add', { body: { post_id: p.id, body: 'Nice!' } });
    const list = await call(t, undefined, '/comments', { query: { post_id: p.id } });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((c: { body: string }) => c.body)).toEqual([hostile, 'Nice!']);
    expect(list.data.list[1].author).toEqual({ xid: '', name: 'Quiet Reader', avatar_url: '' });
    expect(list.data.list.every((c: { is_mine: boolean }) => !c.is_mine)).toBe(true);

    const id = added.data.comment.id as number;
    expect((await call(t, writer, '/comment_delete', { body: { comment_id: id } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, fan, '/comment_delete', { body: { comment_id: id } })).data).toEqual({
      deleted: true,
      comment_count: 1,
    });
    expect((await call(t, fan, '/comment_delete', { body: { comment_id: id } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, undefined, '/comments', { query: { post_id: p.id } })).data.list).toHaveLength(1);

    for (const body of ['', '   ', 'x'.repeat(501), 'bell\u0007']) {
      const bad = await call(t, fan, '/comment_add', { body: { post_id: p.id, body } });
      expect(bad.code, body).toBe(ErrorCode.VALIDATION);
      expect(bad.data.body).toBeDefined();
    }
    const draft = await publish(t, writer, { status: 'draft' });
    expect((await call(t, fan, '/comment_add', { body: { post_id: draft.id, body: 'hi' } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(t, undefined, '/comments', { query: { post_id: draft.id } })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('pages comments after the last id seen', async () => {
    const writer = await newPlayer(t);
    const p = await publish(t, writer);
    const fans: Player[] = [];
    for (let i = 0; i < 3; i++) fans.push(await newPlayer(t));
    for (let i = 0; i < 22; i++)
      await call(t, fans[i % 3] as Player, '/comment_add', { body: { post_id: p.id, body: `c${i}` } });
    const first = await call(t, undefined, '/comments', { query: { post_id: p.id } });
    expect(first.data.list).toHaveLength(20);
    const next = await call(t, undefined, '/comments', { query: { post_id: p.id, cursor: first.data.next_cursor } });
    expect(next.data.list.map((c: { body: string }) => c.body)).toEqual(['c20', 'c21']);
    expect(next.data.next_cursor).toBeNull();
  });

  it('limits likes, follows and comments per player', async () => {
    const writer = await newPlayer(t);
    const fan = await newPlayer(t);
    const p = await publish(t, writer);
    const codes = async (n: number, send: () => Promise<{ code: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await send()).code);
      return out;
    };
    const comments = await codes(21, () => call(t, fan, '/comment_add', { body: { post_id: p.id, body: 'again' } }));
    expect(comments.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(comments[20]).toBe(ErrorCode.RATE_LIMITED);
    const likes = await codes(121, () => call(t, fan, '/like', { body: { post_id: p.id, like: true } }));
    expect(likes.slice(0, 120).every((c) => c === 0)).toBe(true);
    expect(likes[120]).toBe(ErrorCode.RATE_LIMITED);
    const follows = await codes(61, () => call(t, fan, '/follow', { body: { xid: writer.xid, follow: true } }));
    expect(follows.slice(0, 60).every((c) => c === 0)).toBe(true);
    expect(follows[60]).toBe(ErrorCode.RATE_LIMITED);
    // Another player is not slowed.
    const other = await newPlayer(t);
    expect((await call(t, other, '/comment_add', { body: { post_id: p.id, body: 'hi' } })).code).toBe(0);
  });

  it('writes under another profile of the player when asked, never someone else’s', async () => {
    const ana = await newPlayer(t);
    const bob = await newPlayer(t);
    const second = await addProfile(t, ana, 'Ana cooks');
    const saved = await call(t, ana, '/post_save', {
      body: { title: 'Phở', cover: null, blocks: [text('Broth first.')], status: 'published', profile: second },
    });
    expect(saved.data.post.author).toMatchObject({ xid: second, name: 'Ana cooks' });
    const stolen = await call(t, ana, '/post_save', {
      body: { title: 'x', cover: null, blocks: [], status: 'draft', profile: bob.xid },
    });
    expect(stolen.code).toBe(ErrorCode.VALIDATION);
    expect(stolen.data.profile).toBeDefined();
  });
});
