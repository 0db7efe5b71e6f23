import { randomBytes } from 'node:crypto';
import type { ParsedRequestOf, user } from '@arcadia/contract';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { issueOtp, OTP_TTL_SECONDS, type OtpPurpose, verifyOtp } from '../../lib/otp.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { resolveSession, revokeAllSessions } from '../../lib/session-keys.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { deviceIdOf, type UserDeps } from './context.ts';
import { marketOfPhone } from './markets.ts';
import { findUserById, findUserByPhone, insertUser, isNewDevice, updateUser } from './repo.ts';
import {
  completeLogin,
  failureKey,
  type LoginAnswer,
  limitLogin,
  PASSWORD_FAILURE_LIMIT,
  PASSWORD_FAILURE_WINDOW_MS,
} from './session-service.ts';

export function newUserLogin(): string {
  return `u${randomBytes(5).toString('hex')}`;
}

/** A new player for a phone: named after the number's last digits, market from its dialing code. */
async function createPhoneUser(deps: UserDeps, phone: string, passwordHash: string | null = null, username?: string) {
  try {
    const row = await insertUser(deps.app.db, {
      username: username ?? `Player ${phone.slice(-4)}`,
      userLogin: newUserLogin(),
      phoneNumber: phone,
      countryCode: marketOfPhone(phone),
      passwordHash,
    });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}

export async function sendOtp(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.sendOtpViaPhone>,
) {
  const { app } = deps;
  const purpose: OtpPurpose = input.purpose ?? 'login';
  if (purpose === 'bind' && !request.userId) throw new AppError('SESSION_INVALID');
  await app.rateLimit('otp-ip', clientIp(request), app.limits.otpPerIp);
  const resend = app.limits.otpResendSeconds;
  if (!(await app.fastStore.setIfAbsent(`otp-cool:${input.phone}`, '1', resend * 1000))) {
    throw new AppError('RATE_LIMITED', 'Please wait before asking for another code.', { retry_after: resend });
  }
  await app.rateLimit('otp-phone', input.phone, app.limits.otpPerPhone);
  const existing = await findUserByPhone(app.db, input.phone);
  if (purpose === 'register' && existing) throw new AppError('ACCOUNT_EXISTS');
  if (purpose === 'bind' && existing && existing.id !== request.userId) throw new AppError('PHONE_IN_USE');
  // A reset for an unknown phone answers the same but sends nothing, so the call does not reveal accounts.
  if (purpose !== 'reset' || existing) {
    const code = await issueOtp(app.db, input.phone, purpose);
    try {
      await deps.sms.send(input.phone, `Your ${app.config.productName} code is ${code}. It expires in 5 minutes.`);
    } catch (error) {
      request.log.error({ err: error }, 'sms send failed');
      throw new AppError('UNAVAILABLE', 'The code could not be sent, please try again.');
    }
  }
  return { expires_in: OTP_TTL_SECONDS, resend_in: resend };
}

export async function registerOrLoginByPhone(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.registerOrLoginByPhone>,
): Promise<LoginAnswer> {
  await limitLogin(deps, request);
  await verifyOtp(deps.app.db, input.phone, 'login', input.otp_code);
  const existing = await findUserByPhone(deps.app.db, input.phone);
  if (existing) return completeLogin(deps, request, existing, 'phone_otp');
  try {
    return completeLogin(deps, request, await createPhoneUser(deps, input.phone), 'phone_otp', true);
  } catch (error) {
    // Two first logins at once: the other one created the account.
    const raced = await findUserByPhone(deps.app.db, input.phone);
    if (raced) return completeLogin(deps, request, raced, 'phone_otp');
    throw error;
  }
}

export async function regist(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.regist>,
): Promise<LoginAnswer> {
  await limitLogin(deps, request);
  if (await findUserByPhone(deps.app.db, input.phone)) throw new AppError('ACCOUNT_EXISTS');
  if (input.is_form_test === 1) {
    await verifyOtp(deps.app.db, input.phone, 'register', input.otp_code, { consume: false });
    return { user_id: 0, user_secret_key: '', username: '', user_login: '', is_new: false };
  }
  const passwordHash = await hashPassword(input.password);
  await verifyOtp(deps.app.db, input.phone, 'register', input.otp_code);
  const row = await createPhoneUser(deps, input.phone, passwordHash, input.username);
  return completeLogin(deps, request, row, 'phone_otp', true);
}

export async function resetPassword(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.userPhoneAndPasswordReset>,
): Promise<{ changed: boolean }> {
  await limitLogin(deps, request);
  const query = request.query as Record<string, unknown> | undefined;
  const reallyChange = input.is_really_change === 1 || query?.is_really_change === '1';
  if (!reallyChange) {
    await verifyOtp(deps.app.db, input.phone, 'reset', input.otp_code, { consume: false });
    return { changed: false };
  }
  if (!input.password) throw fieldError({ password: ['is required to change the password'] });
  const passwordHash = await hashPassword(input.password);
  await verifyOtp(deps.app.db, input.phone, 'reset', input.otp_code);
  const account = await findUserByPhone(deps.app.db, input.phone);
  if (!account) throw new AppError('OTP_EXPIRED');
  await updateUser(deps.app.db, account.id, { passwordHash });
  await revokeAllSessions(deps.app.db, account.id);
  await deps.app.fastStore.delete(failureKey(input.phone));
  return { changed: true };
}

/**
 * Phone + password. Wrong: 2104; the fifth failure in 15 minutes and every try after it: 1010 until a
 * one-time-code login or a reset. A right password from a device the player never used, while they have
 * used others: 1010 (log in by code once on this device).
 */
export async function phonePasswordLogin(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.lbUserPhoneLogin>,
): Promise<LoginAnswer> {
  const { app } = deps;
  await limitLogin(deps, request);
  const failures = Number((await app.fastStore.get(failureKey(input.phone))) ?? 0);
  if (failures >= PASSWORD_FAILURE_LIMIT) throw new AppError('VERIFICATION_NEEDED');
  const account = await findUserByPhone(app.db, input.phone);
  const stored = account?.passwordHash ?? (await dummyPasswordHash());
  const valid = (await verifyPassword(stored, input.password)) && Boolean(account?.passwordHash);
  if (!account || !valid) {
    const count = await app.fastStore.increment(failureKey(input.phone), PASSWORD_FAILURE_WINDOW_MS);
    if (count >= PASSWORD_FAILURE_LIMIT) throw new AppError('VERIFICATION_NEEDED');
    throw new AppError('INVALID_CREDENTIALS');
  }
  const did = deviceIdOf(request);
  if (did && (await isNewDevice(app.db, account.id, did))) {
    throw new AppError('VERIFICATION_NEEDED', 'New device: please log in with a one-time code.');
  }
  return completeLogin(deps, request, account, 'phone_password');
}

/** User id + secret key: the key must be a live session of that user; answers the same key. */
export async function loginByKey(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.loginByKey>,
): Promise<LoginAnswer> {
  await limitLogin(deps, request);
  const userId = await resolveSession(deps.app.db, input.user_id, input.user_secret_key);
  const account = userId ? await findUserById(deps.app.db, userId) : undefined;
  if (!account) throw new AppError('SESSION_INVALID');
  return {
    user_id: account.id,
    user_secret_key: input.user_secret_key,
    username: account.username,
    user_login: account.userLogin,
    is_new: false,
  };
}
