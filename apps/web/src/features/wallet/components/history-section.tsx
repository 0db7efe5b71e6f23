import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { forwardRef, useState } from 'react';
import { type DynamicKey, useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { useMoney } from '../format.ts';
import { type HistoryFilters, useOffchainHistoryQuery } from '../queries.ts';
import styles from './history.module.css';
import { OnchainList } from './onchain-list.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';

type Scope = 'inapp' | 'onchain';
type Direction = 'all' | 'in' | 'out';

/** History with filters (scope, coin, direction) and cursor pagination ("load more"). */
export const HistorySection = forwardRef<HTMLElement, { coins: CoinCode[] }>(function HistorySection({ coins }, ref) {
  const { t } = useTranslation('wallet');
  const [scope, setScope] = useState<Scope>('inapp');
  const [direction, setDirection] = useState<Direction>('all');
  const [coin, setCoin] = useState<CoinCode | ''>('');
  const filters: HistoryFilters = { ...(coin ? { coin } : {}), ...(direction !== 'all' ? { direction } : {}) };
  return (
    <section ref={ref} className={styles.section} aria-labelledby="wallet-history-title" tabIndex={-1}>
      <h2 id="wallet-history-title" className={styles.title}>
        {t('history.title')}
      </h2>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t('history.scope')}</legend>
        {(['inapp', 'onchain'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.pill}
            aria-pressed={scope === value}
            onClick={() => setScope(value)}
          >
            {t(`history.${value}`)}
          </button>
        ))}
      </fieldset>
      {scope === 'inapp' ? (
        <>
          <div className={styles.filters}>
            <select
              className={styles.select}
              value={coin}
              onChange={(e) => setCoin(e.target.value as CoinCode | '')}
              aria-label={t('history.coin')}
              data-testid="wallet-history-coin"
            >
              <option value="">{t('history.allCoins')}</option>
              {coins.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            {(['all', 'in', 'out'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.pill}
                aria-pressed={direction === value}
                onClick={() => setDirection(value)}
              >
                {t(`history.dir.${value}`)}
              </button>
            ))}
          </div>
          <LedgerList filters={filters} />
        </>
      ) : (
        <OnchainList />
      )}
    </section>
  );
});

function LedgerList({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const query = useOffchainHistoryQuery(filters);
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError)
    return (
      <Empty
        title={t('errors.load')}
        action={<Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Empty title={t('history.empty')} description={t('history.emptyText')} />;
  return (
    <>
      <ul className={styles.list} data-testid="wallet-history">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.what}>
              <span className={styles.kind}>{t(`kinds.${item.kind}` as DynamicKey)}</span>
              <span className={styles.meta}>{money.date(item.created_at)}</span>
            </span>
            <span className={`${styles.value} ${item.direction === 'in' ? styles.in : styles.out}`}>
              {item.direction === 'in' ? '+' : '−'}
              {money.amount(item.amount.replace(/^-/, ''))} {item.coin_name}
              <span className={styles.status} data-status={item.status}>
                {t(`status.${item.status}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('history.more')}
        </Button>
      ) : null}
    </>
  );
}
