import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** Demo passwords for phone + password login (README). Ana has no phone: she shows the 1012 flow. */
export const DEMO_PASSWORDS: Readonly<Record<number, string>> = {
  100001: 'linh-demo-2026',
  100002: 'budi-demo-2026',
  100003: 'ana-demo-2026',
};

/** Hashed once per process: every test app seeds these, and argon2id is slow on purpose. */
const hashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** Idempotent: gives each demo user its password once (never overwrites one a person changed). */
export async function seedDemoPasswords(db: Db): Promise<void> {
  for (const [id, password] of Object.entries(DEMO_PASSWORDS)) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, Number(id)), isNull(users.passwordHash)))
      .limit(1);
    if (!row) continue;
    await db
      .update(users)
      .set({ passwordHash: await demoHash(password) })
      .where(and(eq(users.id, row.id), isNull(users.passwordHash)));
  }
}
