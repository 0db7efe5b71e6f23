import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * For calls that send a player's money out (withdrawals, transfers to another player or to a chain): a player an
 * operator froze gets 4030 with `reason: "account_frozen"`. Money coming in (rewards, top-ups) is not affected.
 */
export async function requireNotFrozen(db: Db, userId: number): Promise<void> {
  // Only the one column: this runs before every outgoing transfer.
  const [row] = await db.select({ frozenAt: users.frozenAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (row?.frozenAt)
    throw new AppError('FORBIDDEN', 'This account is paused while our team checks it. Please contact support.', {
      reason: 'account_frozen',
    });
}
