import { isLocale, type Locale, splitLocale } from '@arcadia/contract';
import { api } from '../api/client.ts';
import { navigate } from '../app/router/history.ts';
import { getLocale, setLocale } from '../i18n/i18n.ts';
import { withLocale } from '../i18n/locale.ts';
import { LOCALE_MARKET } from '../i18n/markets.ts';
import { openappGetCountryCall } from '../session/calls.ts';

const DONE_KEY = 'arcadia-root-locale';

/** The locale of a market (country code), the first locale that maps to it. */
export function localeOfCountry(country: string): Locale | undefined {
  const code = country.trim().toLowerCase();
  const found = Object.entries(LOCALE_MARKET).find(([, market]) => market === code)?.[0];
  return isLocale(found) ? found : undefined;
}

/**
 * A first visit that began at the bare root (init.ts decides, before the router redirects) gets the locale of
 * the visitor's country from the open-app config (spec section 2), once per session.
 */
export async function applyRootLocale() {
  const { rest } = splitLocale(window.location.pathname);
  if ((rest || '/') !== '/' || sessionStorage.getItem(DONE_KEY)) return;
  sessionStorage.setItem(DONE_KEY, '1');
  const answer = await api(openappGetCountryCall, {}, { silent: true }).catch(() => undefined);
  const locale = localeOfCountry(answer?.country_by_ip || answer?.country_code || '');
  if (!locale || locale === getLocale() || splitLocale(window.location.pathname).rest !== '/') return;
  setLocale(locale);
  navigate(withLocale(`${window.location.pathname}${window.location.search}`, locale), { replace: true });
}
