import type { Locale } from '@arcadia/contract';
import { formatAmount } from '../../i18n/formats.ts';
import type { BadgeTone } from '../../ui/badge.tsx';

/** A fiat amount in the market's currency: its symbol and its own decimals (0 for dong, rupiah...). */
export function formatFiat(value: string, currency: { symbol: string; decimals: number }, locale: Locale): string {
  return `${currency.symbol} ${formatAmount(value, { locale, decimals: currency.decimals })}`;
}

export const STATUS_TONE: Record<string, BadgeTone> = {
  paid: 'success',
  completed: 'success',
  created: 'primary',
  pending: 'primary',
  review: 'warning',
  approved: 'primary',
  paying: 'primary',
  failed: 'danger',
  rejected: 'danger',
  bounced: 'danger',
  expired: 'neutral',
  refunded: 'neutral',
};
