import { useState } from 'react';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import styles from './pool.module.css';
import { type PoolPeriod, usePoolPeriodsQuery } from './queries.ts';

type View = 'all' | 'mine';

/** Past periods (pot, holders, my payout) and, for players, only the periods that paid them. */
export function PeriodsList({ userId }: { userId: number }) {
  const { t } = useTranslation('pool');
  const [view, setView] = useState<View>('all');
  const mine = view === 'mine' && userId > 0;
  const periods = usePoolPeriodsQuery(userId, mine);
  const list = periods.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.card} aria-labelledby="pool-periods-title" data-testid="pool-periods">
      <h2 id="pool-periods-title" className={styles.cardTitle}>
        {t('periods.title')}
      </h2>
      {userId > 0 ? (
        <Tabs
          id="pool-periods"
          label={t('periods.title')}
          items={[
            { value: 'all', label: t('periods.all') },
            { value: 'mine', label: t('periods.mine') },
          ]}
          value={view}
          onChange={setView}
          fill
        />
      ) : null}
      {periods.isPending ? (
        <Skeleton height="0.8rem" radius="md" />
      ) : periods.isError ? (
        <Empty
          compact
          title={t('periods.failed')}
          action={
            <Button variant="secondary" onClick={() => periods.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <Empty compact title={t(mine ? 'periods.noneMine' : 'periods.none')} description={t('periods.noneHint')} />
      ) : (
        <ul className={styles.periods}>
          {list.map((p) => (
            <PeriodRow key={p.id} period={p} signedIn={userId > 0} />
          ))}
        </ul>
      )}
      {periods.hasNextPage ? (
        <Button variant="ghost" onClick={() => periods.fetchNextPage()} loading={periods.isFetchingNextPage}>
          {t('periods.more')}
        </Button>
      ) : null}
    </section>
  );
}

function PeriodRow({ period, signedIn }: { period: PoolPeriod; signedIn: boolean }) {
  const { t, locale } = useTranslation('pool');
  const usdt = (v: string) => formatAmount(v, { locale });
  const paid = Number(period.my_payout) > 0;
  return (
    <li className={styles.period} data-testid="pool-period" data-period={period.id}>
      <div className={styles.periodHead}>
        <strong>{t('periods.name', { id: period.id })}</strong>
        <span className={styles.muted}>{formatDate(period.ends_at)}</span>
      </div>
      <dl className={styles.periodStats}>
        <div>
          <dt>{t('periods.pot')}</dt>
          <dd>{usdt(period.pot)} USDT</dd>
        </div>
        <div>
          <dt>{t('periods.holders')}</dt>
          <dd>{period.holders}</dd>
        </div>
        {signedIn ? (
          <div>
            <dt>{t('periods.myPayout')}</dt>
            <dd className={paid ? styles.gain : undefined} data-testid="pool-my-payout">
              {paid ? `+${usdt(period.my_payout)} USDT` : '-'}
            </dd>
          </div>
        ) : null}
      </dl>
      {period.status === 'paying' ? <p className={styles.note}>{t('periods.paying')}</p> : null}
    </li>
  );
}
