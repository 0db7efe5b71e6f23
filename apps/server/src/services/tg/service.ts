import { createHash, randomBytes } from 'node:crypto';
import { decodeStartParam, encodeStartParam } from '@arcadia/contract/calls/tg/start-param';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createSession } from '../../lib/session-keys.ts';
import type { TgConfig } from './bots.ts';
import { parseFields, type TelegramUser, telegramUserOf, validateInitData } from './init-data.ts';
import * as repo from './repo.ts';

const WEB_LOGIN_TTL_SECONDS = 300;
const WEB_LOGIN_DIALOG = 'weblogin';

export function botToken(config: TgConfig, botName: string): string {
  const token = config.bots.get(botName);
  if (!token) throw new AppError('TG_BOT_UNKNOWN', undefined, { bot_name: ['unknown bot'] });
  return token;
}

export function validated(
  config: TgConfig,
  token: string,
  raw: string,
  code: 'TG_INIT_DATA_INVALID' | 'TG_CONTACT_INVALID',
) {
  const result = validateInitData(raw, {
    botToken: token,
    maxAgeSeconds: config.maxAgeSeconds,
    publicKeyHex: config.publicKeyHex,
  });
  if (!result.ok) throw new AppError(code, undefined, { reason: result.reason });
  return result.data;
}

async function refuseReplay(
  db: Db,
  config: TgConfig,
  hash: string,
  code: 'TG_INIT_DATA_INVALID' | 'TG_CONTACT_INVALID',
) {
  if (!(await repo.markHashSeen(db, hash, config.maxAgeSeconds * 2)))
    throw new AppError(code, undefined, { reason: 'replayed' });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TgLoginInput {
  bot_name: string;
  init_data: string;
  start_param?: string | undefined;
}

/**
 * The player linked to a (validated) Telegram user, created on first visit, and a new session for them. Shared by
 * register_or_login (mini app initData) and the user service's tg_web_login (Login Widget).
 */
export async function loginTelegramUser(db: Db, tgUser: TelegramUser, botName: string, loginType: string) {
  let player = await repo.findPlayerByTgId(db, tgUser.id);
  const isNew = !player;
  if (!player) {
    const name = [tgUser.first_name, tgUser.last_name].filter(Boolean).join(' ') || tgUser.username || `tg${tgUser.id}`;
    player = await repo.createTgPlayer(db, {
      tgUserId: tgUser.id,
      username: name.slice(0, 64),
      tgUsername: tgUser.username ?? '',
      botName,
    });
  }
  const key = await createSession(db, player.id, loginType);
  return {
    player,
    answer: {
      user_id: player.id,
      user_secret_key: key,
      username: player.username,
      user_login: player.userLogin,
      is_new: isNew,
    },
  };
}

/** register_or_login: validated initData -> the linked player (created on first visit) -> a new session. */
export async function registerOrLogin(db: Db, config: TgConfig, input: TgLoginInput, loginType: string) {
  const data = validated(config, botToken(config, input.bot_name), input.init_data, 'TG_INIT_DATA_INVALID');
  const tgUser = telegramUserOf(data.fields);
  if (!tgUser) throw new AppError('TG_INIT_DATA_INVALID', undefined, { reason: 'no_user' });
  await refuseReplay(db, config, data.hash, 'TG_INIT_DATA_INVALID');
  const { player, answer } = await loginTelegramUser(db, tgUser, input.bot_name, loginType);

  // A desktop browser waiting for this confirmation (lb_web_login_init) gets its session on the next poll.
  const start = decodeStartParam(input.start_param ?? data.fields.get('start_param'));
  if (start?.dialog === WEB_LOGIN_DIALOG && start.from)
    await repo.confirmWebLogin(db, hashToken(start.from), player.id);
  return answer;
}

/** auth_contact: the contact the player shared in Telegram becomes their phone number. */
export async function authContact(db: Db, config: TgConfig, userId: number, input: { bot_name: string; data: string }) {
  const data = validated(config, botToken(config, input.bot_name), input.data, 'TG_CONTACT_INVALID');
  let contact: { user_id?: unknown; phone_number?: unknown };
  try {
    contact = JSON.parse(data.fields.get('contact') ?? '');
  } catch {
    throw new AppError('TG_CONTACT_INVALID', undefined, { reason: 'no_contact' });
  }
  const phoneDigits = String(contact.phone_number ?? '').replace(/[^\d]/g, '');
  if (phoneDigits.length < 6 || phoneDigits.length > 15)
    throw new AppError('TG_CONTACT_INVALID', undefined, { reason: 'bad_phone' });
  const tgUserId = await repo.tgIdOfPlayer(db, userId);
  if (!tgUserId) throw new AppError('TG_ACCOUNT_NOT_LINKED');
  if (contact.user_id !== tgUserId) throw new AppError('TG_CONTACT_INVALID', undefined, { reason: 'other_user' });
  await refuseReplay(db, config, data.hash, 'TG_CONTACT_INVALID');
  const row = await repo.setPhone(db, userId, `+${phoneDigits}`);
  if (row === 'in_use') throw new AppError('PHONE_IN_USE');
  return { phone_number: row.phoneNumber ?? '', momo_account_list: row.momoAccounts };
}

function pickBot(config: TgConfig, botName: string | undefined): string {
  if (botName) {
    botToken(config, botName);
    return botName;
  }
  const first = config.bots.keys().next();
  if (first.done) throw new AppError('TG_BOT_UNKNOWN', 'No Telegram bot is configured.');
  return first.value;
}

export function miniAppLink(config: TgConfig, botName: string, startParam: string): string {
  return `https://t.me/${botName}/${config.appName}?startapp=${startParam}`;
}

export function inviteUrl(config: TgConfig, userId: number, input: { bot_name?: string; path?: string }) {
  const bot = pickBot(config, input.bot_name);
  const startParam = encodeStartParam({ path: input.path ?? '/', from: `invite_${userId}` });
  return { url: miniAppLink(config, bot, startParam), start_param: startParam };
}

/** The page a mini-app link opens: its startapp (or tgWebAppStartParam) decoded. */
export function subPageByRefUrl(refUrl: string) {
  let url: URL;
  try {
    url = new URL(refUrl);
  } catch {
    throw new AppError('VALIDATION', undefined, { ref_url: ['not a URL'] });
  }
  const hash = parseFields(url.hash.slice(1));
  const raw = url.searchParams.get('startapp') ?? url.searchParams.get('start') ?? hash?.get('tgWebAppStartParam');
  const start = decodeStartParam(raw) ?? {};
  return {
    path: start.path ?? '/',
    from: start.from ?? '',
    language: start.language ?? '',
    dialog: start.dialog ?? '',
  };
}

export async function webLoginInit(db: Db, config: TgConfig, input: { bot_name?: string }) {
  const bot = pickBot(config, input.bot_name);
  const token = randomBytes(24).toString('base64url');
  await repo.insertWebLogin(db, hashToken(token), bot, new Date(Date.now() + WEB_LOGIN_TTL_SECONDS * 1000));
  const startParam = encodeStartParam({ dialog: WEB_LOGIN_DIALOG, from: token });
  return { token, url: miniAppLink(config, bot, startParam), expires_in: WEB_LOGIN_TTL_SECONDS };
}

export async function webLoginResult(db: Db, token: string) {
  const tokenHash = hashToken(token);
  const row = await repo.findWebLogin(db, tokenHash);
  if (!row || row.expiresAt.getTime() <= Date.now() || row.claimedAt) return { status: 'expired' as const };
  if (!row.confirmedAt) return { status: 'pending' as const };
  const userId = await repo.claimWebLogin(db, tokenHash);
  const player = userId ? await repo.findPlayer(db, userId) : undefined;
  if (!player) return { status: 'expired' as const };
  const key = await createSession(db, player.id, 'tg_web');
  return {
    status: 'confirmed' as const,
    user_id: player.id,
    user_secret_key: key,
    username: player.username,
    user_login: player.userLogin,
  };
}
