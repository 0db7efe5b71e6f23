import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AuditForm } from './audit-form.tsx';
import { type OfferState, useLoggedIn, useOfferQuery } from './queries.ts';
import { StepList } from './step-list.tsx';
import { TakePanel } from './take-panel.tsx';
import styles from './task-flow.module.css';

const NOT_FOUND = 4040;

/**
 * /task/details and /task/detailsV2 (?taskId=<xbOfferId>&gameName&productType&from): one task: its steps and
 * rewards, Start (takes it and opens the game through the host), the expiry countdown, Check progress (polls while
 * a step is open), and the screenshot form for audit tasks.
 */
export default function TaskDetailsPage() {
  const search = useSearch();
  const offerId = Number(search.get('taskId') ?? 0);
  const gameName = search.get('gameName') ?? '';
  const loggedIn = useLoggedIn();
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const [poll, setPoll] = useState(false);
  const offer = useOfferQuery(Number.isSafeInteger(offerId) ? offerId : 0, loggedIn, poll);
  // While a taken task has open steps, progress is checked every 10 s: the network reports completions late.
  const waiting = offer.data?.offer.take?.status === 'active' && !offer.data.done;
  useEffect(() => setPoll(waiting), [waiting]);
  const title = gameName || tc('titles.taskDetails');

  let body: React.ReactNode;
  if (!loggedIn) {
    const back = `/task/details?${search.toString()}`;
    body = (
      <Empty
        title={t('details.loginTitle')}
        description={t('details.loginText')}
        action={
          <Link to={`/user/login-home?backUrl=${encodeURIComponent(back)}`} className={styles.cta}>
            {t('details.login')}
          </Link>
        }
      />
    );
  } else if (!(offerId > 0) || (offer.error instanceof ApiError && offer.error.code === NOT_FOUND)) {
    body = (
      <Empty
        title={t('details.notFound')}
        action={
          <Link to="/" className={styles.cta}>
            {t('details.browse')}
          </Link>
        }
      />
    );
  } else if (offer.isPending) {
    body = <Skeleton height="1.5rem" radius="md" />;
  } else if (offer.isError || !offer.data) {
    body = (
      <Empty
        title={t('details.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => offer.refetch()} data-testid="task-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    body = <TaskBody state={offer.data} onCheck={() => offer.refetch()} checking={offer.isFetching} />;
  }
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="task-details-page">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}

function TaskBody({ state, onCheck, checking }: { state: OfferState; onCheck: () => void; checking: boolean }) {
  const { t, locale } = useTranslation('tasks');
  const { offer } = state;
  const auditStep =
    offer.kind === 'audit' && offer.take?.status === 'active'
      ? offer.steps.find((s) => s.status === 'open' || s.status === 'rejected')
      : undefined;
  return (
    <>
      <div className={styles.panel}>
        <p className={styles.stepTitle}>{offer.title}</p>
        <p className={styles.subtitle}>
          {t('details.total')}{' '}
          <span className={styles.reward}>
            +{formatAmount(offer.reward.amount, { locale })} {offer.reward.coin}
          </span>{' '}
          ≈ ${formatAmount(offer.reward.usd, { locale })}
        </p>
        <p className={styles.muted}>{t('details.expiryRule', { days: offer.expired })}</p>
      </div>
      <TakePanel state={state} onCheck={onCheck} checking={checking} />
      <StepList steps={offer.steps} />
      {auditStep && offer.take ? (
        <AuditForm offerId={offer.xbOfferId} clickId={offer.take.clickId} step={auditStep} />
      ) : null}
    </>
  );
}
