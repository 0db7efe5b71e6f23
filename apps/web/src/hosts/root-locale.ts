import { isLocale, type Locale, splitLocale, user } from '@arcadia/contract';
import { api } from '../api/client.ts';
import { navigate } from '../app/router/history.ts';
import { getLocale, setLocale } from '../i18n/i18n.ts';
import { LOCALE_STORAGE_KEY, withLocale } from '../i18n/locale.ts';
import { LOCALE_MARKET } from '../i18n/markets.ts';

const DONE_KEY = 'arcadia-root-locale';

/** The locale of a market (country code), the first locale that maps to it. */
export function localeOfCountry(country: string): Locale | undefined {
  const code = country.trim().toLowerCase();
  const found = Object.entries(LOCALE_MARKET).find(([, market]) => market === code)?.[0];
  return isLocale(found) ? found : undefined;
}

/**
 * On the root path, a visitor who never chose a language gets the locale of their country from the open-app
 * config (spec section 2), once per session. The choice is not stored: it stays the visitor's to make.
 */
export async function applyRootLocale() {
  const { rest } = splitLocale(window.location.pathname);
  if ((rest || '/') !== '/' || localStorage.getItem(LOCALE_STORAGE_KEY) || sessionStorage.getItem(DONE_KEY)) return;
  sessionStorage.setItem(DONE_KEY, '1');
  const answer = await api(user.openappGetCountry, {}, { silent: true }).catch(() => undefined);
  const locale = localeOfCountry(answer?.country_by_ip || answer?.country_code || '');
  if (!locale || locale === getLocale() || splitLocale(window.location.pathname).rest !== '/') return;
  setLocale(locale);
  navigate(withLocale(`${window.location.pathname}${window.location.search}`, locale), { replace: true });
}
