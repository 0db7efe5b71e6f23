import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

/** Idle and absolute session lifetimes (DESIGN.md section 5). */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;

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
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
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
