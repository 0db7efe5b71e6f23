import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import { dayText } from './format.ts';
import styles from './invite.module.css';
import { useWeeklyRankQuery } from './queries-invite.ts';
import { ScrollTable } from './scroll-table.tsx';

const WEEKS = ['current', 'last'] as const;

/** The week's top inviters by their team's wager (names masked), and the player's own place. */
export function RankCard({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const [week, setWeek] = useState<(typeof WEEKS)[number]>('current');
  const rank = useWeeklyRankQuery(week);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const data = rank.data;
  return (
    <section className={styles.card} aria-labelledby="invite-rank-title" data-testid="invite-rank">
      <h2 id="invite-rank-title" className={parts.cardTitle}>
        {t('invite.rank.title')}
      </h2>
      <Tabs
        id="invite-rank-week"
        label={t('invite.rank.week')}
        variant="pill"
        fill
        items={WEEKS.map((value) => ({ value, label: t(`invite.rank.${value}`) }))}
        value={week}
        onChange={setWeek}
      />
      {rank.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {rank.isError && !data ? <LoadFailed onRetry={() => void rank.refetch()} testId="invite-rank-retry" /> : null}
      {data ? (
        <>
          <p className={parts.note}>{t('invite.rank.since', { date: dayText(data.week_start, locale) })}</p>
          <p className={styles.me} data-testid="invite-rank-me">
            {data.me.rank === null
              ? t('invite.rank.meNone')
              : t('invite.rank.me', { rank: data.me.rank, wager: money(data.me.team_wager) })}
          </p>
          {data.list.length === 0 ? (
            <Empty compact title={t('invite.rank.empty')} description={t('invite.rank.emptyText')} />
          ) : (
            <ScrollTable labelledBy="invite-rank-title">
              <table className={styles.table} data-testid="invite-rank-list">
                <thead>
                  <tr>
                    <th scope="col">{t('invite.rank.place')}</th>
                    <th scope="col">{t('invite.rank.name')}</th>
                    <th scope="col">{t('invite.rank.active')}</th>
                    <th scope="col">{t('invite.rank.wager')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.rank} data-selected={row.rank === data.me.rank}>
                      <td>{row.rank}</td>
                      <td>{row.name}</td>
                      <td>{row.active_invitees}</td>
                      <td>{money(row.team_wager)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </>
      ) : null}
    </section>
  );
}
