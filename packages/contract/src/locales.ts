/** The 13 supported locales (spec section 1). The first path segment of every URL is one of these. */
export const LOCALES = [
  'en-US',
  'vi-VN',
  'pt-BR',
  'id-ID',
  'th-TH',
  'ms-MY',
  'ru-RU',
  'es-MX',
  'zh-CN',
  'fr-FR',
  'ja-JP',
  'ko-KR',
  'tr-TR',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'vi-VN';

/** Alternate-language links default to these when a page names no supported locales (spec section 2). */
export const DEFAULT_ALTERNATE_LOCALES: readonly Locale[] = ['zh-CN', 'en-US', 'vi-VN'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
