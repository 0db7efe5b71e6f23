import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one } from '../../src/ledger/sql.ts';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';
import { type Answer, BASE, newUser, type User } from './support.ts';

/**
 * Browsers send no D-Id (only the native app and Telegram have one), so a player who registers a second account
 * through their own link in the same browser must still be caught: the invite calls give a browser a device cookie,
 * and registration reads it.
 */

/** A call as a browser makes it: no D-Id header, the cookie jar's cookie when there is one. */
async function browserCall(t: ReturnType<typeof useTestApp>, user: User, path: string, jar: string[], body?: object) {
  const response = await t.app.inject({
    method: body ? 'POST' : 'GET',
    url: `${BASE}${path}`,
    headers: {
      ...signedHeaders({ userId: user.id, secretKey: user.key, extra: { 'Country-Code': 'vn' } }),
      ...(jar.length > 0 ? { cookie: jar.join('; ') } : {}),
    },
    remoteAddress: '10.9.0.1',
    ...(body ? { payload: body } : {}),
  });
  const set = response.headers['set-cookie'];
  for (const cookie of [set ?? []].flat()) jar.push(String(cookie).split(';')[0] as string);
  return { json: response.json() as { code: number; data: Answer['data'] }, setCookie: set };
}

async function flagOf(t: ReturnType<typeof useTestApp>, userId: number) {
  return (
    await one<{ flag_reason: string }>(
      t.database.db,
      sql`select flag_reason from fortune_invitees where user_id = ${userId}`,
    )
  )?.flag_reason;
}

describe.each(DB_KINDS)('self-referrals from one browser (%s)', (kind) => {
  const t = useTestApp(kind);

  it('flags a second account registered in the inviter’s browser, and nobody from another browser', async () => {
    const own: string[] = [];
    const inviter = await newUser(t, 'Browser Binh');
    expect((await browserCall(t, inviter, '/register', own, { age_confirmed: true })).json.code).toBe(0);
    const link = await browserCall(t, inviter, '/pwa_invite_url', own);
    expect(link.json.code).toBe(0);
    const cookie = String([link.setCookie].flat()[0]);
    expect(cookie).toMatch(/^fortune_did=b_[A-Za-z0-9_-]{22}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/svc/fortune');
    const code = link.json.data.link.code;
    // The same browser keeps its cookie: it is not given another.
    expect((await browserCall(t, inviter, '/invite_summary', own)).setCookie).toBeUndefined();

    // A second account in the same browser (same cookie jar) registers through the link.
    const second = await newUser(t, 'Binh again');
    const joined = await browserCall(t, second, '/register', own, { age_confirmed: true, invite_code: code });
    expect(joined.json.code).toBe(0);
    expect(await flagOf(t, second.id)).toBe('same_device');

    // A friend in a browser of their own is not flagged.
    const friend = await newUser(t, 'Friend Phuc');
    const theirs: string[] = [];
    await browserCall(t, friend, '/invite_master_conf', theirs);
    expect(theirs).toHaveLength(1);
    expect(
      (await browserCall(t, friend, '/register', theirs, { age_confirmed: true, invite_code: code })).json.code,
    ).toBe(0);
    expect(await flagOf(t, friend.id)).toBe('');
  });

  it('leaves apps with a D-Id of their own without a cookie', async () => {
    const user = await newUser(t, 'App Anh');
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/invite_master_conf`,
      headers: signedHeaders({ userId: user.id, secretKey: user.key, extra: { 'D-Id': user.did } }),
    });
    expect(response.json().code).toBe(0);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
