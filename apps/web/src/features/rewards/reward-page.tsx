import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { LoadFailed, LoginFirst } from './page-states.tsx';
import { type Pending, type Received, useLoggedIn, usePendingQuery, useReceivedQuery } from './queries.ts';
import styles from './rewards.module.css';
import { SourceArt } from './source-art.tsx';

type Tab = 'received' | 'pending';

/** /reward: what the player received (from the ledger) and what is still to come. */
export default function RewardPage() {
  const { t } = useTranslation('reward');
  const loggedIn = useLoggedIn();
  const [tab, setTab] = useState<Tab>('received');
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="reward-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {!loggedIn ? (
        <LoginFirst backUrl="/reward" />
      ) : (
        <>
          <Tabs
            id="reward-tabs"
            label={t('title')}
            fill
            value={tab}
            onChange={setTab}
            items={[
              { value: 'received', label: t('tabs.received') },
              { value: 'pending', label: t('tabs.pending') },
            ]}
          />
          <TabPanel tabsId="reward-tabs" value={tab}>
            {tab === 'received' ? <ReceivedList /> : <PendingList />}
          </TabPanel>
        </>
      )}
      <div className={styles.row}>
        <Link to="/reward/list" className={styles.link}>
          {t('catalogueLink')}
        </Link>
        <Link to="/reward/guide" className={styles.link}>
          {t('guideLink')}
        </Link>
      </div>
    </section>
  );
}

function ReceivedList() {
  const { t, locale } = useTranslation('reward');
  const received = useReceivedQuery(true);
  if (received.isPending) return <Skeleton height="2rem" radius="md" />;
  if (received.isError) return <LoadFailed retry={received.refetch} />;
  const pages = received.data.pages as Received[];
  const items = pages.flatMap((p) => p.list);
  const totals = pages[0]?.totals ?? [];
  if (items.length === 0)
    return (
      <Empty
        title={t('emptyReceived')}
        description={t('emptyReceivedBody')}
        action={
          <Link to="/reward/guide" className={styles.go}>
            {t('guideLink')}
          </Link>
        }
      />
    );
  return (
    <div className={styles.page}>
      <div className={styles.hero} data-testid="reward-totals">
        <p className={styles.muted}>{t('total')}</p>
        <div className={styles.totals}>
          {totals.map((x) => (
            <p key={x.coin} className={styles.big}>
              {formatAmount(x.amount, { locale })} <small>{x.coin}</small>
            </p>
          ))}
        </div>
      </div>
      <ul className={styles.cards}>
        {items.map((r) => (
          <li key={r.id} className={styles.card} data-testid="reward-row">
            <SourceArt source={r.source} />
            <div className={styles.body}>
              <p className={styles.name}>{t(`sources.${r.source}.name`)}</p>
              <p className={styles.muted}>{formatDate(r.at)}</p>
            </div>
            <span className={styles.amount}>
              +{formatAmount(r.amount, { locale })} {r.coin}
            </span>
          </li>
        ))}
      </ul>
      {received.hasNextPage ? (
        <Button variant="secondary" onClick={() => received.fetchNextPage()} loading={received.isFetchingNextPage}>
          {t('more')}
        </Button>
      ) : null}
    </div>
  );
}

function PendingList() {
  const { t, locale } = useTranslation('reward');
  const pending = usePendingQuery(true);
  if (pending.isPending) return <Skeleton height="2rem" radius="md" />;
  if (pending.isError) return <LoadFailed retry={pending.refetch} />;
  if (pending.data.list.length === 0) return <Empty title={t('emptyPending')} description={t('emptyPendingBody')} />;
  return (
    <ul className={styles.cards}>
      {pending.data.list.map((r: Pending) => (
        <li key={r.id} className={styles.card} data-testid="pending-row">
          <SourceArt source={r.source} />
          <div className={styles.body}>
            <p className={styles.name}>{t(`sources.${r.source}.name`)}</p>
            <p className={styles.muted}>{t(`pending.${r.action}`)}</p>
            <span className={styles.amount}>
              +{formatAmount(r.amount, { locale })} {r.coin}
            </span>
          </div>
          <Link to={r.link} className={styles.go}>
            {r.action === 'claim' ? t('claim') : t('view')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
