import type { Platform } from '@arcadia/contract';

/**
 * Which host the page runs in, decided once at startup without loading any host code:
 * - tg: Telegram's launch parameters in the URL hash (tgWebAppData / tgWebAppPlatform), or saved in
 *   session storage by an earlier load of this tab (the hash is gone after the first navigation);
 * - app: the native bridge's transport is present (Android `ArcadiaNative`, iOS `webkit.messageHandlers.arcadia`);
 * - h5: anything else (plain browser or installed PWA).
 */
export const TG_LAUNCH_STORAGE_KEY = 'arcadia-tg-launch';

interface HostGlobals {
  ArcadiaNative?: { postMessage?: unknown };
  webkit?: { messageHandlers?: { arcadia?: unknown } };
}

export function hasTelegramLaunch(hash: string, stored: string | null): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('tgWebAppData') || params.has('tgWebAppPlatform') || Boolean(stored);
}

export function hasNativeBridge(globals: HostGlobals): boolean {
  return typeof globals.ArcadiaNative?.postMessage === 'function' || Boolean(globals.webkit?.messageHandlers?.arcadia);
}

export function detectPlatform(win: Window = window): Platform {
  let stored: string | null = null;
  try {
    stored = win.sessionStorage.getItem(TG_LAUNCH_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (hasTelegramLaunch(win.location.hash, stored)) return 'tg';
  if (hasNativeBridge(win as unknown as HostGlobals)) return 'app';
  return 'h5';
}
