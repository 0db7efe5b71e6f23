import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { compareDecimal } from '../../../ui/decimal.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { NumberInput } from '../../../ui/number-input.tsx';
import { type Currency, formatMoney, usdtToFiat } from '../money.ts';
import { fiatToUsdt, trimZeros } from '../money-calc.ts';
import parts from '../parts.module.css';
import type { Limit } from '../queries.ts';
import { useSetLimitMutation } from '../queries-me.ts';
import { formatDateTime } from '../time.ts';
import styles from './me.module.css';

const DAY_SECONDS = 86_400;

type Change = { amount: string | null; effect: 'now' | 'later' };

/** Whether a new amount (USDT, or null to remove) applies at once (lower or first limit) or after 24 hours. */
function changeEffect(current: string | null, next: string | null): Change['effect'] {
  if (next === null) return current === null ? 'now' : 'later';
  if (current === null) return 'now';
  return compareDecimal(next, current) > 0 ? 'later' : 'now';
}

/**
 * Sets, lowers, raises or removes one limit, in the market's currency. Every change is confirmed first, saying when
 * it takes effect: lowering at once, raising or removing after a 24-hour cooling-off.
 */
export function LimitDialog({ limit, currency, onClose }: { limit: Limit; currency: Currency; onClose: () => void }) {
  const { t, locale } = useTranslation('fortune');
  const save = useSetLimitMutation();
  const [fiat, setFiat] = useState(limit.amount === null ? '' : usdtToFiat(limit.amount, currency));
  const [change, setChange] = useState<Change | null>(null);
  const usdt = fiat === '' ? '' : trimZeros(fiatToUsdt(fiat, currency));
  const valid = usdt !== '' && compareDecimal(usdt, '0') > 0;
  const name = t(`limits.full.${limit.kind}.${limit.period}`);
  const title = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

  const ask = (amount: string | null) => setChange({ amount, effect: changeEffect(limit.amount, amount) });
  const confirm = () => {
    if (!change) return;
    save.mutate({ kind: limit.kind, period: limit.period, amount: change.amount }, { onSuccess: onClose });
  };
  const when = formatDateTime(Math.floor(Date.now() / 1000) + DAY_SECONDS, locale);

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      role={change ? 'alertdialog' : 'dialog'}
      testId="limit-dialog"
      footer={
        change ? (
          <>
            <Button variant="secondary" block onClick={() => setChange(null)} data-testid="limit-back">
              {t('common.back')}
            </Button>
            <Button block loading={save.isPending} onClick={confirm} data-testid="limit-confirm">
              {t('common.confirm')}
            </Button>
          </>
        ) : (
          <>
            {limit.amount !== null ? (
              <Button variant="secondary" block onClick={() => ask(null)} data-testid="limit-remove">
                {t('limits.remove')}
              </Button>
            ) : null}
            <Button block disabled={!valid} onClick={() => ask(usdt)} data-testid="limit-save">
              {t('limits.save')}
            </Button>
          </>
        )
      }
    >
      {change ? (
        <p className={styles.confirmText} data-testid="limit-confirm-text">
          {change.amount === null
            ? t('limits.confirmRemove', { name, date: when })
            : change.effect === 'now'
              ? t('limits.confirmNow', { name, amount: formatMoney(change.amount, currency, locale) })
              : t('limits.confirmLater', { name, amount: formatMoney(change.amount, currency, locale), date: when })}
        </p>
      ) : (
        <NumberInput
          label={t('limits.amount', { symbol: currency.symbol })}
          value={fiat}
          onValueChange={setFiat}
          decimals={currency.decimals}
          hint={t('limits.rule')}
          data-testid="limit-amount"
        />
      )}
      {save.isError ? (
        <p className={parts.error} role="alert">
          {apiErrorText(save.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
