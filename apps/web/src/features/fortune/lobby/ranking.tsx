import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney } from '../money.ts';
import { type RankingPeriod, type RankingRow, useRankingQuery } from '../queries-games.ts';
import styles from './lobby.module.css';

/** The biggest wins of the day or the week (one row per player, names masked), and the player's own place. */
export function Ranking({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const [period, setPeriod] = useState<RankingPeriod>('day');
  const ranking = useRankingQuery(period);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const mine = ranking.data?.mine;
  return (
    <section aria-labelledby="ranking-title" className={styles.ranking} data-testid="lobby-ranking">
      <div className={styles.rankingHead}>
        <h3 id="ranking-title" className={styles.subTitle}>
          {t('lobby.ranking')}
        </h3>
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">{t('lobby.period')}</legend>
          {(['day', 'week'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className={styles.chip}
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              data-testid={`ranking-${p}`}
            >
              {t(`lobby.periods.${p}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {ranking.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {ranking.isError && !ranking.data ? (
        <LoadFailed onRetry={() => void ranking.refetch()} testId="ranking-retry" />
      ) : null}
      {ranking.data && ranking.data.rows.length === 0 ? <Empty compact title={t('lobby.noWins')} /> : null}
      {ranking.data && ranking.data.rows.length > 0 ? (
        <ol className={styles.rankList}>
          {ranking.data.rows.map((row) => (
            <RankLine key={row.rank} row={row} money={money} />
          ))}
        </ol>
      ) : null}
      {ranking.data ? (
        <p className={styles.mine} data-testid="ranking-mine">
          {mine
            ? t('lobby.mine', { rank: mine.rank, amount: money(mine.win), x: mine.multiplier })
            : t('lobby.mineNone')}
        </p>
      ) : null}
    </section>
  );
}

function RankLine({ row, money }: { row: RankingRow; money: (usdt: string) => string }) {
  return (
    <li className={styles.rankRow} data-testid={`rank-${row.rank}`}>
      <span className={styles.rank} aria-hidden="true">
        {row.rank}
      </span>
      <span className={styles.rankMain}>
        <strong>{row.player}</strong>
        <span>{row.game_name}</span>
      </span>
      <span className={styles.rankWin}>
        <strong>{money(row.win)}</strong>
        <span>{`×${row.multiplier}`}</span>
      </span>
    </li>
  );
}
