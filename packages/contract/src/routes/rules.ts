/**
 * Access rules of spec section 2, as data plus matching. `/x/*` in the spec means any path below /x.
 * Paths here have no locale segment.
 */
import { ROUTES, type RouteDef } from './manifest.ts';

/** Sent to login once initialised when not logged in (except in the messenger mini app). */
export const LOGIN_REQUIRED_PATTERNS: readonly string[] = [
  '/user/setup',
  '/user/withdraw',
  '/user/withdrawNew',
  '/user/orders',
  '/user/report',
  '/user/bindCode',
  '/task/*',
  '/market/*',
  '/pvp/*',
  '/honor/*',
  '/activity/newbie',
  '/share',
  '/shareTab',
  '/giftcode',
  '/profile/select',
  '/profile/create',
  '/profile/setup',
  '/profile/account',
  '/profile/followTask',
  '/vote/*',
  '/reward',
  '/reward/list',
  '/profile',
  '/profile/edit/*',
  '/profile/addProduct',
  '/win/*',
  '/sudgame/*',
  '/partner',
  '/battle',
  '/battle/rank',
  '/battle/record',
  '/invest/*',
  '/voteV2/*',
  '/petGame',
  '/products/*',
  '/offer/*',
  '/splash',
];

/** Exempt from the login rule even though it matches /task/*. */
export const LOGIN_EXEMPT_PATHS: readonly string[] = ['/task/download'];

/** No centred init spinner on these while the app is not initialised. */
export const INIT_SPINNER_EXEMPT_PATTERNS: readonly string[] = [
  '/task/*',
  '/products/*',
  '/user/withdraw',
  '/user/orders',
  '/user/withdraw-payment',
  '/splash',
];

/** Pages that skip the user-info cache. */
export const SKIP_USER_INFO_CACHE_PATTERNS: readonly string[] = [
  '/voteV2',
  '/invest',
  '/luckycode/buy',
  '/market',
  '/petV2/draw',
  '/petV2/guide',
  '/pvp/detail',
  '/r/*',
  '/reward/guide',
  '/user/payment',
  '/user/withdraw-quantity',
  '/wallet/exchange',
  '/wallet/gas',
];

/** `/x/*` matches any path strictly below /x; other patterns match exactly. Trailing slashes are ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path.startsWith(`${base}/`) && path.length > base.length + 1;
  }
  return path === pattern;
}

export function normalisePath(pathname: string): string {
  const bare = (pathname.split(/[?#]/)[0] ?? '/').replace(/\/{2,}/g, '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

export interface AccessContext {
  /** In the messenger mini app nothing is forced to login. */
  messenger?: boolean;
  /** Page-model mode drops the /task/* rule. */
  pageModel?: boolean;
}

export function requiresLogin(pathname: string, ctx: AccessContext = {}): boolean {
  if (ctx.messenger) return false;
  const path = normalisePath(pathname);
  if (LOGIN_EXEMPT_PATHS.includes(path)) return false;
  return LOGIN_REQUIRED_PATTERNS.some((pattern) => {
    if (ctx.pageModel && pattern === '/task/*') return false;
    return matchesPattern(pattern, path);
  });
}

export function isInitSpinnerExempt(pathname: string): boolean {
  return INIT_SPINNER_EXEMPT_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

export function skipsUserInfoCache(pathname: string): boolean {
  return SKIP_USER_INFO_CACHE_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

/** Turns a concrete path into the manifest route it lands on. */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | undefined {
  const path = normalisePath(pathname);
  const aliased = ROUTES.find((route) => route.alias === path);
  if (aliased) return { route: aliased, params: {} };
  const parts = path.split('/').filter(Boolean);
  const matches = ROUTES.flatMap((route) => {
    const params = matchPath(route.path, parts);
    return params ? [{ route, params }] : [];
  });
  // Static segments beat parameters, and parameters beat a splat.
  matches.sort((a, b) => specificity(b.route.path) - specificity(a.route.path));
  return matches[0];
}

function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '$' ? 0 : segment.startsWith('$') ? 1 : 2), 0);
}

function matchPath(pattern: string, parts: string[]): Record<string, string> | undefined {
  const segments = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    const part = parts[i];
    if (segment === '$') {
      if (parts.length <= i) return undefined;
      params._splat = parts.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    if (part === undefined) return undefined;
    if (segment.startsWith('$')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return undefined;
  }
  return parts.length === segments.length ? params : undefined;
}

/** Splits `/vi-VN/wallet?x=1` into locale candidate and the rest. */
export function splitLocale(pathname: string): { locale: string | undefined; rest: string } {
  const path = normalisePath(pathname);
  const [first, ...rest] = path.split('/').filter(Boolean);
  return { locale: first, rest: `/${rest.join('/')}` };
}
