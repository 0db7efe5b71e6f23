import { splitLocale } from '@arcadia/contract';
import type { QueryClient } from '../app/query/query-client.ts';
import { navigate } from '../app/router/history.ts';
import { getHost } from '../hosts/host.ts';
import { getLocale } from '../i18n/i18n.ts';
import { PARTNER_TEST_PATHS } from './config.ts';
import { clearCplMarkers } from './cpl-once.ts';
import { type Credentials, toCredentials } from './credentials.ts';
import { initialSessionState, useSession } from './session-store.ts';
import { clearStoredLogin, storeLogin } from './storage.ts';

/** The optional Host methods the session uses; the hosts layer implements them per host. */
interface SessionHost {
  /** Tell the native app about a login (spec section 4). */
  notifyLogin?: (login: LoginInput) => void;
  /** Native app: call the app's logout and go to the app home. Returns true when it handled the logout. */
  logout?: () => boolean;
}

export interface LoginInput {
  userId: number | string;
  secretKey: string;
  username?: string;
  userLogin?: string;
}

let queryClient: QueryClient | undefined;
/** The query layer hands over its client when it loads, so logout can drop every cached answer. */
export function setSessionQueryClient(client: QueryClient) {
  queryClient = client;
}

let revoke: ((credentials: Credentials) => void) | undefined;
/** The user feature installs the server-side revoke (logout call) here. */
export function setSessionRevoker(next: typeof revoke) {
  revoke = next;
}

/** Stores a login (storage, 7-day cookies, state) and tells the native app. False when the values are invalid. */
export function login(input: LoginInput): boolean {
  const credentials = toCredentials(input.userId, input.secretKey);
  if (!credentials) return false;
  const username = input.username ?? '';
  storeLogin({ ...credentials, username });
  useSession.setState({
    ...credentials,
    username,
    userLogin: input.userLogin ?? '',
    hasLogin: true,
    accountAbnormal: false,
  });
  (getHost() as SessionHost).notifyLogin?.({ ...input, ...credentials });
  return true;
}

/** Where a browser goes after logout: the given url, / on partner test pages, else login-home with backUrl. */
export function logoutDestination(path: string, search: string, locale: string, to?: string): string {
  if (to) return to;
  if (PARTNER_TEST_PATHS.includes(path)) return `/${locale}/`;
  // Already on login-home (a second logout): stay, keeping its own backUrl rather than nesting it.
  if (path === '/user/login-home') return `/${locale}${path}${search}`;
  return `/${locale}/user/login-home?backUrl=${encodeURIComponent(`${path}${search}`)}`;
}

export interface LogoutOptions {
  /** Go here instead of login-home. */
  to?: string;
  /** Clear everything but stay (messenger silent logout). */
  silent?: boolean;
}

/** Clears the login, its cookies and the cpl flag, then leaves per host (spec section 4). */
export function logout(options: LogoutOptions = {}) {
  const { userId, secretKey } = useSession.getState();
  if (userId > 0 && secretKey) revoke?.({ userId, secretKey });
  clearStoredLogin();
  clearCplMarkers();
  const keep = useSession.getState();
  useSession.setState({
    ...initialSessionState,
    hasInit: keep.hasInit,
    appEnvironment: keep.appEnvironment,
    isAudit: keep.isAudit,
  });
  queryClient?.clear();
  if (options.silent) return;
  if ((getHost() as SessionHost).logout?.()) return;
  const { rest } = splitLocale(window.location.pathname);
  navigate(logoutDestination(rest, window.location.search, getLocale(), options.to), { replace: true });
}
