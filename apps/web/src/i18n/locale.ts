import { DEFAULT_LOCALE, isLocale, type Locale } from '@arcadia/contract';

export const LOCALE_STORAGE_KEY = 'NEXT_LOCALE';

/** The locale a bare visit should land on: the stored choice, else the default (vi-VN). */
export function preferredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Stores the choice in local storage and in a NEXT_LOCALE cookie, so the server's redirect of a bare path agrees. */
export function rememberLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  }
}

/** Replaces the locale segment of a path, keeping the rest (search and hash included). */
export function withLocale(path: string, locale: Locale): string {
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const parts = pathname.split('/').filter(Boolean);
  if (isLocale(parts[0])) parts.shift();
  return `/${[locale, ...parts].join('/')}${parts.length === 0 ? '/' : ''}${rest.join('')}`;
}
