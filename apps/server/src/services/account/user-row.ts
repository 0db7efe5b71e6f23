import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, type UserRow } from '../user/repo.ts';

/** The caller's user row (a session without one is a dead session: 1004). */
export async function requireUserRow(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('SESSION_INVALID');
  return user;
}
