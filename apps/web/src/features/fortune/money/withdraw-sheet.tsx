import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { compareDecimal } from '../../../ui/decimal.ts';
import { Empty } from '../../../ui/empty.tsx';
import { NumberInput } from '../../../ui/number-input.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatFiat } from '../money.ts';
import { usdtToFiatDown } from '../money-calc.ts';
import parts from '../parts.module.css';
import type { PayoutAccount, RechargeChannel } from '../queries.ts';
import { usePayoutAccountsQuery, useRechargeConfQuery, useWithdrawMutation } from '../queries-pay.ts';
import { formatDateTime } from '../time.ts';
import { useIntentKey } from '../use-intent-key.ts';
import styles from './money.module.css';

/**
 * Withdraw Fortune cash (never locked bonus) to a saved payout account: channel, account, amount in the market's
 * currency. Payout accounts are the payment service's; new ones are added on /user/withdraw-payment. A withdrawal
 * cannot be reversed once requested (UKGC RTS 14B).
 */
export function WithdrawSheet({ open, onClose, cash }: { open: boolean; onClose: () => void; cash: string }) {
  const { t } = useTranslation('fortune');
  const conf = useRechargeConfQuery();
  const accounts = usePayoutAccountsQuery(open);
  const loading = conf.isPending || accounts.isPending;
  return (
    <Sheet open={open} onClose={onClose} title={t('withdraw.title')} testId="withdraw-sheet">
      {loading && !(conf.isError || accounts.isError) ? <Skeleton height="1.4rem" radius="md" /> : null}
      {conf.isError || accounts.isError ? (
        <LoadFailed
          onRetry={() => {
            void conf.refetch();
            void accounts.refetch();
          }}
          testId="withdraw-retry"
        />
      ) : null}
      {conf.data && accounts.data ? (
        <WithdrawForm
          channels={conf.data.channels.filter((c) => c.directions.includes('withdraw'))}
          accounts={accounts.data.list}
          currency={conf.data.currency}
          cash={cash}
          onDone={onClose}
        />
      ) : null}
    </Sheet>
  );
}

function WithdrawForm({
  channels,
  accounts,
  currency,
  cash,
  onDone,
}: {
  channels: RechargeChannel[];
  accounts: PayoutAccount[];
  currency: Currency;
  cash: string;
  onDone: () => void;
}) {
  const { t, locale } = useTranslation('fortune');
  const usable = accounts.filter((a) => channels.some((c) => c.id === a.channel));
  const [accountId, setAccountId] = useState(usable[0]?.id);
  const [amount, setAmount] = useState('');
  const withdraw = useWithdrawMutation();
  const intent = useIntentKey();
  const account = usable.find((a) => a.id === accountId) ?? usable[0];
  const channel = channels.find((c) => c.id === account?.channel);
  if (!account || !channel)
    return (
      <Empty
        compact
        title={t('withdraw.noAccount')}
        description={t('withdraw.noAccountText')}
        action={
          <Link to="/user/withdraw-payment" className={parts.cta}>
            {t('withdraw.addAccount')}
          </Link>
        }
      />
    );
  const fiat = (value: string) => formatFiat(value, currency, locale);
  const available = usdtToFiatDown(cash, currency);
  const waiting = account.usable_from * 1000 > Date.now();
  const error =
    amount === ''
      ? undefined
      : compareDecimal(amount, available) > 0
        ? t('withdraw.overCash')
        : compareDecimal(amount, channel.min) < 0 || compareDecimal(amount, channel.max) > 0
          ? t('withdraw.outOfLimits')
          : undefined;
  const done = withdraw.data?.order;
  const submit = () =>
    withdraw.mutate(
      { channel: channel.id, fiat_amount: amount, account_id: account.id, key: intent.current() },
      { onSuccess: intent.settle },
    );
  if (done)
    return (
      <div className={parts.stack} role="status" data-testid="withdraw-done">
        <p>{t(done.status === 'review' ? 'withdraw.inReview' : 'withdraw.sent', { amount: fiat(done.fiat_amount) })}</p>
        <Button block onClick={onDone}>
          {t('common.close')}
        </Button>
      </div>
    );
  return (
    <div className={parts.stack}>
      <fieldset className={parts.choices}>
        <legend className={parts.legend}>{t('withdraw.to')}</legend>
        {usable.map((a) => (
          <label key={a.id} className={parts.option} data-checked={a.id === account.id} data-testid={`payout-${a.id}`}>
            <input
              type="radio"
              name="fortune-payout"
              checked={a.id === account.id}
              onChange={() => {
                setAccountId(a.id);
                intent.reset();
              }}
            />
            <span className={parts.optionMain}>
              {t(`channels.${a.channel}`)} {a.number_masked}
            </span>
            <span className={parts.note}>{a.holder}</span>
          </label>
        ))}
      </fieldset>
      {waiting ? (
        <p className={parts.note} data-testid="payout-waiting">
          {t('withdraw.waiting', { date: formatDateTime(account.usable_from, locale) })}
        </p>
      ) : null}
      <NumberInput
        label={t('withdraw.amount', { symbol: currency.symbol })}
        value={amount}
        onValueChange={(next) => {
          setAmount(next);
          intent.reset();
        }}
        decimals={currency.decimals}
        hint={t('withdraw.hint', { available: fiat(available), min: fiat(channel.min), max: fiat(channel.max) })}
        error={error}
        data-testid="withdraw-amount"
      />
      <p className={parts.note}>{t('withdraw.final')}</p>
      {withdraw.isError ? (
        <p className={parts.error} role="alert">
          {apiErrorText(withdraw.error)}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={amount === '' || error !== undefined || waiting}
        loading={withdraw.isPending}
        onClick={submit}
        data-testid="withdraw-submit"
      >
        {t('withdraw.submit', { amount: amount ? fiat(amount) : '' })}
      </Button>
      <Link to="/user/withdraw-payment" className={styles.textLink}>
        {t('withdraw.manage')}
      </Link>
    </div>
  );
}
