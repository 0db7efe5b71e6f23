import { createHash } from 'node:crypto';
import type { SessionView } from '@arcadia/contract/calls/account/common';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forgetCachedSessions, hashKey, SESSION_IDLE_MS } from '../../lib/session-keys.ts';

/**
 * The player's sessions as /profile/account lists them. A session is named on the wire by an opaque id made from its
 * key hash (never the hash itself), so the list gives nothing a thief could log in with.
 */

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function sessionIdOf(keyHash: string): string {
  return createHash('sha256').update(`session-id:${keyHash}`).digest('hex').slice(0, 16);
}

/** Live: not revoked, not past its absolute expiry, used within the idle lifetime. */
const live = (userId: number, now: Date) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );

export async function listSessions(db: Db, userId: number, currentKey: string, now = new Date()) {
  const current = hashKey(currentKey);
  const found = await db.select().from(sessions).where(live(userId, now)).orderBy(desc(sessions.lastSeenAt));
  const list: SessionView[] = found.map((s) => ({
    session_id: sessionIdOf(s.keyHash),
    login_type: s.loginType,
    created_at: seconds(s.createdAt),
    last_seen_at: seconds(s.lastSeenAt),
    expires_at: seconds(s.expiresAt),
    current: s.keyHash === current,
  }));
  return { list: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
}

/**
 * Revoked sessions are also dropped from this process's session cache at once (another process forgets them within
 * SESSION_CACHE_MS), so the signed-out device answers 1004 on its next call.
 */
export async function signOutSession(db: Db, userId: number, currentKey: string, sessionId: string, now = new Date()) {
  const current = hashKey(currentKey);
  const found = await db.select({ keyHash: sessions.keyHash }).from(sessions).where(live(userId, now));
  const target = found.find((s) => sessionIdOf(s.keyHash) === sessionId);
  if (!target) throw new AppError('NOT_FOUND', 'That session has ended already.');
  if (target.keyHash === current)
    throw new AppError('CONFLICT', 'This is the session you are using: log out instead.', {
      reason: 'current_session',
    });
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.keyHash, target.keyHash), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetCachedSessions(db);
  return { signed_out: true as const };
}

/** Every session of the player but the one asking: the current key is excluded in the statement itself. */
export async function signOutOthers(db: Db, userId: number, currentKey: string, now = new Date()) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), ne(sessions.keyHash, hashKey(currentKey))))
    .returning({ keyHash: sessions.keyHash });
  if (revoked.length > 0) forgetCachedSessions(db);
  return { signed_out: revoked.length };
}
