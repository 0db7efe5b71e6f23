import { formatBigNumber } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './battle.module.css';

export interface RankRow {
  rank: number;
  name: string;
  points: number;
  me: boolean;
}

/** Ranking rows: place (medals for the top three), masked name (or "You"), points. */
export function RankRows({ rows, start = 1 }: { rows: readonly RankRow[]; start?: number }) {
  const { t, locale } = useTranslation('battle');
  return (
    <ol className={styles.ranking} start={start} data-testid="battle-ranking">
      {rows.map((row) => (
        <li key={row.rank} className={row.me ? styles.me : undefined} data-rank={row.rank}>
          <span className={row.rank <= 3 ? `${styles.place} ${styles[`medal${row.rank}`]}` : styles.place}>
            {row.rank}
          </span>
          <span className={styles.rowName}>{row.me ? t('you') : row.name}</span>
          <span className={styles.rowPoints}>
            {t('points', { points: formatBigNumber(String(row.points), { locale }) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
