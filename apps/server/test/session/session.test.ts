import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import {
  createSession,
  forgetCachedSessions,
  hashKey,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../src/lib/session-keys.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { expectCode, newPlayer, post } from '../user/support.ts';

describe.each(DB_KINDS)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const info = (userId: number, secretKey: string) => post(t, '/user/get_user_info', {}, { userId, secretKey });

  it('uses 7 days idle and 30 days absolute lifetimes', () => {
    expect(SESSION_IDLE_MS).toBe(7 * 86_400_000);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * 86_400_000);
  });

  it('stores only the hash of a login key', async () => {
    const player = await newPlayer(t);
    const rows = await t.app.db.select().from(sessions).where(sql`${sessions.userId} = ${player.userId}`);
    expect(rows.map((r) => r.keyHash)).toEqual([hashKey(player.secretKey)]);
    expect(JSON.stringify(rows)).not.toContain(player.secretKey);
    expect(rows[0]?.loginType).toBe('phone_otp');
  });

  it('answers 1004 once a session has been idle longer than the idle limit', async () => {
    const key = await createSession(t.app.db, 100002, 'test');
    expectCode(await info(100002, key), 0);
    await t.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '7 days 1 minute' where key_hash = ${hashKey(key)}`,
    );
    // The edit stands for a week passing: far longer than the server remembers a checked session.
    forgetCachedSessions(t.app.db);
    expectCode(await info(100002, key), 1004);
  });

  it('keeps an active session alive: a call moves last_seen_at forward', async () => {
    const key = await createSession(t.app.db, 100002, 'test');
    await t.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '6 days' where key_hash = ${hashKey(key)}`,
    );
    expectCode(await info(100002, key), 0);
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(sql`${sessions.keyHash} = ${hashKey(key)}`);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('answers 1004 past the absolute expiry even when the session is in use', async () => {
    const key = await createSession(t.app.db, 100002, 'test');
    await t.app.db.execute(
      sql`update sessions set created_at = now() - interval '30 days', expires_at = now() - interval '1 second', last_seen_at = now() where key_hash = ${hashKey(key)}`,
    );
    expectCode(await info(100002, key), 1004);
  });

  it('answers 1004 for a revoked session (logout) while other sessions of the player live on', async () => {
    const a = await createSession(t.app.db, 100002, 'test');
    const b = await createSession(t.app.db, 100002, 'test');
    expectCode(await post(t, '/user/logout', {}, { userId: 100002, secretKey: a }), 0);
    expectCode(await info(100002, a), 1004);
    expectCode(await info(100002, b), 0);
  });

  it('remembers a checked session for a moment: a revocation by another server process applies once that runs out', async () => {
    const key = await createSession(t.app.db, 100002, 'test');
    expectCode(await info(100002, key), 0);
    // Another process revokes it in the database; this one still knows the key as valid for up to SESSION_CACHE_MS.
    await t.app.db.execute(sql`update sessions set revoked_at = now() where key_hash = ${hashKey(key)}`);
    expectCode(await info(100002, key), 0);
    expectCode(await info(100003, key), 1004); // the remembered key still belongs to its own player only
    forgetCachedSessions(t.app.db);
    expectCode(await info(100002, key), 1004);
  });

  it('ignores non-positive ids and empty, null or undefined keys (1004 on calls that need a session)', async () => {
    for (const [userId, secretKey] of [
      [0, 'x'],
      [-5, 'x'],
      [100001, ''],
      [100001, 'undefined'],
      [100001, 'null'],
    ] as const) {
      expectCode(await info(userId, secretKey), 1004);
    }
  });
});
