import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { seedCommunity } from '../../src/services/community/seed.ts';
import { seedProfiles } from '../../src/services/profile/seed.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call } from './support.ts';

/** The demo posts: under the seeded demo profiles, pictures drawn for them, /space not empty, idempotent. */

const LINH = {
  id: 100001,
  key: 'demo0000000000000000000000000000000000000000000000000000000linh',
  name: 'Linh',
  xid: '',
};

describe.each(DB_KINDS)('community: demo data (%s)', (kind) => {
  const t = useTestApp(kind);

  it('writes posts in every demo market, follows and likes, once however often it runs', async () => {
    const count = async () =>
      (
        await rows<{ posts: number; follows: number; likes: number; comments: number; media: number }>(
          t.database.db,
          sql`select (select count(*)::int from posts) as posts, (select count(*)::int from profile_follows) as follows,
            (select count(*)::int from post_likes) as likes, (select count(*)::int from post_comments) as comments,
            (select count(*)::int from post_media) as media`,
        )
      )[0];
    // No profiles yet: nothing is written (the profiles come first).
    await seedCommunity(t.app.db, t.app.blobs);
    expect((await count())?.posts).toBe(0);

    await seedProfiles(t.app.db, t.app.blobs);
    await seedCommunity(t.app.db, t.app.blobs);
    const first = await count();
    expect(first?.posts).toBe(12);
    expect(first?.follows).toBeGreaterThan(15);
    expect(first?.likes).toBeGreaterThan(5);
    await seedCommunity(t.app.db, t.app.blobs);
    expect(await count()).toEqual(first);

    const markets = await rows<{ country_code: string }>(
      t.database.db,
      sql`select distinct u.country_code from posts p join users u on u.id = p.user_id order by 1`,
    );
    expect(markets.map((m) => m.country_code)).toEqual(['br', 'id', 'mx', 'my', 'ph', 'ru', 'th', 'vn']);

    const space = await call(t, LINH, '/space_feed');
    expect(space.code, JSON.stringify(space)).toBe(0);
    expect(space.data.following).toBe(5);
    expect(space.data.list.length).toBeGreaterThanOrEqual(5);
    const sprite = await call(t, undefined, '/post_detail', { query: { post_id: 'demolinhpx01' } });
    const gif = sprite.data.blocks.find((b: { type: string }) => b.type === 'gif');
    const stored = (await t.app.blobs.get(gif.key)) as Buffer;
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(4);
    expect(sprite.data.like_count).toBe(4);
    const comments = await call(t, undefined, '/comments', { query: { post_id: 'demolinhpx01' } });
    expect(comments.data.list[0].author.xid).toBe('budisantos');
  });
});
