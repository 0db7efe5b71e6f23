import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById } from './repo.ts';

/**
 * For calls that send a player's money out (withdrawals, transfers to another player or to a chain): a player an
 * operator froze gets 4030 with `reason: "account_frozen"`. Money coming in (rewards, top-ups) is not affected.
 */
export async function requireNotFrozen(db: Db, userId: number): Promise<void> {
  const row = await findUserById(db, userId);
  if (row?.frozenAt)
    throw new AppError('FORBIDDEN', 'This account is paused while our team checks it. Please contact support.', {
      reason: 'account_frozen',
    });
}
