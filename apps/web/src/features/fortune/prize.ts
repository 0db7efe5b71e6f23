import type { Locale } from '@arcadia/contract';
import type { Translate } from '../../i18n/i18n.ts';
import { type Currency, formatMoney } from './money.ts';
import type { Prize } from './queries.ts';

/** A prize in words: "₫ 25.400 cash", "₫ 5.000 bonus (locked until wagered)", "+2 chances", "No prize". */
export function prizeText(prize: Prize, currency: Currency, locale: Locale, t: Translate): string {
  switch (prize.kind) {
    case 'cash':
      return t('prize.cash', { amount: formatMoney(prize.amount, currency, locale) });
    case 'bonus':
      return t('prize.bonus', { amount: formatMoney(prize.amount, currency, locale) });
    case 'chance':
      return t('prize.chance', { n: `+${prize.chances}` });
    default:
      return t('prize.none');
  }
}

/** The two short lines a wheel segment shows. */
export function prizeLabel(prize: Prize, currency: Currency, locale: Locale, t: Translate): [string, string] {
  switch (prize.kind) {
    case 'cash':
    case 'bonus':
      return [formatMoney(prize.amount, currency, locale), t(`prize.kind.${prize.kind}`)];
    case 'chance':
      return [`+${prize.chances}`, t('prize.kind.chance')];
    default:
      return ['—', t('prize.kind.none')];
  }
}
