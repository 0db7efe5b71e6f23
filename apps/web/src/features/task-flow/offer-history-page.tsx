import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { type History, type HistoryItem, type HistoryStatus, useHistoryQuery, useLoggedIn } from './queries.ts';
import styles from './task-flow.module.css';

const STATUSES: HistoryStatus[] = ['all', 'paid', 'pending_audit', 'rejected', 'reversed'];
const TONE: Record<HistoryItem['status'], BadgeTone> = {
  paid: 'success',
  pending_audit: 'warning',
  rejected: 'danger',
  reversed: 'danger',
};

/** /offer/* : offer income: the contribution summary (from the ledger) and completed tasks by status. */
export default function OfferHistoryPage() {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const [status, setStatus] = useState<HistoryStatus>('all');
  const history = useHistoryQuery(status, loggedIn);
  const pages = history.data?.pages ?? [];
  const list = pages.flatMap((p) => p.list);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="offer-history-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.offer')}
      </h1>
      {!loggedIn ? (
        <Empty
          title={t('details.loginTitle')}
          action={
            <Link to={`/user/login-home?backUrl=${encodeURIComponent('/offer/income')}`} className={styles.cta}>
              {t('details.login')}
            </Link>
          }
        />
      ) : (
        <>
          {pages[0] ? <Summary summary={pages[0].summary} /> : null}
          <Tabs
            id="offer-status"
            label={t('history.filter')}
            value={status}
            onChange={setStatus}
            variant="pill"
            items={STATUSES.map((s) => ({ value: s, label: t(`history.status.${s}`) }))}
          />
          {history.isPending ? <Skeleton height="1.2rem" radius="md" /> : null}
          {history.isError ? (
            <Empty
              title={t('history.loadFailed')}
              action={
                <Button variant="secondary" onClick={() => history.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : null}
          {history.data && list.length === 0 ? (
            <Empty
              title={t('history.empty')}
              description={t('history.emptyText')}
              action={
                <Link to="/" className={styles.cta}>
                  {t('details.browse')}
                </Link>
              }
            />
          ) : null}
          {list.length > 0 ? (
            <ul className={styles.history}>
              {list.map((item) => (
                <Row key={item.id} item={item} />
              ))}
            </ul>
          ) : null}
          {history.hasNextPage ? (
            <Button variant="secondary" loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
              {t('history.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: History['summary'] }) {
  const { t, locale } = useTranslation('tasks');
  return (
    <dl className={`${styles.panel} ${styles.summary}`} data-testid="offer-summary">
      <div>
        <dt>{t('history.earned')}</dt>
        <dd>{formatAmount(summary.xb_base_contribute, { locale })} KC</dd>
      </div>
      <div>
        <dt>{t('history.usd')}</dt>
        <dd>${formatAmount(summary.all_reward_usd, { locale })}</dd>
      </div>
      <div>
        <dt>{t('history.fromTasks')}</dt>
        <dd>{formatAmount(summary.xb_cpl_contribute_sum, { locale })} KC</dd>
      </div>
      <div>
        <dt>{t('history.fromPlay')}</dt>
        <dd>{formatAmount(summary.xb_duration_contribute_sum, { locale })} KC</dd>
      </div>
      {summary.debt !== '0' ? (
        <div>
          <dt>{t('history.debt')}</dt>
          <dd>{formatAmount(summary.debt, { locale })} KC</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Row({ item }: { item: HistoryItem }) {
  const { t, locale } = useTranslation('tasks');
  return (
    <li className={styles.step} data-testid="offer-history-row">
      <img className={styles.thumb} src={item.icon} alt="" width={40} height={40} loading="lazy" />
      <div className={styles.stepBody}>
        <p className={styles.stepTitle}>{item.productTitle}</p>
        <p className={styles.muted}>
          {item.stepTitle} · {formatDate(item.at)}
        </p>
        {item.reason ? <p className={styles.reason}>{item.reason}</p> : null}
      </div>
      <div>
        <p className={styles.reward}>
          +{formatAmount(item.reward.amount, { locale })} {item.reward.coin}
        </p>
        <Badge tone={TONE[item.status]}>{t(`history.status.${item.status}`)}</Badge>
      </div>
    </li>
  );
}
