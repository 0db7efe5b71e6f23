import { ed25519 } from '@noble/curves/ed25519.js';
import { botIdOf, signHash, thirdPartyMessage } from '../../src/services/tg/init-data.ts';

export const BOT_NAME = 'arcadia_test_bot';
export const BOT_TOKEN = '7000000001:AAH-test_token_for_arcadia_bot_000000';
export const OTHER_BOT = 'arcadia_other_bot';
export const OTHER_TOKEN = '7000000002:AAH-other_token_for_arcadia_bot_0000';

/** A generated key pair standing in for Telegram's Ed25519 key (the server is told its public half). */
export const signingKey = ed25519.utils.randomSecretKey();
export const publicKeyHex = Buffer.from(ed25519.getPublicKey(signingKey)).toString('hex');

export function useTgEnv() {
  process.env.TG_BOTS = JSON.stringify({ [BOT_NAME]: BOT_TOKEN, [OTHER_BOT]: OTHER_TOKEN });
  process.env.TG_PUBLIC_KEY = publicKeyHex;
  process.env.TG_AUTH_MAX_AGE_SECONDS = '3600';
}

export interface InitDataOptions {
  tgUserId?: number;
  authDate?: number;
  token?: string;
  startParam?: string;
  /** Add an Ed25519 `signature` field signed with this key. */
  signWith?: Uint8Array;
  extra?: Record<string, string>;
}

let counter = 0;

/** initData as a Telegram client hands it to the mini app: URL-encoded fields with hash last. */
export function makeInitData(options: InitDataOptions = {}): string {
  const token = options.token ?? BOT_TOKEN;
  const fields = new Map<string, string>();
  fields.set('query_id', `AAH${Date.now()}${counter++}`);
  fields.set(
    'user',
    JSON.stringify({ id: options.tgUserId ?? 555001, first_name: 'Minh', last_name: 'Pham', username: 'minhp' }),
  );
  fields.set('auth_date', String(options.authDate ?? Math.floor(Date.now() / 1000)));
  if (options.startParam) fields.set('start_param', options.startParam);
  for (const [key, value] of Object.entries(options.extra ?? {})) fields.set(key, value);
  if (options.signWith) {
    const message = new TextEncoder().encode(thirdPartyMessage(fields, botIdOf(token)));
    fields.set('signature', Buffer.from(ed25519.sign(message, options.signWith)).toString('base64url'));
  }
  fields.set('hash', signHash(fields, token));
  return new URLSearchParams([...fields]).toString();
}

/** The string a client returns after requestContact (contact=...&auth_date=...&hash=...). */
export function makeContactData(tgUserId: number, phone: string, token = BOT_TOKEN): string {
  const fields = new Map<string, string>();
  fields.set('contact', JSON.stringify({ user_id: tgUserId, phone_number: phone, first_name: 'Minh' }));
  fields.set('auth_date', String(Math.floor(Date.now() / 1000)));
  fields.set('hash', signHash(fields, token));
  return new URLSearchParams([...fields]).toString();
}

/** Changes one field after signing, keeping the old hash. */
export function tamper(initData: string, key: string, value: string): string {
  const params = new URLSearchParams(initData);
  params.set(key, value);
  return params.toString();
}
