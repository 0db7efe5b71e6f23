import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { processSettings } from '../config-schema.ts';
import type { Db } from '../db/client.ts';
import { otpCodes } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/** One-time codes (issue 3): 6 digits, valid 5 minutes, 5 attempts, stored only as an HMAC. */
export const OTP_TTL_SECONDS = 300;
const OTP_MAX_ATTEMPTS = 5;
export type OtpPurpose = 'login' | 'register' | 'reset' | 'bind';

/** Set OTP_PEPPER in production so a copied table cannot be brute-forced (10^6 codes) without it. */
const pepper = processSettings().OTP_PEPPER ?? 'arcadia-development-otp-pepper';

function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function hashOtp(phone: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}|${purpose}|${code}`).digest('hex');
}

/** Stores a new code for phone + purpose and retires the earlier ones; answers the plain code to send. */
export async function issueOtp(db: Db, phone: string, purpose: OtpPurpose, code = newOtpCode()): Promise<string> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      phone,
      purpose,
      codeHash: hashOtp(phone, purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    });
  });
  return code;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code. `consume` uses it up (only one caller can: the update is conditional); without it the
 * code stays valid (a form's first step). Wrong code: 2101 and one attempt spent; the fifth wrong attempt,
 * or any after: 2103; none live: 2102.
 */
export async function verifyOtp(
  db: Db,
  phone: string,
  purpose: OtpPurpose,
  code: string,
  { consume = true } = {},
): Promise<void> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now) throw new AppError('OTP_EXPIRED');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_ATTEMPTS_EXCEEDED');

  if (!sameHash(row.codeHash, hashOtp(phone, purpose, code))) {
    const [spent] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpCodes.attempts });
    if (!spent || spent.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_ATTEMPTS_EXCEEDED');
    throw new AppError('INVALID_OTP');
  }
  if (!consume) return;
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw new AppError('OTP_EXPIRED');
}
