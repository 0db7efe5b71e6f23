import { createHmac, timingSafeEqual } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';

/**
 * Telegram Mini App initData validation, exactly as core.telegram.org/bots/webapps documents it:
 * - first party: secret_key = HMAC_SHA256(key "WebAppData", bot token); hash = hex(HMAC_SHA256(key secret_key,
 *   data_check_string)), data_check_string = every field but `hash`, sorted by key, `key=value` joined by '\n';
 * - third party: the Ed25519 `signature` (base64url) over `${bot_id}:WebAppData\n` + the fields but `hash` and
 *   `signature`, with Telegram's public key.
 * The same scheme signs the contact a client shares through requestContact.
 */

/** Telegram's Ed25519 public keys for third-party validation (production and test environment). */
export const TELEGRAM_PUBLIC_KEYS = {
  production: 'e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d',
  test: '40055058a4ee38156a06562e52eece92a771bcd8346a8c4615cb7376eddf72ec',
} as const;

type InitDataFailure = 'malformed' | 'no_hash' | 'bad_hash' | 'bad_signature' | 'no_auth_date' | 'stale' | 'future';

/** Clock skew allowed for an auth_date ahead of ours. */
const FUTURE_SKEW_SECONDS = 60;

interface ValidatedInitData {
  fields: Map<string, string>;
  hash: string;
  authDate: number;
  signaturePresent: boolean;
}

export type ValidationResult = { ok: true; data: ValidatedInitData } | { ok: false; reason: InitDataFailure };

export interface ValidateOptions {
  botToken: string;
  /** Oldest accepted auth_date, seconds before now. */
  maxAgeSeconds: number;
  /** Ed25519 public key (hex) used when a `signature` field is present. */
  publicKeyHex: string;
  now?: number;
}

export function parseFields(raw: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  try {
    for (const [key, value] of new URLSearchParams(raw)) {
      if (fields.has(key)) return undefined;
      fields.set(key, value);
    }
  } catch {
    return undefined;
  }
  return fields.size > 0 ? fields : undefined;
}

export function dataCheckString(fields: Map<string, string>, exclude: readonly string[]): string {
  return [...fields]
    .filter(([key]) => !exclude.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

function secretKeyFor(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

export function signHash(fields: Map<string, string>, botToken: string): string {
  return createHmac('sha256', secretKeyFor(botToken))
    .update(dataCheckString(fields, ['hash']))
    .digest('hex');
}

/** The numeric bot id is the part of the token before the colon. */
export function botIdOf(botToken: string): string {
  return botToken.split(':')[0] ?? '';
}

export function thirdPartyMessage(fields: Map<string, string>, botId: string): string {
  return `${botId}:WebAppData\n${dataCheckString(fields, ['hash', 'signature'])}`;
}

function constantTimeHexEqual(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

function verifySignature(fields: Map<string, string>, botToken: string, publicKeyHex: string): boolean {
  const signature = fields.get('signature') ?? '';
  try {
    const sig = Buffer.from(signature, 'base64url');
    if (sig.length !== 64) return false;
    const message = new TextEncoder().encode(thirdPartyMessage(fields, botIdOf(botToken)));
    return ed25519.verify(sig, message, Buffer.from(publicKeyHex, 'hex'));
  } catch {
    return false;
  }
}

export function validateInitData(raw: string, options: ValidateOptions): ValidationResult {
  const fields = parseFields(raw);
  if (!fields) return { ok: false, reason: 'malformed' };
  const hash = fields.get('hash');
  if (!hash) return { ok: false, reason: 'no_hash' };
  if (!constantTimeHexEqual(signHash(fields, options.botToken), hash.toLowerCase()))
    return { ok: false, reason: 'bad_hash' };
  const signaturePresent = fields.has('signature');
  if (signaturePresent && !verifySignature(fields, options.botToken, options.publicKeyHex))
    return { ok: false, reason: 'bad_signature' };
  const authDate = Number(fields.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return { ok: false, reason: 'no_auth_date' };
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (now - authDate > options.maxAgeSeconds) return { ok: false, reason: 'stale' };
  // A date far ahead would stay "fresh" for as long as it is ahead: refused.
  if (authDate - now > FUTURE_SKEW_SECONDS) return { ok: false, reason: 'future' };
  return { ok: true, data: { fields, hash: hash.toLowerCase(), authDate, signaturePresent } };
}

export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** The `user` field, or undefined when it is missing or not a Telegram user object. */
export function telegramUserOf(fields: Map<string, string>): TelegramUser | undefined {
  try {
    const value = JSON.parse(fields.get('user') ?? '') as Partial<TelegramUser>;
    if (typeof value.id !== 'number' || !Number.isSafeInteger(value.id) || value.id <= 0) return undefined;
    return value as TelegramUser;
  } catch {
    return undefined;
  }
}
