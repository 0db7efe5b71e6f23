import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { formatBigNumber } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './battle.module.css';
import { BattleNav } from './nav.tsx';
import { useRankingQuery } from './queries.ts';
import { RankRows } from './rank-rows.tsx';

/** The page number of `?page=` (1 when missing or not a page). */
export function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** /battle/rank (?page=): the season's ranking in the player's market, 20 a page, and the player's own row. */
export default function BattleRankPage() {
  const { t, locale } = useTranslation('battle');
  const page = pageOf(useSearch().get('page'));
  const navigate = useNavigate();
  const ranking = useRankingQuery(page);
  const go = (to: number) => navigate(to === 1 ? '/battle/rank' : `/battle/rank?page=${to}`);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="battle-rank-page">
      <h1 id="page-title" className={styles.title}>
        {t('rankTitle')}
      </h1>
      <BattleNav current="/battle/rank" />
      {ranking.isPending ? (
        <Skeleton height="12rem" radius="md" />
      ) : ranking.isError ? (
        <LoadFailed retry={ranking.refetch} />
      ) : (
        <>
          <p className={styles.muted}>
            {t('rankLead', { players: ranking.data.players, market: ranking.data.market.toUpperCase() })}
          </p>
          {ranking.data.mine?.rank ? (
            <p className={styles.mine} data-testid="battle-my-row">
              {t('myRow', {
                rank: ranking.data.mine.rank,
                points: formatBigNumber(String(ranking.data.mine.points), { locale }),
              })}
            </p>
          ) : (
            <p className={styles.mine} data-testid="battle-my-row">
              {t('noPointsYet')}
            </p>
          )}
          {ranking.data.list.length === 0 ? (
            <Empty title={t('rankEmpty')} />
          ) : (
            <RankRows rows={ranking.data.list} start={(page - 1) * 20 + 1} />
          )}
          <div className={styles.pager}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
              {t('previous')}
            </Button>
            <span className={styles.muted}>{t('pageN', { page })}</span>
            <Button variant="secondary" disabled={!ranking.data.has_more} onClick={() => go(page + 1)}>
              {t('next')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
