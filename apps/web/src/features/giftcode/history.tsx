import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import styles from './giftcode.module.css';
import { type HistoryTab, useGiftHistoryQuery } from './queries.ts';

const TONE: Record<string, BadgeTone> = { active: 'success', exhausted: 'neutral', ended: 'warning' };

/** The player's red packets and the codes they opened, newest first. */
export function GiftHistory() {
  const { t } = useTranslation('giftcode');
  const [tab, setTab] = useState<HistoryTab>('created');
  return (
    <section className={styles.form} aria-labelledby="giftcode-history-title">
      <h2 id="giftcode-history-title" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      <Tabs
        id="giftcode-history"
        label={t('history.title')}
        value={tab}
        onChange={setTab}
        fill
        items={(['created', 'claimed'] as const).map((v) => ({ value: v, label: t(`history.${v}`) }))}
      />
      <TabPanel tabsId="giftcode-history" value={tab}>
        <HistoryList tab={tab} />
      </TabPanel>
    </section>
  );
}

function HistoryList({ tab }: { tab: HistoryTab }) {
  const { t, locale } = useTranslation('giftcode');
  const history = useGiftHistoryQuery(tab);
  if (history.isPending)
    return (
      <div className={styles.list} data-testid="giftcode-history-loading">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height="0.64rem" radius="md" />
        ))}
      </div>
    );
  if (history.isError)
    return (
      <Empty
        compact
        title={t('history.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => history.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  const pages = history.data?.pages ?? [];
  const created = pages.flatMap((p) => p.created);
  const claimed = pages.flatMap((p) => p.claimed);
  if (created.length + claimed.length === 0)
    return <Empty compact title={t(`history.empty.${tab}`)} description={t(`history.emptyText.${tab}`)} />;
  return (
    <>
      <ul className={styles.list} data-testid={`giftcode-history-${tab}`}>
        {created.map((g) => (
          <li key={g.code}>
            <Link to={`/giftcode/share?code=${g.code}`} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{g.message || t('history.untitled')}</span>
                <span className={styles.itemMeta}>
                  {t('history.progress', { claims: g.claims, max: g.max_claims })} · {formatDate(g.created_at)}
                </span>
              </span>
              <span className={styles.itemMain} style={{ flex: 'none', alignItems: 'flex-end' }}>
                <span className={styles.amount}>
                  {formatAmount(g.total, { locale })} {g.coin}
                </span>
                <Badge tone={TONE[g.status]}>{t(`status.${g.status}`)}</Badge>
              </span>
            </Link>
          </li>
        ))}
        {claimed.map((c) => (
          <li key={c.code}>
            <Link to={`/gift/${c.code}`} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>
                  {c.sender ? t('history.from', { name: c.sender }) : t('history.fromTeam')}
                </span>
                <span className={styles.itemMeta}>{formatDate(c.claimed_at)}</span>
              </span>
              <span className={styles.amount}>
                +{formatAmount(c.amount, { locale })} {c.coin}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button variant="ghost" loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
          {t('history.more')}
        </Button>
      ) : null}
    </>
  );
}
