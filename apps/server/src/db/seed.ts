import { sql } from 'drizzle-orm';
import { createSession } from '../lib/session-keys.ts';
import { seedAichat } from '../services/aichat/seed.ts';
import { seedFortune } from '../services/fortune/seed.ts';
import { seedPartners } from '../services/partner/seed.ts';
import { seedDemoPasswords } from '../services/user/seed.ts';
import { seedWallet } from '../services/wallet/seed.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';
import { seedTask } from './seed-task.ts';

/** Demo players listed in the README. Their secret keys are fixed so a person can log in with them. */
export const DEMO_USERS = [
  {
    id: 100001,
    username: 'Linh Tran',
    userLogin: 'demo_linh',
    phoneNumber: '+84901234567',
    countryCode: 'vn',
    secretKey: 'demo0000000000000000000000000000000000000000000000000000000linh',
  },
  {
    id: 100002,
    username: 'Budi Santoso',
    userLogin: 'demo_budi',
    phoneNumber: '+6281234567890',
    countryCode: 'id',
    secretKey: 'demo0000000000000000000000000000000000000000000000000000000budi',
  },
  {
    id: 100003,
    username: 'Ana Souza',
    userLogin: 'demo_ana',
    phoneNumber: null,
    countryCode: 'br',
    secretKey: 'demo00000000000000000000000000000000000000000000000000000000ana',
  },
] as const;

/** Idempotent: running it twice leaves the same rows. Each feature adds its demo data through `seeders`. */
type Seeder = (db: Db) => Promise<void>;
const seeders: Seeder[] = [seedAichat, seedDemoPasswords, seedWallet, seedTask, seedFortune, seedPartners];

export async function seedDemo(db: Db): Promise<void> {
  for (const user of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        id: user.id,
        username: user.username,
        userLogin: user.userLogin,
        phoneNumber: user.phoneNumber,
        countryCode: user.countryCode,
        isDemo: true,
      })
      .onConflictDoNothing();
    await createSession(db, user.id, 'demo', user.secretKey);
  }
  // Keep generated ids clear of the demo range.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 200000))`,
  );
  for (const seed of seeders) await seed(db);
}
