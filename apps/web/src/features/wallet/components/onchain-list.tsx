import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import { useMoney } from '../format.ts';
import { useOnchainHistoryQuery } from '../queries.ts';
import styles from './history.module.css';
import { RowsSkeleton } from './rows-skeleton.tsx';

/** Devnet transactions with live confirmations (polls while any is pending). */
export function OnchainList() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const first = useOnchainHistoryQuery(false);
  const pending = first.data?.items.some((tx) => tx.status === 'pending') ?? false;
  const query = useOnchainHistoryQuery(pending);
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) return <Empty title={t('errors.load')} />;
  if (query.data.items.length === 0)
    return <Empty title={t('history.empty')} description={t('history.onchainEmpty')} />;
  return (
    <ul className={styles.list} data-testid="wallet-onchain-history">
      {query.data.items.map((tx) => (
        <li key={tx.tx_hash} className={styles.item}>
          <span className={styles.what}>
            <span className={styles.kind}>{t(`txKinds.${tx.kind}`)}</span>
            <span className={styles.meta}>
              {money.address(tx.tx_hash)} · {money.date(tx.created_at)}
            </span>
          </span>
          <span className={`${styles.value} ${tx.direction === 'in' ? styles.in : styles.out}`}>
            {tx.coin_name ? `${money.amount(tx.amount)} ${tx.coin_name}` : tx.nft_id}
            <span className={styles.status} data-status={tx.status} data-testid="wallet-tx-status">
              {tx.status === 'pending'
                ? t('status.confirming', { n: tx.confirmations, of: tx.confirmations_required })
                : t(`status.${tx.status}`)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
