import type { ConsoleLocale } from './i18n.ts';

/** A time in seconds since the epoch, as the operator's locale writes it (date and time to the minute). */
export function formatTime(seconds: number, locale: ConsoleLocale): string {
  if (!seconds) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
}

/**
 * A decimal amount string ("1234567.5") grouped the locale's way without passing through a float, so a large or
 * long amount is shown exactly as the server sent it.
 */
export function formatAmount(amount: string, locale: ConsoleLocale): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole = '0', fraction] = match;
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1234.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const trimmed = fraction?.replace(/0+$/, '');
  return `${sign}${grouped}${trimmed ? `${decimal}${trimmed}` : ''}`;
}
