import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById } from './repo.ts';

/**
 * For calls that need a bound phone (withdrawals, switching market...): answers 1012, which sends the
 * player to bind-phone with the in-flight route as backUrl. Other services import this.
 */
export async function requirePhone(db: Db, userId: number): Promise<string> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('SESSION_INVALID');
  if (!row.phoneNumber) throw new AppError('PHONE_BINDING_REQUIRED');
  return row.phoneNumber;
}
