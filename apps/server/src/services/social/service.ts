import type { MediaType } from '@arcadia/contract/calls/user/social-shared';
import type { Db } from '../../db/client.ts';
import { coinOf, toMinor } from '../../ledger/coins.ts';
import { transfer } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import type { TgConfig } from '../tg/bots.ts';
import { telegramUserOf } from '../tg/init-data.ts';
import { markHashSeen } from '../tg/repo.ts';
import { botToken, validated } from '../tg/service.ts';
import type { Channel, OAuthMediaType, SocialConfig } from './config.ts';
import { exchangeCode } from './oauth.ts';
import * as repo from './repo.ts';
import type { TelegramMembers } from './telegram-members.ts';

/** What the social-media calls need: the database, configuration and the Telegram membership adapter. */
export interface SocialDeps {
  db: Db;
  config: SocialConfig;
  tg: TgConfig;
  members: TelegramMembers;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** get_token: the code + verifier exchanged at the provider; its account linked to the session's player. */
export async function getToken(
  deps: SocialDeps,
  userId: number,
  input: { user_id: number; media_type: OAuthMediaType; code: string; redirect_uri: string; code_verifier: string },
) {
  if (input.user_id !== userId)
    throw new AppError('VALIDATION', undefined, { user_id: ['must be the logged-in user'] });
  const provider = deps.config.providers.get(input.media_type);
  if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', undefined, { media_type: input.media_type });
  const identity = await exchangeCode(input.media_type, provider, input);
  const owner = await repo.ownerOf(deps.db, input.media_type, identity.providerUserId);
  if (owner !== undefined && owner !== userId) throw new AppError('THIRD_PARTY_ALREADY_BOUND');
  if (!(await repo.linkAccount(deps.db, userId, { mediaType: input.media_type, ...identity })))
    throw new AppError('THIRD_PARTY_ALREADY_BOUND');
  return { media_type: input.media_type, provider_user_id: identity.providerUserId, username: identity.username };
}

/**
 * telegram/report_client_auth_info: initData validated like /tg/register_or_login. Its hash is spent once for
 * linking (apart from the login's own use of the same launch), so a captured initData cannot link twice.
 */
export async function reportTelegramAuth(
  deps: SocialDeps,
  userId: number,
  input: { bot_name: string; init_data: string },
) {
  const data = validated(deps.tg, botToken(deps.tg, input.bot_name), input.init_data, 'TG_INIT_DATA_INVALID');
  const tgUser = telegramUserOf(data.fields);
  if (!tgUser) throw new AppError('TG_INIT_DATA_INVALID', undefined, { reason: 'no_user' });
  if (!(await markHashSeen(deps.db, `link:${data.hash}`, deps.tg.maxAgeSeconds * 2)))
    throw new AppError('TG_INIT_DATA_INVALID', undefined, { reason: 'replayed' });
  const providerUserId = String(tgUser.id);
  const loginOwner = await repo.playerOfTgLogin(deps.db, tgUser.id);
  const linkOwner = await repo.ownerOf(deps.db, 'telegram', providerUserId);
  if ((loginOwner !== undefined && loginOwner !== userId) || (linkOwner !== undefined && linkOwner !== userId))
    throw new AppError('THIRD_PARTY_ALREADY_BOUND');
  const username = tgUser.username ?? '';
  if (!(await repo.linkAccount(deps.db, userId, { mediaType: 'telegram', providerUserId, username })))
    throw new AppError('THIRD_PARTY_ALREADY_BOUND');
  return { tg_user_id: tgUser.id, username };
}

/** The player's Telegram user id: a linked account, else their Telegram login. */
async function telegramIdOf(deps: SocialDeps, userId: number, accounts: repo.AccountRow[]) {
  const linked = accounts.find((a) => a.mediaType === 'telegram');
  if (linked) return { id: Number(linked.providerUserId), username: linked.username };
  const login = await repo.tgLoginOf(deps.db, userId);
  return login ? { id: login.tgUserId, username: login.tgUsername } : undefined;
}

function configured(deps: SocialDeps, media: MediaType): boolean {
  return media === 'telegram' ? deps.tg.bots.size > 0 : deps.config.providers.has(media);
}

/** The consent page of a linkable network with our client id and scope; '' for Telegram or an unset network. */
function authorizeUrl(deps: SocialDeps, media: MediaType): string {
  const provider = media === 'telegram' ? undefined : deps.config.providers.get(media);
  if (!provider) return '';
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('scope', provider.scope);
  return url.toString();
}

export async function needAuthorize(deps: SocialDeps, userId: number, mediaType: MediaType | undefined) {
  const wanted = mediaType ? [mediaType] : [...new Set(deps.config.channels.map((c) => c.mediaType))];
  const accounts = await repo.accountsOf(deps.db, userId);
  const telegram = wanted.includes('telegram') ? await telegramIdOf(deps, userId, accounts) : undefined;
  const list = wanted.map((media) => {
    const account =
      media === 'telegram' ? telegram && { username: telegram.username } : accounts.find((a) => a.mediaType === media);
    return {
      media_type: media,
      linked: Boolean(account),
      username: account?.username ?? '',
      configured: configured(deps, media),
      authorize_url: authorizeUrl(deps, media),
    };
  });
  return { need_authorize: list.some((a) => !a.linked), accounts: list };
}

export function followList(config: SocialConfig) {
  return {
    list: config.channels.map((c) => ({
      id: c.id,
      media_type: c.mediaType,
      name: c.name,
      url: c.url,
      reward: c.reward,
      coin: c.coin,
    })),
  };
}

const rewardKey = (userId: number, channelId: string) => `follow:${userId}:${channelId}`;

/**
 * Pays the channel's reward from issuance, once per player and channel: the ledger's idempotency key makes a
 * repeated or concurrent check find the first payment instead of paying again.
 */
async function payReward(deps: SocialDeps, userId: number, channel: Channel): Promise<boolean> {
  const amount = toMinor(channel.reward, coinOf(channel.coin).decimals) ?? 0n;
  if (amount <= 0n) return false;
  await transfer(
    deps.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin: channel.coin, amount, kind: 'reward' }],
    { reference: `follow:${channel.id}`, idempotencyKey: rewardKey(userId, channel.id) },
  );
  return true;
}

export async function following(deps: SocialDeps, userId: number) {
  const rows = new Map((await repo.followsOf(deps.db, userId)).map((r) => [r.channelId, r]));
  const rewarded = await repo.rewardedKeys(
    deps.db,
    deps.config.channels.map((c) => rewardKey(userId, c.id)),
  );
  return {
    list: deps.config.channels.map((c) => {
      const row = rows.get(c.id);
      const paid = rewarded.has(rewardKey(userId, c.id));
      return row
        ? {
            id: c.id,
            status: row.status as 'following' | 'not_following',
            method: row.method as 'telegram' | 'linked',
            checked_at: seconds(row.checkedAt),
            rewarded: paid,
          }
        : { id: c.id, status: 'unchecked' as const, method: 'none' as const, checked_at: 0, rewarded: paid };
    }),
  };
}

function channelBot(deps: SocialDeps, channel: Channel): string {
  if (channel.botName) return botToken(deps.tg, channel.botName);
  const first = deps.tg.bots.values().next();
  if (first.done) throw new AppError('PROVIDER_NOT_CONFIGURED', 'No Telegram bot is configured (TG_BOTS).');
  return first.value;
}

/**
 * check_follow_status: Telegram channels are checked now with getChatMember; other media have no follower API
 * wired, so a linked account counts as following ('linked'), and without one the player must link first.
 */
export async function checkFollow(deps: SocialDeps, userId: number, channelId: string) {
  const channel = deps.config.channels.find((c) => c.id === channelId);
  if (!channel) throw new AppError('VALIDATION', undefined, { id: ['unknown channel'] });
  const accounts = await repo.accountsOf(deps.db, userId);
  let status: 'following' | 'not_following';
  let method: 'telegram' | 'linked';
  if (channel.mediaType === 'telegram') {
    const tgUser = await telegramIdOf(deps, userId, accounts);
    if (!tgUser) throw new AppError('SOCIAL_NOT_LINKED', undefined, { media_type: 'telegram' });
    const member = await deps.members.isMember(channelBot(deps, channel), channel.chatId ?? '', tgUser.id);
    status = member ? 'following' : 'not_following';
    method = 'telegram';
  } else {
    if (!accounts.some((a) => a.mediaType === channel.mediaType))
      throw new AppError('SOCIAL_NOT_LINKED', undefined, { media_type: channel.mediaType });
    status = 'following';
    method = 'linked';
  }
  const checkedAt = await repo.saveFollow(deps.db, userId, { channelId, status, method });
  // Following: paid now or before (the ledger returns the first payment). Otherwise: only the ledger knows.
  const rewarded =
    status === 'following'
      ? await payReward(deps, userId, channel)
      : (await repo.rewardedKeys(deps.db, [rewardKey(userId, channelId)])).size > 0;
  return { id: channelId, status, method, checked_at: seconds(checkedAt), rewarded };
}
