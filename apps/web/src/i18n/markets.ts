import type { Locale } from '@arcadia/contract';

/**
 * Market tables (spec sections 1, 5 and 9). This module is the one place that knows which
 * market a locale belongs to and what each market uses: currency symbol, payment channels,
 * dialing prefix. Everything here is plain data so it can be imported from startup code.
 */

export const MARKETS = ['vn', 'th', 'id', 'ph', 'my', 'br', 'mx', 'ru', 'in', 'uz', 'kz'] as const;
export type Market = (typeof MARKETS)[number];

const DEFAULT_MARKET: Market = 'vn';

/** Locale to market (spec section 1). Locales without a market of their own fall back to vn. */
export const LOCALE_MARKET: Readonly<Partial<Record<Locale, Market>>> = {
  'vi-VN': 'vn',
  'en-US': 'ph',
  'pt-BR': 'br',
  'id-ID': 'id',
  'th-TH': 'th',
  'ms-MY': 'my',
  'es-MX': 'mx',
  'ru-RU': 'ru',
};

export function marketOf(locale: Locale): Market {
  return LOCALE_MARKET[locale] ?? DEFAULT_MARKET;
}

/** Currency symbols by market (spec section 9); the default is the dong. */
const CURRENCY_SYMBOLS: Readonly<Partial<Record<Market, string>>> = {
  vn: '₫',
  ph: '₱',
  br: 'R$',
  th: '฿',
  id: 'Rp',
  my: 'RM',
  ru: '₽',
  mx: 'Mex$',
};
const DEFAULT_CURRENCY_SYMBOL = '₫';

export function currencySymbol(market: string | undefined): string {
  return CURRENCY_SYMBOLS[market as Market] ?? DEFAULT_CURRENCY_SYMBOL;
}

/** Payment channel icon names by market (spec section 9). Icons live at /resource/pay/<name>.svg. */
export const PAYMENT_CHANNELS: Readonly<Partial<Record<Market, readonly string[]>>> = {
  id: ['dana', 'ovo', 'gopay', 'bank', 'shopeepay', 'usdt-trc20', 'usdt-erc20', 'usdt-bep20', 'ton'],
  br: ['pix', 'pagbank', 'ton', 'bsc'],
  vn: ['momo', 'bank', 'ton'],
};

export function paymentChannels(market: string | undefined): readonly string[] {
  return PAYMENT_CHANNELS[market as Market] ?? [];
}

/** International dialing prefixes by market (spec section 5); the default is +84. */
const PHONE_PREFIXES: Readonly<Record<Market, string>> = {
  vn: '+84',
  th: '+66',
  id: '+62',
  ph: '+63',
  my: '+60',
  br: '+55',
  mx: '+52',
  in: '+91',
  ru: '+7',
  uz: '+998',
  kz: '+7',
};
export const DEFAULT_PHONE_PREFIX = '+84';

export function phonePrefix(market: string | undefined): string {
  return PHONE_PREFIXES[market as Market] ?? DEFAULT_PHONE_PREFIX;
}

/** The dialing-code picker's rows: one per market, ordered as MARKETS, de-duplicated by prefix+market. */
export const DIALING_CODES: readonly { market: Market; prefix: string }[] = MARKETS.map((market) => ({
  market,
  prefix: PHONE_PREFIXES[market],
}));

/** Locale codes for localised resources (images, banners): vi, pt, id, th, ru, es, else en (spec section 9). */
const RESOURCE_LOCALES = ['vi', 'pt', 'id', 'th', 'ru', 'es'] as const;
export type ResourceLocale = (typeof RESOURCE_LOCALES)[number] | 'en';

export function resourceLocale(locale: Locale): ResourceLocale {
  const lang = locale.slice(0, 2);
  return (RESOURCE_LOCALES as readonly string[]).includes(lang) ? (lang as ResourceLocale) : 'en';
}

/** The 8 locales with a dedicated share image (spec section 9): vi, en, pt, id, ms, th, ru, es. */
export const SHARE_IMAGE_LANGS = ['vi', 'en', 'pt', 'id', 'ms', 'th', 'ru', 'es'] as const;
export type ShareImageLang = (typeof SHARE_IMAGE_LANGS)[number];

/** The share image language for a locale; locales without their own image use en. */
export function shareImageLang(locale: Locale): ShareImageLang {
  const lang = locale.slice(0, 2);
  return (SHARE_IMAGE_LANGS as readonly string[]).includes(lang) ? (lang as ShareImageLang) : 'en';
}

/** Right-to-left languages. None of the 13 locales is RTL today; the table keeps `dir` honest if one is added. */
const RTL_LANGS = new Set(['ar', 'he', 'fa', 'ur']);

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGS.has(locale.slice(0, 2)) ? 'rtl' : 'ltr';
}
