import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The new-player journey (issue 18, docs/rewards.md): one row per step a player claimed. The primary key is what
 * makes a claim once-only; the KC paid is kept beside it as the ledger transfer's reference says.
 */
export const activityNewbieClaims = pgTable(
  'activity_newbie_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    step: text('step').notNull(),
    kc: bigint('kc', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.step] }),
    check(
      'activity_newbie_claims_step_ck',
      sql`${t.step} in ('bind_phone', 'first_task', 'first_recharge', 'first_invite')`,
    ),
  ],
);
