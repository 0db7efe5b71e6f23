import { isLocale, type Locale } from '@arcadia/contract';
import { useCallback } from 'react';
import { type NavigateOptions, navigate } from './history.ts';
import { useLocale } from './route-context.ts';

/** `/wallet` -> `/vi-VN/wallet`; paths that already start with a locale, and absolute URLs, pass through. */
export function localeHref(to: string, locale: Locale): string {
  if (/^[a-z]+:/i.test(to) || !to.startsWith('/')) return to;
  const first = to.split(/[/?#]/)[1];
  if (isLocale(first)) return to;
  return to === '/' ? `/${locale}/` : `/${locale}${to}`;
}

/** Navigates within the current locale. */
export function useNavigate() {
  const locale = useLocale();
  return useCallback((to: string, options?: NavigateOptions) => navigate(localeHref(to, locale), options), [locale]);
}
