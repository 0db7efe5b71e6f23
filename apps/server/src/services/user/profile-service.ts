import type { ParsedRequestOf, user } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { verifyOtp } from '../../lib/otp.ts';
import { revokeSession } from '../../lib/session-keys.ts';
import type { UserDeps } from './context.ts';
import { isMarket } from './markets.ts';
import { findUserByPhone, listIdentities, type UserRow, updateUser } from './repo.ts';
import { requirePhone } from './require-phone.ts';
import { requireUser } from './session-service.ts';

/** The User info entity of spec section 3; never the secret key. */
export function toUserInfo(row: UserRow) {
  return {
    user_id: row.id,
    username: row.username,
    user_login: row.userLogin,
    head_url: row.headUrl,
    intro: { value: row.intro },
    background_images: { value: row.backgroundImage },
    phone_number: row.phoneNumber ?? '',
    country_code: row.countryCode,
    momo_account_list: row.momoAccounts,
  };
}

export async function getUserInfo(deps: UserDeps, request: FastifyRequest) {
  return toUserInfo(await requireUser(deps, request.userId));
}

export async function logout(deps: UserDeps, request: FastifyRequest) {
  await revokeSession(deps.app.db, request.sessionKey);
  return { revoked: true };
}

export async function switchCountry(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.switchCountry>,
) {
  await requirePhone(deps.app.db, request.userId);
  if (!isMarket(input.country_code)) throw fieldError({ country_code: ['is not a market we serve'] });
  await updateUser(deps.app.db, request.userId, { countryCode: input.country_code });
  return { country_code: input.country_code };
}

export async function bindPhone(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.bindPhone>,
) {
  const holder = await findUserByPhone(deps.app.db, input.phone);
  if (holder && holder.id !== request.userId) throw new AppError('PHONE_IN_USE');
  await verifyOtp(deps.app.db, input.phone, 'bind', input.otp_code);
  try {
    const row = await updateUser(deps.app.db, request.userId, { phoneNumber: input.phone });
    if (!row) throw new AppError('SESSION_INVALID');
    return toUserInfo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PHONE_IN_USE');
    throw error;
  }
}

export async function regInfo(deps: UserDeps, request: FastifyRequest) {
  const row = await requireUser(deps, request.userId);
  const identities = await listIdentities(deps.app.db, row.id);
  return {
    user_id: row.id,
    register_time: Math.floor(row.createdAt.getTime() / 1000),
    country_code: row.countryCode,
    has_phone: Boolean(row.phoneNumber),
    has_password: Boolean(row.passwordHash),
    third_party: identities.map((i) => i.provider as 'google' | 'apple' | 'facebook'),
  };
}

/** Newbie missions are offered during a player's first week. */
const NEWBIE_DAYS = 7;

export async function registStatus(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.registStatus>,
) {
  const row = await requireUser(deps, request.userId);
  const ageDays = (Date.now() - row.createdAt.getTime()) / 86_400_000;
  return {
    user_id: row.id,
    registered: true,
    has_phone: Boolean(row.phoneNumber),
    has_password: Boolean(row.passwordHash),
    ...(input.with_wallet === '1' ? { wallet: { has_wallet: await hasWallet(deps, row.id) } } : {}),
    ...(input.with_mission === '1' ? { mission: { newbie_available: ageDays < NEWBIE_DAYS } } : {}),
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** Whether the wallet service holds a bound address for the player (its table is the wallet helper's). */
async function hasWallet(deps: UserDeps, userId: number): Promise<boolean> {
  const [table] = rowsOf<{ t: string | null }>(
    await deps.app.db.execute(sql`select to_regclass('wallet_keys')::text as t`),
  );
  if (!table?.t) return false;
  const found = rowsOf<{ n: number }>(
    await deps.app.db.execute(
      sql`select 1 as n from wallet_keys where user_id = ${userId} and wallet_addr is not null limit 1`,
    ),
  );
  return found.length > 0;
}
