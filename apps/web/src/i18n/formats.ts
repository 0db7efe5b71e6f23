import type { Locale } from '@arcadia/contract';
import type { Translate } from './i18n.ts';

/**
 * Display formats of spec section 5. Amounts arrive as decimal strings, bigint or integer
 * minor units and are handled as digit strings: no amount ever goes through floating point.
 */

export type Amount = string | bigint | number | null | undefined;
const EMPTY = '-';

/** A nickname masked to its first 2 and last 2 characters (gift sender, leaderboards). */
export { maskNickname } from './mask.ts';

interface Decimal {
  negative: boolean;
  /** integer digits, no leading zeros ("0" for zero) */
  int: string;
  /** fraction digits, may be empty */
  frac: string;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses a decimal string / bigint / safe number into digits; undefined when it is not a plain decimal. */
export function parseDecimal(value: Amount): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = Number.isInteger(value) ? BigInt(value).toString() : String(value);
  } else text = value.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const int = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = match[3] ?? '';
  const isZero = /^0*$/.test(int + frac);
  return { negative: match[1] === '-' && !isZero, int, frac };
}

/** Integer minor units (e.g. "123456" with 2 decimals) to a decimal string ("1234.56"). */
export function minorToDecimal(minor: string | bigint, decimals: number): string {
  const units = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${int}${frac}`;
}

export interface Separators {
  decimal: string;
  group: string;
}

/**
 * vi, id and pt: comma decimal, dot thousands. ru on the sub-brand: space thousands (comma
 * decimal, as Russian writes it). Everything else: dot decimal, comma thousands.
 */
export function separators(locale: Locale, options: { subBrand?: boolean } = {}): Separators {
  const lang = locale.slice(0, 2);
  if (lang === 'vi' || lang === 'id' || lang === 'pt') return { decimal: ',', group: '.' };
  if (lang === 'ru' && options.subBrand) return { decimal: ',', group: ' ' };
  return { decimal: '.', group: ',' };
}

/** Balance decimals: 0 for ru-RU, else 2. */
export function balanceDecimals(locale: Locale): number {
  return locale === 'ru-RU' ? 0 : 2;
}

function groupDigits(int: string, group: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Cuts (never rounds up) a decimal to `places` fraction digits. */
function truncate(d: Decimal, places: number): Decimal {
  const frac = d.frac.slice(0, places).padEnd(places, '0');
  const isZero = /^0*$/.test(d.int + frac);
  return { negative: d.negative && !isZero, int: d.int, frac };
}

function render(d: Decimal, sep: Separators): string {
  const int = groupDigits(d.int, sep.group);
  return `${d.negative ? '-' : ''}${int}${d.frac ? `${sep.decimal}${d.frac}` : ''}`;
}

/** True when |d| < 1 / 10^exp (d not zero). */
function isBelow(d: Decimal, placesOfOne: number): boolean {
  if (d.int !== '0') return false;
  const lead = d.frac.slice(0, placesOfOne);
  return /^0*$/.test(lead) && /[1-9]/.test(d.frac);
}

export interface AmountOptions {
  locale: Locale;
  subBrand?: boolean;
  /** Fixed number of decimals, overriding the rules below. */
  decimals?: number;
  /** Money detail screens show 8 decimals for amounts under 1. */
  moneyDetail?: boolean;
}

/** How many decimals an amount shows: 2 by default, 5 below 0.01, 8 for money detail under 1. */
function amountDecimals(d: Decimal, options: Omit<AmountOptions, 'locale'>): number {
  if (options.decimals !== undefined) return options.decimals;
  if (options.moneyDetail && d.int === '0') return 8;
  if (isBelow(d, 2)) return 5;
  return 2;
}

/** Formats an amount (decimal string, bigint or number) by the locale's separators and decimal rules. */
export function formatAmount(value: Amount, options: AmountOptions): string {
  const d = parseDecimal(value);
  if (!d) return EMPTY;
  return render(truncate(d, amountDecimals(d, options)), separators(options.locale, options));
}

/** Formats integer minor units (e.g. cents) of a coin with `scale` decimals. */
export function formatMinor(minor: string | bigint | null | undefined, scale: number, options: AmountOptions): string {
  if (minor === null || minor === undefined || !/^-?\d+$/.test(String(minor))) return EMPTY;
  return formatAmount(minorToDecimal(minor, scale), options);
}

/** A wallet balance: 0 decimals for ru-RU, else 2. */
export function formatBalance(value: Amount, options: AmountOptions): string {
  return formatAmount(value, { ...options, decimals: options.decimals ?? balanceDecimals(options.locale) });
}

/**
 * Big numbers: under 90,000,000 (or for ru) in full; under 100,000,000 in thousands with K;
 * under 100,000,000,000 in millions with one decimal and M; beyond that in full again.
 */
export function formatBigNumber(
  value: Amount,
  options: { locale: Locale; country?: string; subBrand?: boolean },
): string {
  const d = parseDecimal(value);
  if (!d) return EMPTY;
  const sep = separators(options.locale, options);
  const int = BigInt(d.int);
  const full = render({ ...d, frac: '' }, sep);
  if (int < 90_000_000n || options.country === 'ru') return full;
  const sign = d.negative ? '-' : '';
  if (int < 100_000_000n) return `${sign}${groupDigits((int / 1000n).toString(), sep.group)}K`;
  if (int < 100_000_000_000n) {
    const tenths = int / 100_000n;
    return `${sign}${groupDigits((tenths / 10n).toString(), sep.group)}${sep.decimal}${tenths % 10n}M`;
  }
  return full;
}

/** Compact numbers: K from 1e4, M from 1e6, B from 1e9, one decimal cut and trailing ".0" dropped. */
export function formatCompact(value: Amount, options: { locale: Locale; subBrand?: boolean }): string {
  const d = parseDecimal(value);
  if (!d) return EMPTY;
  const sep = separators(options.locale, options);
  const int = BigInt(d.int);
  const sign = d.negative ? '-' : '';
  const steps: [bigint, bigint, string][] = [
    [1_000_000_000n, 100_000_000n, 'B'],
    [1_000_000n, 100_000n, 'M'],
    [10_000n, 100n, 'K'],
  ];
  for (const [threshold, tenth, suffix] of steps) {
    if (int < threshold) continue;
    const tenths = int / tenth;
    const whole = groupDigits((tenths / 10n).toString(), sep.group);
    const rest = tenths % 10n;
    return `${sign}${whole}${rest === 0n ? '' : `${sep.decimal}${rest}`}${suffix}`;
  }
  return formatAmount(value, { locale: options.locale, subBrand: options.subBrand, decimals: d.frac ? 2 : 0 });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp as YYYY-MM-DD: 10 digits are seconds, 13 are milliseconds. Local time unless utc is set. */
export function formatDate(timestamp: string | number | null | undefined, options: { utc?: boolean } = {}): string {
  if (timestamp === null || timestamp === undefined || timestamp === '') return EMPTY;
  const digits = String(timestamp).trim();
  if (!/^\d+$/.test(digits)) return EMPTY;
  const ms = digits.length === 10 ? Number(digits) * 1000 : Number(digits);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return EMPTY;
  return options.utc
    ? `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
    : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Shows the first 4 and last 4 characters of an address. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return EMPTY;
  return address.length <= 11 ? address : `${address.slice(0, 4)}...${address.slice(-4)}`;
}

export type TimeAgo =
  | { key: 'time.justNow' }
  | { key: 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo'; count: number };

/** Time-ago as a translation key and count: just now under 60 s, then minutes, hours, days. */
export function timeAgo(then: Date | number, now: Date | number = Date.now()): TimeAgo {
  const seconds = Math.max(0, Math.floor((Number(now) - Number(then)) / 1000));
  if (seconds < 60) return { key: 'time.justNow' };
  if (seconds < 3600) return { key: 'time.minutesAgo', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { key: 'time.hoursAgo', count: Math.floor(seconds / 3600) };
  return { key: 'time.daysAgo', count: Math.floor(seconds / 86_400) };
}

/** Time-ago translated with the common namespace's `t`. */
export function formatTimeAgo(t: Translate, then: Date | number, now?: Date | number): string {
  const ago = timeAgo(then, now);
  return 'count' in ago ? t(`common:${ago.key}`, { count: ago.count }) : t(`common:${ago.key}`);
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const BYTE = '(25[0-5]|2[0-4]\\d|1\\d\\d|\\d?\\d)';
const ALPHA = '(0|1|0?\\.\\d+|1\\.0+)';
const RGB_RE = new RegExp(`^rgb\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*\\)$`);
const RGBA_RE = new RegExp(`^rgba\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${ALPHA}\\s*\\)$`);

/** The theme colour parser: accepts only #rrggbb, #rgb, rgb() and rgba(); anything else is undefined. */
export function parseThemeColor(input: string | null | undefined): Rgba | undefined {
  const value = input?.trim().toLowerCase() ?? '';
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return { r: hex(long[1]), g: hex(long[2]), b: hex(long[3]), a: 1 };
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return { r: hex(short[1], 2), g: hex(short[2], 2), b: hex(short[3], 2), a: 1 };
  const rgb = RGB_RE.exec(value);
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: 1 };
  const rgba = RGBA_RE.exec(value);
  if (rgba) return { r: Number(rgba[1]), g: Number(rgba[2]), b: Number(rgba[3]), a: Number(rgba[4]) };
  return undefined;
}

function hex(part: string | undefined, repeat = 1): number {
  return Number.parseInt((part ?? '0').repeat(repeat), 16);
}
