import type { Settings } from '../../config-schema.ts';

import { TELEGRAM_PUBLIC_KEYS } from './init-data.ts';

/**
 * Telegram configuration from the environment:
 * - TG_BOTS: JSON object {bot_name: bot_token}; several bots may host the app.
 * - TG_AUTH_MAX_AGE_SECONDS: oldest accepted initData auth_date (default 3600).
 * - TG_PUBLIC_KEY: Ed25519 key for the third-party signature (default Telegram's production key;
 *   'test' selects Telegram's test-environment key).
 * - TG_APP_NAME: the mini app's short name for t.me links (default 'app').
 */
export interface TgConfig {
  bots: ReadonlyMap<string, string>;
  maxAgeSeconds: number;
  publicKeyHex: string;
  appName: string;
}

export function parseBots(raw: string | undefined): Map<string, string> {
  const bots = new Map<string, string>();
  if (!raw) return bots;
  const value: unknown = JSON.parse(raw);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('TG_BOTS must be a JSON object');
  for (const [name, token] of Object.entries(value)) {
    if (typeof token !== 'string' || !/^\d+:[A-Za-z0-9_-]+$/.test(token))
      throw new Error(`TG_BOTS: the token of ${name} is not a bot token`);
    bots.set(name, token);
  }
  return bots;
}

export function loadTgConfig(
  env: Pick<Settings, 'TG_AUTH_MAX_AGE_SECONDS' | 'TG_PUBLIC_KEY' | 'TG_BOTS' | 'TG_APP_NAME'>,
): TgConfig {
  const maxAge = env.TG_AUTH_MAX_AGE_SECONDS;
  const key = env.TG_PUBLIC_KEY;
  const publicKeyHex = key === 'test' ? TELEGRAM_PUBLIC_KEYS.test : key || TELEGRAM_PUBLIC_KEYS.production;
  if (!/^[0-9a-f]{64}$/i.test(publicKeyHex)) throw new Error('TG_PUBLIC_KEY must be 32 bytes of hex');
  return { bots: parseBots(env.TG_BOTS), maxAgeSeconds: maxAge, publicKeyHex, appName: env.TG_APP_NAME };
}
