import { useCallback } from 'react';
import { useLocale } from '../../app/router/route-context.ts';
import { formatAmount, formatBalance, formatDate, shortenAddress } from '../../i18n/formats.ts';

/** Display formats (spec section 5) bound to the page's locale. Amounts stay decimal strings. */
export function useMoney() {
  const locale = useLocale();
  return {
    locale,
    balance: useCallback((value: string | null | undefined) => formatBalance(value, { locale }), [locale]),
    amount: useCallback(
      (value: string | null | undefined, decimals?: number) => formatAmount(value, { locale, decimals }),
      [locale],
    ),
    detail: useCallback(
      (value: string | null | undefined) => formatAmount(value, { locale, moneyDetail: true }),
      [locale],
    ),
    date: formatDate,
    address: shortenAddress,
  };
}

/** "-1.25" -> { sign: 'down', text: '1.25' }: percent changes are shown without floats. */
export function percentChange(pct: string): { trend: 'up' | 'down' | 'flat'; text: string } {
  const negative = pct.startsWith('-');
  const text = negative ? pct.slice(1) : pct.replace(/^\+/, '');
  if (!/[1-9]/.test(text)) return { trend: 'flat', text };
  return { trend: negative ? 'down' : 'up', text };
}
