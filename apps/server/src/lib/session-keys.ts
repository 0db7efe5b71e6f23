import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

function envSeconds(key: string, fallback: number): number {
  const value = Number(process.env[key]);
  return Number.isInteger(value) && value > 0 ? value * 1000 : fallback;
}

/**
 * Idle and absolute session lifetimes (DESIGN.md section 5): a key unused for 7 days, or 30 days after
 * login, answers 1004. SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS override them.
 */
export const SESSION_IDLE_MS = envSeconds('SESSION_IDLE_SECONDS', 7 * 24 * 3600 * 1000);
export const SESSION_ABSOLUTE_MS = envSeconds('SESSION_ABSOLUTE_SECONDS', 30 * 24 * 3600 * 1000);
/** last_seen_at is written at most this often, so a busy player costs one write a minute, not one a call. */
const TOUCH_EVERY_MS = 60_000;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** 256 random bits, hex encoded. */
export function newSessionKey(): string {
  return randomBytes(32).toString('hex');
}

export async function createSession(db: Db, userId: number, loginType: string, key = newSessionKey()): Promise<string> {
  const now = Date.now();
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
  const [row] = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.keyHash, hashKey(key)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.userId !== userId) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.keyHash, hashKey(key)));
  }
  return row.userId;
}

export async function revokeSession(db: Db, key: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.keyHash, hashKey(key)));
}

/** Ends every session of a player (password reset). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
