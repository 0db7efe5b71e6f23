import { Header } from '@arcadia/contract';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '../../config-schema.ts';
import { countryByIp, headerOf, type UserDeps } from './context.ts';
import { DEFAULT_MARKET, dialCodeOf, isMarket, MARKET_DIAL_CODES } from './markets.ts';
import { findUserById } from './repo.ts';

/** The player's market, else the IP's country, else the Country-Code header, else vn (markets only). */
async function marketOf(deps: UserDeps, request: FastifyRequest): Promise<string> {
  if (request.userId) {
    const row = await findUserById(deps.app.db, request.userId);
    if (row) return row.countryCode;
  }
  const candidates = [countryByIp(request), headerOf(request, Header.COUNTRY_CODE)?.toLowerCase() ?? ''];
  return candidates.find((c) => isMarket(c)) ?? DEFAULT_MARKET;
}

export async function openAppConfig(deps: UserDeps, request: FastifyRequest) {
  return {
    user_secret_key: request.userId ? request.sessionKey : '',
    location_info: { country_code: await marketOf(deps, request), country_by_ip: countryByIp(request) },
  };
}

export async function openAppCountry(deps: UserDeps, request: FastifyRequest) {
  const country = await marketOf(deps, request);
  return { country_code: country, country_by_ip: countryByIp(request), dial_code: dialCodeOf(country) };
}

export function appGlobalConfig(deps: UserDeps) {
  return {
    markets: Object.entries(MARKET_DIAL_CODES).map(([country_code, dial_code]) => ({ country_code, dial_code })),
    default_dial_code: dialCodeOf(DEFAULT_MARKET),
    third_party_providers: deps.oidc.configured(),
    min_pvp_version: '3.0.6',
    audit_version: '3.1.192',
    ts_window_seconds: deps.app.config.tsWindowSeconds,
  };
}

/**
 * Feature flags from GRAY_FLAGS, e.g. "feedback_v2=100,new_login=50": a percentage of players (by user id;
 * visitors only see flags at 100). Default: feedback_v2 on for everyone.
 */
export function grayFlags(env: string | undefined, userId: number, keys?: string[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const part of (env ?? 'feedback_v2=100').split(',')) {
    const [name, raw] = part.split('=').map((s) => s.trim());
    if (!name) continue;
    const percent = Math.min(100, Math.max(0, Number(raw ?? 100) || 0));
    flags[name] = percent >= 100 || (userId > 0 && userId % 100 < percent);
  }
  if (!keys) return flags;
  return Object.fromEntries(keys.map((key) => [key, flags[key] ?? false]));
}

/** Invite rewards from INVITE_REWARD_COIN / _INVITER / _INVITEE / _MAX_PER_DAY (decimal strings). */
export function inviteReward(settings: Settings) {
  return {
    coin: settings.INVITE_REWARD_COIN,
    inviter_reward: settings.INVITE_REWARD_INVITER,
    invitee_reward: settings.INVITE_REWARD_INVITEE,
    max_invites_per_day: settings.INVITE_REWARD_MAX_PER_DAY,
  };
}
