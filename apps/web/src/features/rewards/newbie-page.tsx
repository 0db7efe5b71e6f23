import { useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadFailed, LoginFirst } from './page-states.tsx';
import { type Newbie, type NewbieStep, useLoggedIn, useNewbieClaim, useNewbieQuery } from './queries.ts';
import styles from './rewards.module.css';
import { SourceArt } from './source-art.tsx';

/** /activity/newbie: the new player's first steps, each paying KC once, until the journey ends. */
export default function NewbiePage() {
  const { t } = useTranslation('activity');
  const loggedIn = useLoggedIn();
  const state = useNewbieQuery(loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="newbie-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {!loggedIn ? (
        <LoginFirst backUrl="/activity/newbie" />
      ) : state.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : state.isError ? (
        <LoadFailed retry={state.refetch} />
      ) : (
        <Journey state={state.data} />
      )}
    </section>
  );
}

function timeLeft(endsAt: number, now = Date.now()) {
  const seconds = Math.max(0, endsAt - Math.floor(now / 1000));
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600) };
}

function Journey({ state }: { state: Newbie }) {
  const { t, locale } = useTranslation('activity');
  const claim = useNewbieClaim();
  const [message, setMessage] = useState<string>();
  const kc = (value: string) => formatAmount(value, { locale, decimals: 0 });
  const claimed = state.steps.filter((s) => s.claimed).length;
  async function claimStep(step: NewbieStep) {
    try {
      const answer = await claim.mutateAsync(step.id);
      setMessage(t('claimed', { kc: kc(answer.paid) }));
    } catch (error) {
      setMessage(apiErrorText(error));
    }
  }
  return (
    <>
      <div className={styles.hero} data-testid="newbie-hero">
        <p className={styles.muted}>{t('upTo')}</p>
        <p className={styles.big}>{t('kc', { kc: kc(state.total) })}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('progress', { done: claimed, total: state.steps.length })}
          aria-valuemin={0}
          aria-valuemax={state.steps.length}
          aria-valuenow={claimed}
        >
          <div className={styles.barFill} style={{ width: `${(claimed / state.steps.length) * 100}%` }} />
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('progress', { done: claimed, total: state.steps.length })}</span>
          <span className={styles.muted} data-testid="newbie-ends">
            {state.ended ? t('ended', { date: formatDate(state.ends_at) }) : t('endsIn', timeLeft(state.ends_at))}
          </span>
        </div>
      </div>
      {message ? (
        <p role="status" className={styles.lead} data-testid="newbie-message">
          {message}
        </p>
      ) : null}
      <ol className={styles.steps}>
        {state.steps.map((step) => (
          <li key={step.id} className={styles.step} data-claimed={step.claimed} data-testid={`newbie-step-${step.id}`}>
            <SourceArt source={step.id === 'first_invite' ? 'invite' : step.id === 'first_task' ? 'task' : 'newbie'} />
            <div className={styles.body}>
              <p className={styles.name}>{t(`steps.${step.id}.title`)}</p>
              <p className={styles.muted}>{t(`steps.${step.id}.body`)}</p>
              <span className={styles.amount}>+{t('kc', { kc: kc(step.reward) })}</span>
            </div>
            <StepAction step={step} ended={state.ended} busy={claim.isPending} onClaim={() => claimStep(step)} />
          </li>
        ))}
      </ol>
      <Link to="/reward/guide" className={styles.link}>
        {t('moreWays')}
      </Link>
    </>
  );
}

function StepAction(props: { step: NewbieStep; ended: boolean; busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation('activity');
  const { step } = props;
  if (step.claimed) return <span className={styles.muted}>{t('done')}</span>;
  if (props.ended) return <span className={styles.muted}>{t('missed')}</span>;
  if (step.done)
    return (
      <Button size="sm" variant="accent" onClick={props.onClaim} loading={props.busy} data-testid="newbie-claim">
        {t('claim')}
      </Button>
    );
  return (
    <Link to={step.link} className={styles.go}>
      {t('go')}
    </Link>
  );
}
