import { isInitSpinnerExempt, requiresLogin } from '@arcadia/contract';

/** What the access guard does with a route (spec section 2, "Access rules for routes"). */
export type AccessDecision = 'render' | 'spinner' | 'login';

export interface AccessInput {
  /** Path without the locale. */
  path: string;
  hasInit: boolean;
  hasLogin: boolean;
  /** Inside the messenger mini app nothing is forced to login. */
  messenger: boolean;
  /** page_model mode drops the /task/* rule. */
  pageModel: boolean;
}

export function accessDecision(input: AccessInput): AccessDecision {
  if (!input.hasInit) return isInitSpinnerExempt(input.path) ? 'render' : 'spinner';
  if (input.hasLogin) return 'render';
  return requiresLogin(input.path, { messenger: input.messenger, pageModel: input.pageModel }) ? 'login' : 'render';
}

export function loginHomeHref(locale: string, backUrl: string): string {
  return `/${locale}/user/login-home?backUrl=${encodeURIComponent(backUrl)}`;
}

/**
 * A backUrl is followed only when it stays on this site: a path starting with a single '/'.
 * Anything else (absolute URLs, '//host', 'javascript:') falls back to the home page.
 */
export function safeBackUrl(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (/^\/user\/login(-home)?(\?|$)/.test(raw) || /^\/[a-z]{2}-[A-Z]{2}\/user\/login(-home)?(\?|$)/.test(raw))
    return fallback;
  return raw;
}
