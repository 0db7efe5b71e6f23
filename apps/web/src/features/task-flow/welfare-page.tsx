import { useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type Checkin, useCheckinMutation, useCheckinQuery, useLoggedIn } from './queries.ts';
import styles from './task-flow.module.css';

/** /task/welfare: the daily check-in (7-day cycle, rewards grow with the streak) and the other ways to earn. */
export default function WelfarePage() {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const state = useCheckinQuery(loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="welfare-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.taskWelfare')}
      </h1>
      {!loggedIn ? (
        <Empty
          title={t('details.loginTitle')}
          action={
            <Link to={`/user/login-home?backUrl=${encodeURIComponent('/task/welfare')}`} className={styles.cta}>
              {t('details.login')}
            </Link>
          }
        />
      ) : state.isPending ? (
        <Skeleton height="1.4rem" radius="md" />
      ) : state.isError ? (
        <Empty
          title={t('welfare.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => state.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <CheckinCard state={state.data} />
      )}
      <nav className={styles.panel} aria-label={t('welfare.more')}>
        <h2 className={styles.formTitle}>{t('welfare.more')}</h2>
        <Link to="/profile/followTask" className={styles.cta}>
          {t('welfare.follow')}
        </Link>
        <Link to="/library" className={styles.link}>
          {t('welfare.games')}
        </Link>
        <Link to="/offer/income" className={styles.link}>
          {t('welfare.income')}
        </Link>
      </nav>
    </section>
  );
}

function CheckinCard({ state }: { state: Checkin }) {
  const { t, locale } = useTranslation('tasks');
  const checkin = useCheckinMutation();
  const [message, setMessage] = useState<string>();
  async function checkIn() {
    try {
      const answer = await checkin.mutateAsync();
      setMessage(t('welfare.paid', { kc: formatAmount(answer.paid, { locale, decimals: 0 }) }));
    } catch (error) {
      setMessage(apiErrorText(error));
    }
  }
  const hours = Math.ceil(state.resetIn / 3600);
  return (
    <div className={styles.panel} data-testid="checkin-card">
      <div className={styles.row}>
        <h2 className={styles.formTitle}>{t('welfare.title')}</h2>
        <span className={styles.reward}>{t('welfare.streak', { count: state.streak })}</span>
      </div>
      <ol className={styles.days}>
        {state.days.map((d) => (
          <li
            key={d.day}
            className={styles.dayCell}
            data-claimed={d.claimed}
            data-today={d.day === state.day}
            data-testid="checkin-day"
          >
            <span className={styles.muted}>{t('welfare.day', { day: d.day })}</span>
            <strong>+{formatAmount(d.kc, { locale, decimals: 0 })}</strong>
            <span className={styles.muted}>{d.claimed ? '✓' : 'KC'}</span>
          </li>
        ))}
      </ol>
      {message ? (
        <p role="status" className={styles.stepTitle} data-testid="checkin-message">
          {message}
        </p>
      ) : null}
      <Button onClick={checkIn} disabled={state.today} loading={checkin.isPending} data-testid="checkin-button">
        {state.today ? t('welfare.done', { hours }) : t('welfare.checkin')}
      </Button>
    </div>
  );
}
