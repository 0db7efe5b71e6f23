import type { Locale } from '@arcadia/contract';

/** A unix time in seconds as the player's local date and time ("12/03/2026, 14:05"). */
export function formatDateTime(seconds: number, locale: Locale): string {
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return '-';
  try {
    return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** An elapsed time as h:mm:ss (RTS 13: session time in hours, minutes and seconds). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
