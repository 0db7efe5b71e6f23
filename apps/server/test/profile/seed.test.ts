import { PROFILE_XID_RE } from '@arcadia/contract/calls/profile/index';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { DEMO_PROFILE_XIDS, seedProfiles } from '../../src/services/profile/seed.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, userRow } from './support.ts';

/** The demo profiles: one per demo player of every market that has one, with artwork; idempotent. */

describe.each(DB_KINDS)('profile: demo seed (%s)', (kind) => {
  const t = useTestApp(kind);

  it('gives the demo players profiles with pictures, keeps their usernames, and runs twice safely', async () => {
    await seedProfiles(t.database.db, t.app.blobs);
    await seedProfiles(t.database.db, t.app.blobs);
    const made = await rows<{ xid: string; user_id: number | string; country_code: string }>(
      t.database.db,
      sql`select p.xid, p.user_id, u.country_code from profiles p join users u on u.id = p.user_id
          where p.deleted_at is null order by p.user_id, p.selected_at desc`,
    );
    const expected = Object.values(DEMO_PROFILE_XIDS).flat();
    expect(made.map((r) => r.xid).sort()).toEqual([...expected].sort());
    for (const xid of expected) expect(xid).toMatch(PROFILE_XID_RE);
    expect(new Set(made.map((r) => r.country_code))).toEqual(new Set(['vn', 'id', 'br', 'th', 'ph', 'my', 'mx', 'ru']));

    // Linh shows her first profile under her username; her second is there to switch to.
    const linh = (await call(t, undefined, '/public', { query: { xid: '100001' } })).data;
    expect(linh).toMatchObject({ xid: 'linhtran01', name: 'Linh Tran' });
    expect(linh.intro).toContain('pixel art');
    expect((await call(t, undefined, '/public', { query: { xid: 'linhpixel7' } })).data.name).toBe(
      'Linh • Pixel Studio',
    );
    const mirrored = await userRow(t, 100001);
    expect(mirrored).toMatchObject({ username: 'Linh Tran', head_url: linh.avatar_url, intro: linh.intro });

    for (const url of [linh.avatar_url, linh.background_url]) {
      const served = await t.app.inject({ method: 'GET', url: `${url}?w=256&fm=webp` });
      expect(served.statusCode, url).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });
});
