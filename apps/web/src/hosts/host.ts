import type { Platform } from '@arcadia/contract';

/**
 * One interface over the four hosts (DESIGN.md section 6). Code outside src/hosts never touches
 * window.Telegram or the native bridge; it asks the current Host. The hosts issue fills in Telegram,
 * the native bridge and the PWA.
 */
export interface Host {
  platform: Platform;
  /** App version reported in APP-VER (native app version, or the web build's). */
  appVersion: string;
  /** Extra request headers the host contributes (device ids and the like). */
  headers(): Record<string, string>;
}

const WEB_VERSION = '1.0.0';

export const browserHost: Host = {
  platform: 'h5',
  appVersion: WEB_VERSION,
  headers: () => ({}),
};

let current: Host = browserHost;

export function getHost(): Host {
  return current;
}

export function setHost(host: Host) {
  current = host;
}
