import { formatAmount, formatBigNumber, formatDate, formatTimeAgo } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './battle.module.css';
import { BattleNav } from './nav.tsx';
import { type BattleRecord, useRecordQuery } from './queries.ts';

/** /battle/record: the player's past seasons (points, place, prize) and this season's point events. */
export default function BattleRecordPage() {
  const { t } = useTranslation('battle');
  const record = useRecordQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="battle-record-page">
      <h1 id="page-title" className={styles.title}>
        {t('recordTitle')}
      </h1>
      <BattleNav current="/battle/record" />
      {record.isPending ? (
        <Skeleton height="12rem" radius="md" />
      ) : record.isError ? (
        <LoadFailed retry={record.refetch} />
      ) : (
        <RecordView data={record.data} />
      )}
    </section>
  );
}

function RecordView({ data }: { data: BattleRecord }) {
  const { t, locale } = useTranslation('battle');
  const points = (n: number) => formatBigNumber(String(n), { locale });
  return (
    <>
      <section className={styles.panel} aria-labelledby="record-seasons">
        <h2 id="record-seasons" className={styles.h2}>
          {t('seasons')}
        </h2>
        {data.seasons.length === 0 ? (
          <Empty compact title={t('noSeasons')} />
        ) : (
          <ul className={styles.records} data-testid="battle-seasons">
            {data.seasons.map((s) => (
              <li key={s.season_id} data-testid={`battle-season-${s.season_id}`}>
                <div>
                  <p className={styles.rowTitle}>
                    {t('seasonName', {
                      from: formatDate(s.starts_at, { utc: true }),
                      to: formatDate(s.ends_at - 1, { utc: true }),
                    })}
                  </p>
                </div>
                <div className={styles.recordRight}>
                  <p>{t('points', { points: points(s.points) })}</p>
                  <p className={styles.muted}>
                    {s.rank ? t('finalPlace', { rank: s.rank }) : t(`state.${s.state}`)}
                    {s.prize !== '0' ? ` · +${formatAmount(s.prize, { locale, decimals: 0 })} ${data.coin}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="record-events">
        <h2 id="record-events" className={styles.h2}>
          {t('events')}
        </h2>
        {data.events.length === 0 ? (
          <Empty compact title={t('noEvents')} />
        ) : (
          <ul className={styles.records} data-testid="battle-events">
            {data.events.map((e) => (
              <li key={e.id}>
                <div>
                  <p className={styles.rowTitle}>{t(`source.${e.source}`)}</p>
                  <p className={styles.muted}>{formatTimeAgo(t, e.at * 1000)}</p>
                </div>
                <p className={styles.plus}>+{points(e.points)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
