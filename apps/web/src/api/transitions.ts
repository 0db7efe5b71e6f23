import { ErrorCode, type Locale, type Platform } from '@arcadia/contract';

/** What the app does after a 1004, 1010 or 1012 answer (spec section 4, "Error-code transitions"). */
export type Transition =
  | { kind: 'none' }
  /** Log out, then go to `to` (undefined: the host's usual place, login-home with backUrl in a browser). */
  | { kind: 'logout'; to?: string }
  /** Messenger on the main host: report, log out silently, reload at `to`; `reloadCount` is the new counter. */
  | { kind: 'silentLogoutReload'; to: string; reloadCount: number }
  /** Messenger, reload retries used up. */
  | { kind: 'accountAbnormal' }
  | { kind: 'navigate'; to: string };

export interface TransitionContext {
  code: number | undefined;
  locale: Locale;
  platform: Platform;
  /** The route the failed call was made from, without the locale: `/wallet?tab=1`. */
  inFlightRoute: string;
  /** The current path without the locale (may differ from inFlightRoute if the user moved on). */
  currentPath: string;
  userId: number;
  onSubBrandPage: boolean;
  /** The sub-brand's landing path, e.g. /fortune. */
  subBrandLanding: string;
  /** The two user ids that skip the forced logout on sub-brand pages. */
  whitelistedIds: readonly number[];
  /** The main host (not a sub-brand domain). */
  mainHost: boolean;
  /** Reloads already tried at the language root (session storage counter). */
  reloadCount: number;
}

const MAX_ABNORMAL_RELOADS = 3;

export function decideTransition(ctx: TransitionContext): Transition {
  const root = `/${ctx.locale}/`;
  switch (ctx.code) {
    case ErrorCode.SESSION_INVALID:
      if (ctx.onSubBrandPage) {
        if (ctx.whitelistedIds.includes(ctx.userId)) return { kind: 'none' };
        return { kind: 'logout', to: `/${ctx.locale}${ctx.subBrandLanding}` };
      }
      if (ctx.platform === 'tg' && ctx.mainHost) {
        if (ctx.currentPath !== '/') return { kind: 'silentLogoutReload', to: root, reloadCount: 0 };
        if (ctx.reloadCount < MAX_ABNORMAL_RELOADS)
          return { kind: 'silentLogoutReload', to: root, reloadCount: ctx.reloadCount + 1 };
        return { kind: 'accountAbnormal' };
      }
      return { kind: 'logout' };
    case ErrorCode.VERIFICATION_NEEDED:
      if (ctx.currentPath === '/user/login') return { kind: 'none' };
      return { kind: 'navigate', to: `/${ctx.locale}/user/login?verify=true` };
    case ErrorCode.PHONE_BINDING_REQUIRED:
      if (ctx.currentPath === '/user/bind-phone') return { kind: 'none' };
      return {
        kind: 'navigate',
        to: `/${ctx.locale}/user/bind-phone?backUrl=${encodeURIComponent(ctx.inFlightRoute)}`,
      };
    default:
      return { kind: 'none' };
  }
}
