import { TG_LAUNCH_STORAGE_KEY } from '../detect.ts';

/** Telegram's launch parameters (core.telegram.org/api/web-events, "Launch parameters"). */
export interface LaunchParams {
  /** Raw initData, exactly as signed; the server validates it. */
  initData: string;
  version: string;
  platform: string;
  themeParams: Record<string, string>;
  startParam: string;
}

function parseTheme(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function parseLaunchParams(hashOrQuery: string): LaunchParams | undefined {
  const params = new URLSearchParams(hashOrQuery.replace(/^[#?]/, ''));
  if (!params.has('tgWebAppData') && !params.has('tgWebAppPlatform')) return undefined;
  const initData = params.get('tgWebAppData') ?? '';
  return {
    initData,
    version: params.get('tgWebAppVersion') ?? '6.0',
    platform: params.get('tgWebAppPlatform') ?? 'unknown',
    themeParams: parseTheme(params.get('tgWebAppThemeParams')),
    startParam: params.get('tgWebAppStartParam') ?? new URLSearchParams(initData).get('start_param') ?? '',
  };
}

/** From the URL hash on the first load, else from this tab's session storage (the hash is lost on navigation). */
export function readLaunchParams(): LaunchParams | undefined {
  const fromHash = parseLaunchParams(window.location.hash);
  if (fromHash) {
    sessionStorage.setItem(TG_LAUNCH_STORAGE_KEY, window.location.hash.slice(1));
    return fromHash;
  }
  return parseLaunchParams(sessionStorage.getItem(TG_LAUNCH_STORAGE_KEY) ?? '');
}
