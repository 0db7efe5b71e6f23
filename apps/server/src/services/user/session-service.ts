import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { createSession } from '../../lib/session-keys.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { deviceIdOf, type UserDeps } from './context.ts';
import { findUserById, trustDevice, type UserRow } from './repo.ts';

export interface LoginAnswer {
  user_id: number;
  user_secret_key: string;
  username: string;
  user_login: string;
  is_new: boolean;
}

/** Every login spends one hit of the per-IP login limit before any work. */
export function limitLogin(deps: UserDeps, request: FastifyRequest): Promise<void> {
  return deps.app.rateLimit('login-ip', clientIp(request), deps.app.limits.loginPerIp);
}

/** Failed password logins per phone: the fifth within 15 minutes asks for a one-time code (1010). */
export const PASSWORD_FAILURE_LIMIT = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

export function failureKey(phone: string): string {
  return `pwfail:${phone}`;
}

/**
 * Issues a new 256-bit session key (stored hashed) and trusts the calling device. A login that proved
 * the phone (one-time code) also lifts a password lockout.
 */
export async function completeLogin(
  deps: UserDeps,
  request: FastifyRequest,
  user: UserRow,
  loginType: string,
  isNew = false,
): Promise<LoginAnswer> {
  const key = await createSession(deps.app.db, user.id, loginType);
  const did = deviceIdOf(request);
  if (did) await trustDevice(deps.app.db, user.id, did);
  if (user.phoneNumber && loginType === 'phone_otp') await deps.app.fastStore.delete(failureKey(user.phoneNumber));
  return {
    user_id: user.id,
    user_secret_key: key,
    username: user.username,
    user_login: user.userLogin,
    is_new: isNew,
  };
}

export async function requireUser(deps: UserDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.app.db, userId);
  if (!user) throw new AppError('SESSION_INVALID');
  return user;
}
