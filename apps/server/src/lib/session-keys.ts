import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { processSettings } from '../config-schema.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

/**
 * Idle and absolute session lifetimes (DESIGN.md section 5): a key unused for 7 days, or 30 days after
 * login, answers 1004. SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS override them.
 */
const settings = processSettings();
export const SESSION_IDLE_MS = settings.SESSION_IDLE_SECONDS * 1000;
export const SESSION_ABSOLUTE_MS = settings.SESSION_ABSOLUTE_SECONDS * 1000;
/** last_seen_at is written at most this often, so a busy player costs one write a minute, not one a call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * A valid session is remembered for this long (SESSION_CACHE_MS, default 2000; 0 turns it off), so a busy player's
 * calls skip the session query: one database round trip less per call. Logout and password reset on this process
 * forget it at once; another server process may accept a revoked key until its own entry runs out.
 */
const SESSION_CACHE_MS = settings.SESSION_CACHE_MS;
const CACHE_LIMIT = 50_000;

interface CachedSession {
  userId: number;
  until: number;
}
const sessionCache = new WeakMap<Db, Map<string, CachedSession>>();

function cacheOf(db: Db): Map<string, CachedSession> {
  let byHash = sessionCache.get(db);
  if (!byHash) {
    byHash = new Map();
    sessionCache.set(db, byHash);
  }
  return byHash;
}

function remember(db: Db, hash: string, entry: CachedSession) {
  if (SESSION_CACHE_MS === 0) return;
  const byHash = cacheOf(db);
  if (byHash.size >= CACHE_LIMIT) byHash.delete(byHash.keys().next().value as string);
  byHash.set(hash, entry);
}

/** Drops every remembered session of `db`: for tests that change the sessions table behind the server's back. */
export function forgetCachedSessions(db: Db) {
  sessionCache.delete(db);
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** 256 random bits, hex encoded. */
function newSessionKey(): string {
  return randomBytes(32).toString('hex');
}

export async function createSession(db: Db, userId: number, loginType: string, key = newSessionKey()): Promise<string> {
  const now = Date.now();
  cacheOf(db).delete(hashKey(key));
  await db
    .insert(sessions)
    .values({ keyHash: hashKey(key), userId, loginType, expiresAt: new Date(now + SESSION_ABSOLUTE_MS) })
    .onConflictDoUpdate({
      target: sessions.keyHash,
      set: { revokedAt: null, lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_ABSOLUTE_MS) },
    });
  return key;
}

/** The user id the key belongs to, or undefined when the key is unknown, revoked, expired or idle too long. */
export async function resolveSession(db: Db, userId: number, key: string): Promise<number | undefined> {
  const now = new Date();
  const hash = hashKey(key);
  const cached = cacheOf(db).get(hash);
  if (cached && cached.until > now.getTime()) return cached.userId === userId ? userId : undefined;
  const read = async () =>
    (
      await db
        .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.keyHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1)
    )[0];
  // 1004 logs the player out, so a miss is read twice: while Postgres cuts connections, postgres.js has been seen
  // to hand a query another's result (fault 5), and one such read must not end a live session.
  let row = await read();
  if (!row || row.userId !== userId) row = await read();
  if (!row || row.userId !== userId) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.keyHash, hash));
  }
  remember(db, hash, {
    userId: row.userId,
    until: Math.min(now.getTime() + SESSION_CACHE_MS, row.expiresAt.getTime()),
  });
  return row.userId;
}

export async function revokeSession(db: Db, key: string): Promise<void> {
  cacheOf(db).delete(hashKey(key));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.keyHash, hashKey(key)));
}

/** Ends every session of a player (password reset). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  const byHash = cacheOf(db);
  for (const [hash, entry] of byHash) if (entry.userId === userId) byHash.delete(hash);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
