import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatFiat } from './money.ts';
import styles from './payment.module.css';
import {
  type Channels,
  type PayoutAccount,
  useAccountsQuery,
  useChannelsQuery,
  useLoggedIn,
  useQuoteMutation,
  useWithdrawMutation,
} from './queries.ts';
import { VisitorPage } from './visitor-page.tsx';

/**
 * /user/withdraw: an amount in the market's currency to a saved payout account. The quote shows what it costs in
 * coins; the coins are held at once and the order follows in /user/orders (a first withdrawal is reviewed).
 */
export default function WithdrawPage() {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const channels = useChannelsQuery();
  const accounts = useAccountsQuery(loggedIn);
  if (!loggedIn) return <VisitorPage title={tc('titles.userWithdraw')} back="/user/withdraw" />;
  const loading = channels.isPending || accounts.isPending;
  const failed = channels.isError || accounts.isError;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="withdraw-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userWithdraw')}
      </h1>
      {loading && !failed ? <Loading /> : null}
      {failed ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                void channels.refetch();
                void accounts.refetch();
              }}
              data-testid="withdraw-retry"
            >
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {channels.data && accounts.data ? <WithdrawForm market={channels.data} accounts={accounts.data.list} /> : null}
    </section>
  );
}

function WithdrawForm({ market, accounts }: { market: Channels; accounts: PayoutAccount[] }) {
  const { t, locale } = useTranslation('payment');
  const search = useSearch();
  const usable = accounts.filter((a) => market.channels.some((c) => c.id === a.channel));
  const [accountId, setAccountId] = useState(usable[0]?.id);
  const account = usable.find((a) => a.id === accountId) ?? usable[0];
  const channel = market.channels.find((c) => c.id === account?.channel);
  // /user/withdraw-quantity sends the chosen amount along.
  const [amount, setAmount] = useState(() => /^\d+(\.\d+)?$/.exec(search.get('amount') ?? '')?.[0] ?? '');
  const quote = useQuoteMutation();
  const withdraw = useWithdrawMutation();
  if (!account || !channel)
    return (
      <Empty
        title={t('withdraw.noAccount')}
        description={t('withdraw.noAccountText')}
        action={
          <Link to="/user/withdraw-payment" className={styles.cta}>
            {t('withdraw.addAccount')}
          </Link>
        }
      />
    );
  const fiat = (value: string) => formatFiat(value, market, locale);
  const waiting = account.usable_from * 1000 > Date.now();
  const outside = amount !== '' && (Number(amount) < Number(channel.min) || Number(amount) > Number(channel.max));
  const submit = async () => {
    const q = await quote.mutateAsync({ channel: channel.id, direction: 'withdraw', fiat_amount: amount });
    await withdraw.mutateAsync({ quote_id: q.quote_id, account_id: account.id });
  };
  const done = withdraw.data?.order;
  return (
    <>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('withdraw.to')}</legend>
        {usable.map((a) => (
          <label
            key={a.id}
            className={styles.channel}
            data-checked={a.id === account.id}
            data-testid={`account-${a.id}`}
          >
            <input
              type="radio"
              name="account"
              checked={a.id === account.id}
              onChange={() => setAccountId(a.id)}
              className={styles.radio}
            />
            <span className={styles.channelName}>
              {t(`channels.${a.channel}`)} {a.number_masked}
            </span>
            <span className={styles.channelKind}>{a.holder}</span>
          </label>
        ))}
      </fieldset>
      {waiting ? (
        <p className={styles.note} data-testid="account-waiting">
          {t('withdraw.waiting', { time: new Date(account.usable_from * 1000).toLocaleString(locale) })}
        </p>
      ) : null}
      <NumberInput
        label={t('amount', { currency: market.currency })}
        value={amount}
        onValueChange={setAmount}
        decimals={market.decimals}
        hint={t('limits', { min: fiat(channel.min), max: fiat(channel.max) })}
        error={outside ? t('outOfLimits') : undefined}
        data-testid="withdraw-amount"
      />
      <p className={styles.note}>{t('rate', { rate: fiat(market.rate), coin: market.coin })}</p>
      {quote.isError || withdraw.isError ? (
        <p className={styles.error} role="alert">
          {t('withdraw.failed')}
        </p>
      ) : null}
      {done ? (
        <p className={styles.note} role="status" data-testid="withdraw-done">
          {t(done.status === 'review' ? 'withdraw.inReview' : 'withdraw.sent', {
            coins: `${formatAmount(done.coin_amount, { locale })} ${done.coin}`,
          })}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={!amount || outside || waiting}
        loading={quote.isPending || withdraw.isPending}
        onClick={() => void submit().catch(() => {})}
        data-testid="withdraw-submit"
      >
        {t('withdraw.submit', { amount: amount ? fiat(amount) : '' })}
      </Button>
      <Link to="/user/withdraw-payment" className={styles.link}>
        {t('withdraw.manage')}
      </Link>
      <Link to="/user/orders" className={styles.link}>
        {t('myOrders')}
      </Link>
    </>
  );
}

function Loading() {
  return (
    <div className={styles.channels} data-testid="withdraw-loading">
      <Skeleton height="0.56rem" radius="md" />
      <Skeleton height="0.56rem" radius="md" />
      <Skeleton height="0.48rem" radius="md" />
    </div>
  );
}
