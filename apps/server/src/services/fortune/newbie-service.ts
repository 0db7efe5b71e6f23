import { NEWBIE_TASKS } from '@arcadia/contract/calls/fortune/newbie';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fortuneDraws, fortuneLimits, paymentOrders } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { findPlayer, requirePlayer } from './access.ts';
import { grantChances } from './chances.ts';
import { vipLevelOf } from './vip-service.ts';

type NewbieTask = (typeof NEWBIE_TASKS)[number];

/** The first week's checklist and the extra lucky-spin chances each task earns. */
const NEWBIE_WINDOW_DAYS = 7;
const REWARD: Record<NewbieTask, number> = {
  join: 1,
  first_recharge: 2,
  first_spin: 1,
  first_lottery: 1,
  set_limit: 1,
  vip_1: 2,
};
const DAY_MS = 24 * 3600 * 1000;

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

async function doneTasks(db: Db, userId: number, now: Date): Promise<Record<NewbieTask, boolean>> {
  const drew = (game: string) =>
    exists(
      db
        .select({ id: fortuneDraws.id })
        .from(fortuneDraws)
        .where(and(eq(fortuneDraws.userId, userId), eq(fortuneDraws.game, game)))
        .limit(1),
    );
  return {
    join: true,
    first_recharge: await exists(
      db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.userId, userId), eq(paymentOrders.brand, 'fortune'), eq(paymentOrders.status, 'paid')),
        )
        .limit(1),
    ),
    first_spin: await drew('lucky_spin'),
    first_lottery: await drew('free_lottery'),
    set_limit: await exists(
      db.select({ n: sql`1` }).from(fortuneLimits).where(eq(fortuneLimits.userId, userId)).limit(1),
    ),
    vip_1: (await vipLevelOf(db, userId, now)).level.level >= 1,
  };
}

/** Shown during the player's first week on Fortune until every task is done. */
export async function newbieVisible(db: Db, userId: number, now = new Date()) {
  const player = await findPlayer(db, userId);
  if (!player) return { visible: false, ends_at: 0 };
  const ends = player.registeredAt.getTime() + NEWBIE_WINDOW_DAYS * DAY_MS;
  const done = await doneTasks(db, userId, now);
  const allDone = NEWBIE_TASKS.every((t) => done[t]);
  return { visible: now.getTime() < ends && !allDone, ends_at: Math.floor(ends / 1000) };
}

/** The checklist; a task done within the first week earns its chances once (grantChances is once per source). */
export async function newbieStatus(db: Db, userId: number, now = new Date()) {
  const player = await requirePlayer(db, userId);
  const done = await doneTasks(db, userId, now);
  const open = now.getTime() < player.registeredAt.getTime() + NEWBIE_WINDOW_DAYS * DAY_MS;
  if (open)
    await inTransaction(db, async (tx) => {
      for (const task of NEWBIE_TASKS)
        if (done[task])
          await grantChances(tx, { userId, game: 'lucky_spin', source: `newbie:${task}`, amount: REWARD[task] }, now);
    });
  return {
    tasks: NEWBIE_TASKS.map((id) => ({ id, done: done[id], reward_chances: REWARD[id] })),
    all_done: NEWBIE_TASKS.every((t) => done[t]),
  };
}
