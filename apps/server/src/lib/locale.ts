import { Header, isLocale } from '@arcadia/contract';
import type { FastifyRequest } from 'fastify';
import { headerOf } from '../services/user/context.ts';

const FALLBACK_LOCALE = 'en-US';

/** The caller's locale: the `language` header, else Accept-Language's first, else en-US. */
export function localeOf(request: FastifyRequest): string {
  const language = headerOf(request, Header.LANGUAGE);
  if (isLocale(language)) return language;
  const first = headerOf(request, 'accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  return isLocale(first) ? first : FALLBACK_LOCALE;
}

/** A localized text ({locale: text}) in the caller's locale, else en-US, else any. */
export function localized(texts: Record<string, string> | null | undefined, locale: string): string {
  if (!texts) return '';
  return texts[locale] ?? texts[FALLBACK_LOCALE] ?? Object.values(texts)[0] ?? '';
}
