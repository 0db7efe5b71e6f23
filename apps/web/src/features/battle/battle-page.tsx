import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatBigNumber, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './battle.module.css';
import { countdownParts, useSecondsLeft } from './countdown.ts';
import { BattleNav } from './nav.tsx';
import { type Season, useSeasonQuery } from './queries.ts';
import { RankRows } from './rank-rows.tsx';

/** /battle: the current season: countdown, my points and place, top three, prizes, how to earn. */
export default function BattlePage() {
  const { t } = useTranslation('battle');
  const season = useSeasonQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="battle-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      <BattleNav current="/battle" />
      {season.isPending ? (
        <Skeleton height="10rem" radius="md" />
      ) : season.isError ? (
        <LoadFailed retry={season.refetch} />
      ) : (
        <SeasonView data={season.data} />
      )}
    </section>
  );
}

function SeasonView({ data }: { data: Season }) {
  const { t, locale } = useTranslation('battle');
  const left = countdownParts(useSecondsLeft(data.season.ends_at, data.now));
  const points = (n: number) => formatBigNumber(String(n), { locale });
  return (
    <>
      <div className={styles.hero} data-testid="battle-hero">
        <p className={styles.muted}>
          {t('seasonName', {
            from: formatDate(data.season.starts_at, { utc: true }),
            to: formatDate(data.season.ends_at - 1, { utc: true }),
          })}
        </p>
        <p className={styles.countdown} data-testid="battle-countdown">
          {t('endsIn', { days: left.days, clock: left.clock })}
        </p>
        <div className={styles.stats}>
          <div>
            <p className={styles.statLabel}>{t('myPoints')}</p>
            <p className={styles.statValue} data-testid="battle-my-points">
              {points(data.mine?.points ?? 0)}
            </p>
          </div>
          <div>
            <p className={styles.statLabel}>{t('myRank')}</p>
            <p className={styles.statValue} data-testid="battle-my-rank">
              {data.mine?.rank ? `#${data.mine.rank}` : '—'}
            </p>
          </div>
        </div>
        <p className={styles.muted}>
          {data.mine?.rank
            ? t('rankOf', { rank: data.mine.rank, players: data.players, market: data.market.toUpperCase() })
            : t('noPointsYet')}
        </p>
        <Link to="/battle/rank" className={buttonClassName({ variant: 'secondary' })}>
          {t('seeRanking')}
        </Link>
      </div>

      <section className={styles.panel} aria-labelledby="battle-top">
        <h2 id="battle-top" className={styles.h2}>
          {t('topThree')}
        </h2>
        {data.top.length === 0 ? <p className={styles.muted}>{t('rankEmpty')}</p> : <RankRows rows={data.top} />}
      </section>

      <section className={styles.panel} aria-labelledby="battle-prizes" data-testid="battle-prizes">
        <h2 id="battle-prizes" className={styles.h2}>
          {t('prizes')}
        </h2>
        <ul className={styles.prizes}>
          {data.prizes.map((band) => (
            <li key={band.from}>
              <span>
                {band.from === band.to
                  ? t('place', { rank: band.from })
                  : t('places', { from: band.from, to: band.to })}
              </span>
              <strong>
                {formatAmount(band.amount, { locale, decimals: 0 })} {data.coin}
              </strong>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          {t('pool', { amount: formatAmount(data.pool, { locale, decimals: 0 }), coin: data.coin })}
        </p>
      </section>

      <section className={styles.panel} aria-labelledby="battle-earn">
        <h2 id="battle-earn" className={styles.h2}>
          {t('howToEarn')}
        </h2>
        <ul className={styles.earn}>
          <li>
            <p>{t('earnPlay', { points: data.earn.points_per_usdt, cap: points(data.earn.play_daily_cap) })}</p>
            <Link to="/win" className={styles.inlineLink}>
              {t('goPlay')}
            </Link>
          </li>
          <li>
            <p>
              {t('earnSudoku', {
                easy: data.earn.sudoku[0] ?? 0,
                expert: data.earn.sudoku[3] ?? 0,
              })}
            </p>
            <Link to="/sudgame/daily" className={styles.inlineLink}>
              {t('goSudoku')}
            </Link>
          </li>
          <li>
            <p>{t('earnEnd')}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
