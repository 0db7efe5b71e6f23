import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import type { Currency } from '../money.ts';
import parts from '../parts.module.css';
import { prizeText } from '../prize.ts';
import { useHistoryQuery } from '../queries-me.ts';
import { formatDateTime } from '../time.ts';
import styles from './me.module.css';

/** The player's draws of both games, newest first, 20 a page, each with a link to verify it. */
export function HistoryList({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const history = useHistoryQuery();
  const draws = history.data?.pages.flatMap((page) => page.draws) ?? [];
  return (
    <section className={styles.card} aria-labelledby="history-title" data-testid="history-list">
      <h2 id="history-title" className={parts.cardTitle}>
        {t('history.title')}
      </h2>
      {history.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {history.isError && !history.data ? (
        <LoadFailed onRetry={() => void history.refetch()} testId="history-retry" />
      ) : null}
      {history.data && draws.length === 0 ? (
        <Empty compact title={t('history.empty')} description={t('history.emptyText')} />
      ) : null}
      <ul className={parts.list}>
        {draws.map((draw) => (
          <li key={draw.id} className={styles.draw} data-testid={`draw-${draw.id}`}>
            <span className={styles.limitMain}>
              <strong>{t(`games.${draw.game}`)}</strong>
              <span>{prizeText(draw.prize, currency, locale, t)}</span>
              <span className={parts.note}>{formatDateTime(draw.at, locale)}</span>
            </span>
            <Link to={`/fortune/test?draw=${draw.id}`} className={parts.textLink}>
              {t('history.verify')}
            </Link>
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          data-testid="history-more"
        >
          {t('history.more')}
        </Button>
      ) : null}
    </section>
  );
}
