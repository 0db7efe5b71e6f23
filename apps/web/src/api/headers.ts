import { DEVICE_HEADER_SERVICES, Header, type Locale, type Platform, type ServiceName } from '@arcadia/contract';
import { marketOf } from '../i18n/markets.ts';

/** The app environment the native app reports (spec section 3); the browser has none. */
export interface AppEnvironment {
  adid?: string;
  country?: string;
  language?: string;
  timezone?: string;
  version?: string;
  android_id?: string;
  did?: string;
  os?: string;
  model?: string;
  bssid?: string;
  client?: string;
  country_code?: string;
  deeplink_offer_task_id?: string;
}

export interface HeaderContext {
  service: ServiceName;
  userId: number;
  secretKey: string;
  userLogin?: string;
  locale: Locale;
  appEnvironment?: AppEnvironment;
  platform: Platform;
  appVersion: string;
  /** The sub-brand's own session, sent only to its service. */
  subBrandSession?: string;
  ts: number;
  nonce: string;
}

/** Country-Code: the app environment's country code, else the market of the language (spec section 7). */
export function countryCode(locale: Locale, env?: AppEnvironment): string {
  const fromEnv = env?.country_code?.trim();
  return fromEnv ? fromEnv.toLowerCase() : marketOf(locale);
}

/** The common headers of spec section 7 for one call. */
export function commonHeaders(ctx: HeaderContext): Record<string, string> {
  const loggedIn = ctx.userId > 0 && ctx.secretKey !== '';
  const headers: Record<string, string> = {
    [Header.USER_ID]: loggedIn ? String(ctx.userId) : '0',
    [Header.USER_SECRET_KEY]: loggedIn ? ctx.secretKey : '',
    [Header.LANGUAGE]: ctx.locale,
    [Header.COUNTRY_CODE]: countryCode(ctx.locale, ctx.appEnvironment),
    [Header.TS]: String(ctx.ts),
    [Header.NONCE]: ctx.nonce,
    [Header.PLATFORM]: ctx.platform,
    [Header.APP_VER]: ctx.appVersion,
  };
  if (DEVICE_HEADER_SERVICES.includes(ctx.service)) {
    headers[Header.USER_LOGIN] = ctx.userLogin ?? '';
    headers[Header.DEVICE_ID] = ctx.appEnvironment?.did ?? '';
    headers[Header.AD_ID] = ctx.appEnvironment?.adid ?? '';
    headers[Header.ANDROID_ID] = ctx.appEnvironment?.android_id ?? '';
  }
  if (ctx.service === 'fortune' && ctx.subBrandSession) headers[Header.SUBBRAND_SESSION] = ctx.subBrandSession;
  return headers;
}
