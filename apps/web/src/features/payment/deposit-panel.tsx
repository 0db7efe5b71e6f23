import { useState } from 'react';
import { formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './payment.module.css';
import { useDepositQuery } from './queries.ts';

/**
 * A crypto channel: the player's own deposit address, what may be sent to it, and the deposits seen there with their
 * confirmations. The server credits a deposit once the chain has confirmed it.
 */
export function DepositPanel({ channel }: { channel: string }) {
  const { t } = useTranslation('payment');
  const deposit = useDepositQuery(channel, true);
  const [copied, setCopied] = useState(false);
  if (deposit.isPending)
    return (
      <div className={styles.channels} data-testid="deposit-loading">
        <Skeleton height="0.8rem" radius="md" />
      </div>
    );
  if (deposit.isError || !deposit.data)
    return (
      <p className={styles.error} role="alert">
        {t('loadFailed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => deposit.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  const d = deposit.data;
  const copy = async () => {
    await navigator.clipboard?.writeText(d.address).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className={styles.deposit} aria-labelledby="deposit-title" data-testid="deposit-panel">
      <h2 id="deposit-title" className={styles.depositTitle}>
        {t('deposit.title', { coin: d.coin })}
      </h2>
      <p className={styles.address} data-testid="deposit-address">
        {d.address}
      </p>
      <Button variant="secondary" onClick={() => void copy()} data-testid="deposit-copy">
        {copied ? t('deposit.copied') : t('deposit.copy')}
      </Button>
      <p className={styles.note}>{t('deposit.only', { coin: d.coin, chain: d.chain })}</p>
      <p className={styles.note}>{t('deposit.confirmations', { n: d.confirmations_required })}</p>
      {d.deposits.length === 0 ? (
        <p className={styles.note}>{t('deposit.none')}</p>
      ) : (
        <ul className={styles.history} data-testid="deposit-list">
          {d.deposits.map((item) => (
            <li key={item.tx_hash}>
              <span>
                +{item.amount} {d.coin} · {formatDate(item.at)}
              </span>
              <span>
                {item.status === 'credited'
                  ? t('deposit.credited')
                  : t('deposit.confirming', { done: item.confirmations, n: d.confirmations_required })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
