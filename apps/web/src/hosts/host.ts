import type { Platform } from '@arcadia/contract';
import type { AppEnvironment } from '../api/headers.ts';
import type { LoginInput } from '../session/login.ts';
import { versionAtLeast } from './version.ts';

/**
 * One interface over the four hosts (DESIGN.md section 6). Code outside src/hosts never touches
 * window.Telegram or the native bridge; it asks the current Host. The browser host below is the default;
 * Telegram (hosts/telegram) and the native app (hosts/native) are loaded only in their host.
 */
export type Capability =
  | 'login'
  | 'logout'
  | 'environment'
  | 'backButton'
  | 'share'
  | 'openWebView'
  | 'sign'
  | 'finger'
  | 'pay'
  | 'closeConfirmation'
  | 'requestContact'
  | 'storage'
  | 'driveFile'
  | 'checkAudit'
  | 'deviceId';

export interface ShareInput {
  text: string;
  url?: string;
  image?: string;
}

interface OpenWebViewOptions {
  /** Task cards: open with newGuide=1. */
  newGuide?: boolean;
  /** Quest: open in the app's dapp browser (login data travels encoded in the URL). */
  dapp?: boolean;
}

/** What the fingerprint call answered: ok, or the i18n key (or bridge message) to show. */
export type FingerResult = { ok: true } | { ok: false; messageKey?: string; message?: string };

/** A POST the native app may sign: its path (below the service's base), body, TS and NONCE headers. */
export interface SignRequest {
  path: string;
  body: string;
  ts: number;
  nonce: string;
}

export interface HostStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface Host {
  platform: Platform;
  /** App version reported in APP-VER (native app version, or the web build's). */
  appVersion: string;
  /** Extra request headers the host contributes (device ids and the like). */
  headers(): Record<string, string>;
  /** Which optional abilities this host has (the native bridge answers its own list). */
  can(capability: Capability): boolean;
  /** Version gates (PvP 3.0.6, new login flag 1.7.0): the app version is at least `min`. */
  versionAtLeast(min: string): boolean;

  /** Session seams (session/startup.ts, session/login.ts). */
  startupLogin?: () => Promise<LoginInput | null | undefined>;
  notifyLogin?: (login: LoginInput) => void;
  logout?: () => boolean;
  /**
   * The XBSL signature (body + TS + NONCE) of a POST whose path is one the app signs, else undefined. The list of
   * signed paths lives with the native host, the only host that signs, so other hosts' first loads do not carry it.
   */
  sign?: (request: SignRequest) => Promise<string | undefined>;
  environment?: () => AppEnvironment | undefined;
  /** Telegram: the bot and the launch's signed initData, for calls that link the Telegram account. */
  telegramAuth?: () => { botName: string; initData: string } | undefined;

  share(input: ShareInput): Promise<boolean>;
  openWebView(url: string, options?: OpenWebViewOptions): Promise<void>;
  /** Opens a link in the host; falls back to `fallbackUrl` when nothing happened within 3000 ms. */
  openLink(url: string, fallbackUrl?: string): Promise<void>;
  openStore(): void;
  finger(): Promise<FingerResult>;
  pay(order: Record<string, unknown>): Promise<unknown>;
  /** Ask before the host closes the app (Telegram's closing confirmation). */
  setCloseConfirmation(enabled: boolean): void;
  /** Telegram 6.9+: asks the user to share their phone; the signed contact data, or undefined. */
  requestContact(): Promise<string | undefined>;
  /** Native app: the bridge's `driveFile` (the app's own Google Drive access; docs/hosts.md). */
  driveFile?: (args: Record<string, unknown>) => Promise<unknown>;
  storage: HostStorage;
}

export const WEB_VERSION = '1.0.0';
export const OPEN_LINK_FALLBACK_MS = 3000;
export const STORE_URL =
  import.meta.env.VITE_APP_STORE_URL ?? 'https://play.google.com/store/apps/details?id=app.arcadia';

export const localHostStorage: HostStorage = {
  get: async (key) => localStorage.getItem(key),
  set: async (key, value) => localStorage.setItem(key, value),
  remove: async (key) => localStorage.removeItem(key),
};

async function browserShare({ text, url }: ShareInput): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text, url });
      return true;
    } catch {
      return false;
    }
  }
  try {
    await navigator.clipboard.writeText(url ? `${text} ${url}` : text);
    return true;
  } catch {
    return false;
  }
}

export const browserHost: Host = {
  platform: 'h5',
  appVersion: WEB_VERSION,
  headers: () => ({}),
  can: (capability) => capability === 'share' || capability === 'storage' || capability === 'openWebView',
  versionAtLeast: (min) => versionAtLeast(WEB_VERSION, min),
  share: browserShare,
  openWebView: async (url) => {
    window.open(url, '_blank', 'noopener');
  },
  openLink: async (url) => {
    window.location.assign(url);
  },
  openStore: () => window.open(STORE_URL, '_blank', 'noopener'),
  finger: async () => ({ ok: false, messageKey: 'finger_not_support' }),
  pay: async () => {
    throw new Error('pay is not available in the browser');
  },
  setCloseConfirmation: () => {},
  requestContact: async () => undefined,
  storage: localHostStorage,
};

let current: Host = browserHost;
const listeners = new Set<() => void>();

export function getHost(): Host {
  return current;
}

export function setHost(host: Host) {
  current = host;
  for (const listener of listeners) listener();
}

export function subscribeHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
