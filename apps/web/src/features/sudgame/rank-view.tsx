import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatClock } from './clock.ts';
import { useRankingQuery } from './queries.ts';
import styles from './sudgame.module.css';

/** /sudgame/rank/<puzzleId>: the fastest solvers of a puzzle (names masked) and the player's place. */
export function RankView({ puzzleId }: { puzzleId: number }) {
  const { t } = useTranslation('sudgame');
  const ranking = useRankingQuery(puzzleId);
  if (ranking.isPending) return <Skeleton height="3rem" radius="md" />;
  if (ranking.isError) return <LoadFailed retry={ranking.refetch} />;
  const { data } = ranking;
  return (
    <>
      <p className={styles.muted}>
        {t(`difficulty.${data.difficulty}`)} · {data.date} · {t('solvers', { count: data.solvers })}
      </p>
      {data.mine ? (
        <p className={styles.hero} data-testid="sudoku-my-rank">
          {t('yourPlace', { rank: data.mine.rank, time: formatClock(data.mine.seconds) })}
        </p>
      ) : null}
      {data.list.length === 0 ? (
        <Empty
          title={t('rankEmpty')}
          action={
            <Link to={`/sudgame/play/${data.date}/${data.difficulty}`} className={buttonClassName({})}>
              {t('play')}
            </Link>
          }
        />
      ) : (
        <ol className={styles.ranking} data-testid="sudoku-ranking">
          {data.list.map((row) => (
            <li key={row.rank} className={row.me ? styles.me : undefined}>
              <span className={styles.place}>{row.rank}</span>
              <span className={styles.name}>{row.me ? t('you') : row.name}</span>
              <span className={styles.clock}>{formatClock(row.seconds)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
