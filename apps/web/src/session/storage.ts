import { type Credentials, toCredentials } from './credentials.ts';

/** Stored session items (spec section 3); the same names are used for the 7-day cookies. */
export const StorageKey = {
  USER_ID: 'user_id',
  SECRET_KEY: 'user_secret_key',
  USERNAME: 'username',
  LOGIN_TYPE: 'login_type',
  USER_INFO: 'user_info',
} as const;

export const LOGIN_TYPE = 'login_v2';

/** Session-storage counter of messenger reloads after 1004 at the language root (session/error-transitions.ts). */
export const ABNORMAL_RELOAD_KEY = 'account_abnormal_reloads';
const COOKIE_DAYS = 7;

/** Where the casino sub-brand app keeps its own login (read at startup, spec section 4). */
export const SubBrandStorageKey = {
  USER_ID: 'fortune_user_id',
  SECRET_KEY: 'fortune_user_secret_key',
} as const;

const LOGIN_KEYS = [StorageKey.USER_ID, StorageKey.SECRET_KEY, StorageKey.USERNAME, StorageKey.LOGIN_TYPE];

export interface StoredLogin extends Credentials {
  username: string;
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

export const local = () => safeStorage('localStorage');
export const session = () => safeStorage('sessionStorage');

function cookieString(name: string, value: string, days: number, secure: boolean): string {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function writeCookie(name: string, value: string, days: number) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the session items as cookies too.
  document.cookie = cookieString(name, value, days, location.protocol === 'https:');
}

/** Saves the login in local storage and in cookies (7 days). */
export function storeLogin(login: StoredLogin) {
  const values: Record<string, string> = {
    [StorageKey.USER_ID]: String(login.userId),
    [StorageKey.SECRET_KEY]: login.secretKey,
    [StorageKey.USERNAME]: login.username,
    [StorageKey.LOGIN_TYPE]: LOGIN_TYPE,
  };
  for (const [key, value] of Object.entries(values)) {
    local()?.setItem(key, value);
    writeCookie(key, value, COOKIE_DAYS);
  }
}

/** Removes the stored login keys and their cookies. */
/** Logs out everywhere on this device: the main brand's keys and the sub-brand's (startup would use either). */
export function clearStoredLogin() {
  for (const key of [...LOGIN_KEYS, StorageKey.USER_INFO]) {
    local()?.removeItem(key);
    writeCookie(key, '', -1);
  }
  for (const key of Object.values(SubBrandStorageKey)) local()?.removeItem(key);
}

export function readStoredLogin(): Credentials | undefined {
  const store = local();
  return toCredentials(store?.getItem(StorageKey.USER_ID), store?.getItem(StorageKey.SECRET_KEY));
}

export function readStoredUsername(): string {
  return local()?.getItem(StorageKey.USERNAME) ?? '';
}

export function readSubBrandLogin(): Credentials | undefined {
  const store = local();
  return toCredentials(store?.getItem(SubBrandStorageKey.USER_ID), store?.getItem(SubBrandStorageKey.SECRET_KEY));
}

/** page_model in local storage switches page-model mode on (it drops the /task/* login rule). */
export function isPageModel(): boolean {
  const value = local()?.getItem('page_model');
  return value !== null && value !== undefined && value !== '' && value !== '0' && value !== 'false';
}
