import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Input } from '../../ui/input.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './payment.module.css';
import { useAccountsQuery, useChannelsQuery, useLoggedIn, useSaveAccountMutation } from './queries.ts';
import { VisitorPage } from './visitor-page.tsx';

/** /user/withdraw-payment: the saved payout accounts, and a form to add one (usable 24 hours after saving). */
export default function PayoutAccountsPage() {
  const { t, locale } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const channels = useChannelsQuery();
  const accounts = useAccountsQuery(loggedIn);
  if (!loggedIn) return <VisitorPage title={tc('titles.userWithdrawPayment')} back="/user/withdraw-payment" />;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="payout-accounts-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userWithdrawPayment')}
      </h1>
      {accounts.isPending ? <Skeleton height="0.64rem" radius="md" /> : null}
      {accounts.isError ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => accounts.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {accounts.data?.list.length === 0 ? (
        <Empty title={t('accounts.empty')} description={t('accounts.emptyText')} />
      ) : null}
      {accounts.data?.list.length ? (
        <ul className={styles.orders}>
          {accounts.data.list.map((a) => (
            <li key={a.id} className={styles.order} data-testid={`saved-account-${a.id}`}>
              <span className={styles.orderMain}>
                <span className={styles.orderTitle}>
                  {t(`channels.${a.channel}`)} {a.number_masked}
                </span>
                <span className={styles.orderTime}>{a.holder}</span>
              </span>
              <span className={styles.orderTime}>
                {a.usable_from * 1000 > Date.now()
                  ? t('accounts.from', { time: new Date(a.usable_from * 1000).toLocaleString(locale) })
                  : t('accounts.ready')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {channels.data ? (
        <AddAccount
          channels={channels.data.channels.filter((c) => c.directions.includes('withdraw')).map((c) => c.id)}
        />
      ) : null}
    </section>
  );
}

function AddAccount({ channels }: { channels: ChannelId[] }) {
  const { t } = useTranslation('payment');
  const save = useSaveAccountMutation();
  const [channel, setChannel] = useState(channels[0]);
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  if (!channel) return null;
  const fieldError = (field: string) => {
    const data = (save.error as { data?: Record<string, string[]> } | null)?.data;
    return data?.[field]?.[0];
  };
  return (
    <form
      className={styles.channels}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ channel, holder, number }, { onSuccess: () => setNumber('') });
      }}
    >
      <h2 className={styles.subtitle}>{t('accounts.add')}</h2>
      <label className={styles.legend} htmlFor="account-channel">
        {t('channel')}
      </label>
      <select
        id="account-channel"
        className={styles.select}
        value={channel}
        onChange={(e) => setChannel(e.target.value as ChannelId)}
        data-testid="account-channel"
      >
        {channels.map((c) => (
          <option key={c} value={c}>
            {t(`channels.${c}`)}
          </option>
        ))}
      </select>
      <Input
        label={t('accounts.holder')}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        error={fieldError('holder')}
        data-testid="account-holder"
      />
      <Input
        label={t('accounts.number')}
        hint={t('accounts.numberHint')}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={fieldError('number')}
        data-testid="account-number"
      />
      {save.isError && !fieldError('number') && !fieldError('holder') ? (
        <p className={styles.error} role="alert">
          {t('accounts.failed')}
        </p>
      ) : null}
      <Button type="submit" block loading={save.isPending} disabled={!holder || !number} data-testid="account-save">
        {t('accounts.save')}
      </Button>
      <p className={styles.note}>{t('accounts.cooldown')}</p>
    </form>
  );
}
