import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type DownloadTask, useDownloadsQuery } from './queries.ts';
import styles from './task-flow.module.css';

/**
 * /task/download: install-and-open tasks. Each leads to its task screen, where Start opens the store page through
 * the host (the native app's web view, a new tab in the browser) and the network reports the install and the opens.
 */
export default function DownloadPage() {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const downloads = useDownloadsQuery();
  const list = downloads.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="download-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.taskDownload')}
      </h1>
      <p className={styles.muted}>{t('download.hint')}</p>
      {downloads.isPending ? <Skeleton height="1.4rem" radius="md" /> : null}
      {downloads.isError ? (
        <Empty
          title={t('download.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => downloads.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {downloads.data && list.length === 0 ? <Empty title={t('download.empty')} /> : null}
      {list.length > 0 ? (
        <ul className={styles.history}>
          {list.map((item) => (
            <Row key={item.productId} item={item} />
          ))}
        </ul>
      ) : null}
      {downloads.hasNextPage ? (
        <Button variant="secondary" loading={downloads.isFetchingNextPage} onClick={() => downloads.fetchNextPage()}>
          {t('history.more')}
        </Button>
      ) : null}
    </section>
  );
}

function Row({ item }: { item: DownloadTask }) {
  const { t, locale } = useTranslation('tasks');
  const to = `/task/details?taskId=${item.xbOfferId}&productType=${item.productType}&gameName=${encodeURIComponent(item.title)}&from=download`;
  return (
    <li>
      <Link to={to} className={styles.step} data-testid="download-task">
        <img className={styles.thumb} src={item.icon} alt="" width={40} height={40} loading="lazy" />
        <span className={styles.stepBody}>
          <span className={styles.stepTitle}>{item.title}</span>
          <span className={styles.muted}> · {t('download.action')}</span>
        </span>
        <span className={styles.reward}>+{formatAmount(item.reward.amount, { locale, decimals: 0 })} KC</span>
      </Link>
    </li>
  );
}
