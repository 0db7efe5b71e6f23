import type { NewbieStepId } from '@arcadia/contract/calls/activity/newbie';
import { and, eq, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { activityNewbieClaims, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

/** What the player has done that the journey counts, read from the areas that own it. */
export interface NewbieFacts {
  registeredAt: Date;
  bind_phone: boolean;
  first_task: boolean;
  first_recharge: boolean;
}

export async function newbieFacts(db: Db, userId: number): Promise<NewbieFacts | undefined> {
  const [row] = await db
    .select({
      registeredAt: users.createdAt,
      phone: sql<boolean>`${users.phoneNumber} is not null`,
      task: sql<boolean>`exists (select 1 from task_completions c where c.user_id = users.id and c.status = 'paid')`,
      recharge: sql<boolean>`exists (select 1 from payment_orders o
        where o.user_id = users.id and o.kind = 'recharge' and o.brand = 'main' and o.status = 'paid')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    registeredAt: row.registeredAt,
    bind_phone: Boolean(row.phone),
    first_task: Boolean(row.task),
    first_recharge: Boolean(row.recharge),
  };
}

export async function claimsOf(db: Db, userId: number) {
  return db
    .select({ step: activityNewbieClaims.step, kc: activityNewbieClaims.kc, claimedAt: activityNewbieClaims.claimedAt })
    .from(activityNewbieClaims)
    .where(eq(activityNewbieClaims.userId, userId));
}

/** The once-only claim row; false when the step was claimed before (or a racing twin holds it). */
export async function insertClaim(tx: Exec, userId: number, step: NewbieStepId, kc: bigint): Promise<boolean> {
  const rows = await asDb(tx)
    .insert(activityNewbieClaims)
    .values({ userId, step, kc })
    .onConflictDoNothing()
    .returning({ step: activityNewbieClaims.step });
  return rows.length > 0;
}

export async function claimOf(db: Db, userId: number, step: NewbieStepId) {
  const [row] = await db
    .select({ kc: activityNewbieClaims.kc })
    .from(activityNewbieClaims)
    .where(and(eq(activityNewbieClaims.userId, userId), eq(activityNewbieClaims.step, step)));
  return row;
}
