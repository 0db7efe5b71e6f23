import { MEDIA_TYPES, type MediaType, OAUTH_MEDIA_TYPES } from '@arcadia/contract/calls/user/social-shared';
import { COIN_CODES, type CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Settings } from '../../config-schema.ts';

/**
 * Social-media configuration from the environment:
 * - SOCIAL_PROVIDERS: JSON {media_type: {client_id, client_secret?, authorize_url?, scope?, token_url?, userinfo_url?,
 *   id_field?, name_field?}}
 *   for the OAuth 2 (PKCE) account linking of x, discord and youtube; URLs and fields default to each network's
 *   own. A media type without a client_id cannot be linked.
 * - SOCIAL_FOLLOW_LIST: JSON array of channels {id, media_type, name, url, reward, coin?, chat_id?, bot_name?};
 *   Telegram channels need chat_id (@username or -100...) and the bot (default the first of TG_BOTS) must be an
 *   administrator there for getChatMember. Unset: the demo list when SEED_DEMO is on, else none.
 * - TG_API_BASE: the Bot API base URL (default https://api.telegram.org).
 */
export type OAuthMediaType = (typeof OAUTH_MEDIA_TYPES)[number];

export interface OAuthProvider {
  clientId: string;
  clientSecret: string | undefined;
  /** Where the player consents (the page adds redirect_uri, state and the PKCE challenge). */
  authorizeUrl: string;
  scope: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Dotted path to the provider's user id in the userinfo answer (e.g. data.id, items.0.id). */
  idField: string;
  nameField: string;
}

export interface Channel {
  id: string;
  mediaType: MediaType;
  name: string;
  url: string;
  reward: string;
  coin: CoinCode;
  chatId: string | undefined;
  botName: string | undefined;
}

export interface SocialConfig {
  providers: ReadonlyMap<OAuthMediaType, OAuthProvider>;
  channels: readonly Channel[];
  tgApiBase: string;
}

const PROVIDER_DEFAULTS: Record<OAuthMediaType, Omit<OAuthProvider, 'clientId' | 'clientSecret'>> = {
  x: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    scope: 'users.read tweet.read follows.read',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    idField: 'data.id',
    nameField: 'data.username',
  },
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    scope: 'identify guilds',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    idField: 'id',
    nameField: 'username',
  },
  youtube: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'https://www.googleapis.com/auth/youtube.readonly',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://www.googleapis.com/youtube/v3/channels?part=snippet&mine=true',
    idField: 'items.0.id',
    nameField: 'items.0.snippet.title',
  },
};

const DEMO_CHANNELS: readonly Channel[] = [
  {
    id: 'tg_news',
    mediaType: 'telegram',
    name: 'Arcadia News',
    url: 'https://t.me/arcadia_news',
    reward: '100',
    coin: 'WH',
    chatId: '@arcadia_news',
    botName: undefined,
  },
  {
    id: 'tg_chat',
    mediaType: 'telegram',
    name: 'Arcadia Community',
    url: 'https://t.me/arcadia_chat',
    reward: '50',
    coin: 'WH',
    chatId: '@arcadia_chat',
    botName: undefined,
  },
  {
    id: 'x_arcadia',
    mediaType: 'x',
    name: '@arcadia on X',
    url: 'https://x.com/arcadia',
    reward: '50',
    coin: 'WH',
    chatId: undefined,
    botName: undefined,
  },
  {
    id: 'yt_arcadia',
    mediaType: 'youtube',
    name: 'Arcadia on YouTube',
    url: 'https://www.youtube.com/@arcadia',
    reward: '50',
    coin: 'WH',
    chatId: undefined,
    botName: undefined,
  },
];

type Json = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

function parseJson(raw: string, name: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
}

export function parseProviders(raw: string | undefined): Map<OAuthMediaType, OAuthProvider> {
  const providers = new Map<OAuthMediaType, OAuthProvider>();
  if (!raw) return providers;
  const value = parseJson(raw, 'SOCIAL_PROVIDERS');
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('SOCIAL_PROVIDERS must be an object');
  for (const [media, entry] of Object.entries(value as Json)) {
    if (!(OAUTH_MEDIA_TYPES as readonly string[]).includes(media))
      throw new Error(`SOCIAL_PROVIDERS: unknown media type ${media} (one of ${OAUTH_MEDIA_TYPES.join(', ')})`);
    const e = (entry ?? {}) as Json;
    const clientId = str(e.client_id);
    if (!clientId) throw new Error(`SOCIAL_PROVIDERS.${media}: client_id is required`);
    const defaults = PROVIDER_DEFAULTS[media as OAuthMediaType];
    providers.set(media as OAuthMediaType, {
      clientId,
      clientSecret: str(e.client_secret),
      authorizeUrl: str(e.authorize_url) ?? defaults.authorizeUrl,
      scope: str(e.scope) ?? defaults.scope,
      tokenUrl: str(e.token_url) ?? defaults.tokenUrl,
      userinfoUrl: str(e.userinfo_url) ?? defaults.userinfoUrl,
      idField: str(e.id_field) ?? defaults.idField,
      nameField: str(e.name_field) ?? defaults.nameField,
    });
  }
  return providers;
}

export function parseChannels(raw: string): Channel[] {
  const value = parseJson(raw, 'SOCIAL_FOLLOW_LIST');
  if (!Array.isArray(value)) throw new Error('SOCIAL_FOLLOW_LIST must be a JSON array');
  const seen = new Set<string>();
  return value.map((entry, i) => {
    const e = (entry ?? {}) as Json;
    const where = `SOCIAL_FOLLOW_LIST[${i}]`;
    const id = str(e.id);
    if (!id || !/^[a-z0-9_-]{1,64}$/.test(id)) throw new Error(`${where}: id must match [a-z0-9_-]{1,64}`);
    if (seen.has(id)) throw new Error(`${where}: duplicate id ${id}`);
    seen.add(id);
    const mediaType = str(e.media_type);
    if (!mediaType || !(MEDIA_TYPES as readonly string[]).includes(mediaType))
      throw new Error(`${where}: media_type must be one of ${MEDIA_TYPES.join(', ')}`);
    const url = str(e.url);
    if (!url || !/^https:\/\//.test(url)) throw new Error(`${where}: url must be an https URL`);
    const reward = str(e.reward) ?? (typeof e.reward === 'number' ? String(e.reward) : '0');
    if (!/^\d+(\.\d+)?$/.test(reward)) throw new Error(`${where}: reward must be a decimal amount`);
    const coin = str(e.coin) ?? 'WH';
    if (!(COIN_CODES as readonly string[]).includes(coin))
      throw new Error(`${where}: coin must be one of ${COIN_CODES.join(', ')}`);
    const chatId = str(e.chat_id);
    if (mediaType === 'telegram' && !chatId) throw new Error(`${where}: a telegram channel needs chat_id`);
    return {
      id,
      mediaType: mediaType as MediaType,
      name: str(e.name) ?? id,
      url,
      reward,
      coin: coin as CoinCode,
      chatId,
      botName: str(e.bot_name),
    };
  });
}

export function loadSocialConfig(
  env: Pick<Settings, 'SOCIAL_FOLLOW_LIST' | 'SOCIAL_PROVIDERS' | 'TG_API_BASE'>,
  seedDemo: boolean,
): SocialConfig {
  const list = env.SOCIAL_FOLLOW_LIST;
  return {
    providers: parseProviders(env.SOCIAL_PROVIDERS),
    channels: list ? parseChannels(list) : seedDemo ? DEMO_CHANNELS : [],
    tgApiBase: env.TG_API_BASE.replace(/\/+$/, ''),
  };
}
