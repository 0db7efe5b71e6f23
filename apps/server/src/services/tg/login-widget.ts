import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramUser } from './init-data.ts';

/**
 * Telegram Login Widget data, checked exactly as core.telegram.org/widgets/login documents it:
 * data_check_string = every received field but `hash`, sorted by key, `key=value` joined by '\n';
 * secret_key = SHA256(bot_token); valid when hex(HMAC_SHA256(data_check_string, secret_key)) equals `hash`
 * (compared in constant time), and auth_date is recent.
 */
export interface LoginWidgetData {
  id: number;
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  photo_url?: string | undefined;
  auth_date: number;
  hash: string;
}

export type WidgetFailure = 'bad_hash' | 'stale' | 'future';

const WIDGET_FIELDS = ['auth_date', 'first_name', 'id', 'last_name', 'photo_url', 'username'] as const;

function widgetCheckString(data: Omit<LoginWidgetData, 'hash'>): string {
  return WIDGET_FIELDS.filter((key) => data[key] !== undefined)
    .map((key) => `${key}=${data[key]}`)
    .join('\n');
}

function widgetHash(data: Omit<LoginWidgetData, 'hash'>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(widgetCheckString(data)).digest('hex');
}

/** Clock skew allowed for an auth_date in the future (a client clock slightly ahead). */
const FUTURE_SKEW_SECONDS = 60;

export function validateLoginWidget(
  data: LoginWidgetData,
  options: { botToken: string; maxAgeSeconds: number; now?: number },
): { ok: true; user: TelegramUser; hash: string } | { ok: false; reason: WidgetFailure } {
  const expected = Buffer.from(widgetHash(data, options.botToken), 'hex');
  const given = Buffer.from(data.hash.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_hash' };
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (now - data.auth_date > options.maxAgeSeconds) return { ok: false, reason: 'stale' };
  if (data.auth_date - now > FUTURE_SKEW_SECONDS) return { ok: false, reason: 'future' };
  const user: TelegramUser = { id: data.id };
  if (data.first_name) user.first_name = data.first_name;
  if (data.last_name) user.last_name = data.last_name;
  if (data.username) user.username = data.username;
  return { ok: true, user, hash: data.hash.toLowerCase() };
}
