import { useState } from 'react';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { useLevelsQuery, useLoggedIn, useWeekRankQuery } from './queries.ts';
import styles from './share.module.css';
import { LoadFailed, Loading } from './states.tsx';

/** Rules: who counts as invited, what qualifies, what both get, the caps and the self-invite rule. */
export function RulePanel() {
  const { t, locale } = useTranslation('share');
  const q = useLevelsQuery();
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed retry={q.refetch} />;
  const { terms } = q.data;
  const coin = (v: string) => `${formatAmount(v, { locale })} ${terms.coin}`;
  return (
    <div className={styles.panel} data-testid="share-rules">
      <ol className={styles.steps}>
        <li>{t('rules.link')}</li>
        <li>{t('rules.code', { days: terms.bind_days })}</li>
        <li>{t('rules.qualify')}</li>
        <li>{t('rules.rewards', { inviter: coin(terms.inviter_reward), invitee: coin(terms.invitee_reward) })}</li>
        <li>{t('rules.cap', { max: terms.max_per_day })}</li>
        <li>{t('rules.levels')}</li>
        <li>{t('rules.self')}</li>
      </ol>
    </div>
  );
}

/** Levels: the configured table, with the player's own level marked. */
export function LevelPanel() {
  const { t } = useTranslation('share');
  const q = useLevelsQuery();
  const loggedIn = useLoggedIn();
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed retry={q.refetch} />;
  const mine = q.data.mine;
  return (
    <div className={styles.panel} data-testid="share-levels">
      {loggedIn && mine ? (
        <p className={styles.muted}>{t('levelMine', { level: mine.level, active: mine.active })}</p>
      ) : null}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('levelCol')}</th>
            <th scope="col">{t('activeCol')}</th>
            <th scope="col">{t('bonusCol')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.levels.map((l) => (
            <tr key={l.level} data-current={mine?.level === l.level}>
              <td>{t('levelN', { level: l.level })}</td>
              <td>{l.min_active}</td>
              <td>+{l.bonus_percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('levelExplain')}</p>
    </div>
  );
}

/** Week: this week's (or last week's) top inviters and the player's place. */
export function WeekPanel() {
  const { t } = useTranslation('share');
  const [week, setWeek] = useState<'current' | 'last'>('current');
  const q = useWeekRankQuery(week, true);
  return (
    <>
      <div className={styles.weekSwitch}>
        {(['current', 'last'] as const).map((w) => (
          <Button
            key={w}
            size="sm"
            variant={w === week ? 'primary' : 'secondary'}
            aria-pressed={w === week}
            onClick={() => setWeek(w)}
          >
            {t(`week.${w}`)}
          </Button>
        ))}
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadFailed retry={q.refetch} />
      ) : (
        <>
          <div className={styles.panel} data-testid="share-week-me">
            <div className={styles.row}>
              <strong>{q.data.me.rank === null ? t('weekUnranked') : t('weekRank', { rank: q.data.me.rank })}</strong>
              <span className={styles.muted}>{t('weekInvites', { n: q.data.me.invites })}</span>
            </div>
            <p className={styles.muted}>{t('weekFrom', { date: q.data.week_start })}</p>
          </div>
          {q.data.list.length === 0 ? (
            <Empty compact title={t('weekEmpty')} description={t('weekEmptyBody')} />
          ) : (
            <ol className={styles.list} data-testid="share-week-list">
              {q.data.list.map((row) => (
                <li key={row.rank} className={styles.item} data-me={row.me}>
                  <span className={styles.rank}>{row.rank}</span>
                  <div className={styles.itemBody}>
                    <p className={styles.name}>{row.me ? t('weekYou', { name: row.name }) : row.name}</p>
                  </div>
                  <span className={styles.srOnly}>{t('weekInvites', { n: row.invites })}</span>
                  <span className={styles.count} aria-hidden="true">
                    {row.invites}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}
