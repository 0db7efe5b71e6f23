/**
 * The 1004/1010/1012 transitions (spec section 4). session/install.ts loads this module with the first such answer.
 */
import { ErrorCode, splitLocale } from '@arcadia/contract';
import { recordEvent } from '../api/analytics.ts';
import type { FailedCall } from '../api/client.ts';
import { decideTransition, type Transition } from '../api/transitions.ts';
import { navigate } from '../app/router/history.ts';
import { getHost } from '../hosts/host.ts';
import { getLocale } from '../i18n/i18n.ts';
import { isMainHost, isSubBrandPath, SUBBRAND_LANDING, SUBBRAND_WHITELISTED_IDS } from './config.ts';
import { logout } from './login.ts';
import { useSession } from './session-store.ts';
import { ABNORMAL_RELOAD_KEY, session } from './storage.ts';

export { ABNORMAL_RELOAD_KEY };

/**
 * A 1004 says the key a call carried is dead. When that was no key, or another key than the session's now (a call sent
 * before a host's login finished, or before the player logged in again), it says nothing about the current session:
 * logging out on it would end (and revoke) a session that is fine.
 */
export function concernsCurrentSession(failure: FailedCall): boolean {
  const { userId, secretKey } = useSession.getState();
  return failure.sentAs.userId === userId && failure.sentAs.secretKey === secretKey;
}

export function transitionFor(failure: FailedCall): Transition {
  if (failure.error.code === ErrorCode.SESSION_INVALID && !concernsCurrentSession(failure)) return { kind: 'none' };
  const { rest } = splitLocale(window.location.pathname);
  return decideTransition({
    code: failure.error.code,
    locale: getLocale(),
    platform: getHost().platform,
    inFlightRoute: failure.inFlightRoute,
    currentPath: rest,
    userId: useSession.getState().userId,
    onSubBrandPage: isSubBrandPath(rest),
    subBrandLanding: SUBBRAND_LANDING,
    whitelistedIds: SUBBRAND_WHITELISTED_IDS,
    mainHost: isMainHost(window.location.hostname),
    reloadCount: Number(session()?.getItem(ABNORMAL_RELOAD_KEY) ?? 0) || 0,
  });
}

let reloading = false;

export function runTransition(transition: Transition, failure: FailedCall) {
  switch (transition.kind) {
    case 'logout':
      if (useSession.getState().userId > 0 || useSession.getState().hasLogin) logout({ to: transition.to });
      else if (transition.to) navigate(transition.to, { replace: true });
      return;
    case 'silentLogoutReload':
      if (reloading) return;
      reloading = true;
      // Spec section 4: reported, then a silent logout and a reload to the language root.
      recordEvent(`session_invalid_messenger:${transition.reloadCount}`, failure.call.path);
      logout({ silent: true });
      session()?.setItem(ABNORMAL_RELOAD_KEY, String(transition.reloadCount));
      window.location.replace(transition.to);
      return;
    case 'accountAbnormal':
      logout({ silent: true });
      useSession.setState({ accountAbnormal: true });
      return;
    case 'navigate':
      navigate(transition.to);
      return;
    case 'none':
      return;
  }
}
