import type { ReactNode } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './payment.module.css';
import { type Readiness, useLoggedIn, useReadinessQuery } from './queries.ts';
import verify from './verify.module.css';
import { VisitorPage } from './visitor-page.tsx';

/** /user/verify: what a withdrawal needs and how far the player is, each missing step one tap from its fix. */
export default function VerifyPage() {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const readiness = useReadinessQuery(loggedIn);
  if (!loggedIn) return <VisitorPage title={tc('titles.userVerify')} back="/user/verify" />;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="verify-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userVerify')}
      </h1>
      <p className={styles.note}>{t('verify.intro')}</p>
      {readiness.isPending ? (
        <div className={styles.channels} data-testid="verify-loading">
          <Skeleton height="0.64rem" radius="md" />
          <Skeleton height="0.64rem" radius="md" />
          <Skeleton height="0.64rem" radius="md" />
        </div>
      ) : null}
      {readiness.isError ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => readiness.refetch()} data-testid="verify-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {readiness.data ? <Checklist readiness={readiness.data} /> : null}
    </section>
  );
}

function Checklist({ readiness: r }: { readiness: Readiness }) {
  const { t, locale } = useTranslation('payment');
  const waitingUntil = r.next_usable_at ? new Date(r.next_usable_at * 1000).toLocaleString(locale) : '';
  const accountText =
    r.usable_accounts > 0
      ? t('verify.accountReady', { n: r.usable_accounts })
      : r.accounts > 0
        ? t('verify.accountWaiting', { time: waitingUntil })
        : t('verify.accountMissing');
  return (
    <>
      {r.frozen ? (
        <p className={styles.error} role="alert" data-testid="verify-frozen">
          {t('verify.frozen')}
        </p>
      ) : null}
      <ol className={verify.steps}>
        <Step
          id="phone"
          done={r.phone_bound}
          title={t('verify.phone')}
          text={r.phone_bound ? t('verify.phoneDone') : t('verify.phoneMissing')}
          action={
            r.phone_bound ? null : <Link to="/user/bind-phone?backUrl=/user/verify">{t('verify.bindPhone')}</Link>
          }
        />
        <Step
          id="account"
          done={r.usable_accounts > 0}
          title={t('verify.account')}
          text={accountText}
          action={<Link to="/user/withdraw-payment">{t('withdraw.manage')}</Link>}
        />
        <Step
          id="balance"
          done={Number(r.balance) > 0}
          title={t('verify.balance')}
          text={t('verify.balanceText', { amount: `${formatAmount(r.balance, { locale })} ${r.coin}` })}
          action={
            Number(r.balance) > 0 ? null : (
              <Link to={`/user/payment?backUrl=${encodeURIComponent('/user/verify')}`}>{t('verify.recharge')}</Link>
            )
          }
        />
        <Step
          id="limit"
          done={r.withdrawals_today < r.per_day}
          title={t('verify.limit')}
          text={t('verify.limitText', { used: r.withdrawals_today, max: r.per_day })}
        />
      </ol>
      <p className={styles.note} data-testid="verify-review">
        {r.first_withdrawal
          ? t('verify.reviewFirst')
          : t('verify.reviewAbove', { amount: `${formatAmount(r.review_above, { locale })} ${r.coin}` })}
      </p>
      {r.ready ? (
        <Link to="/user/withdraw" className={styles.cta} data-testid="verify-withdraw">
          {t('verify.withdraw')}
        </Link>
      ) : (
        <p className={styles.note} role="status" data-testid="verify-not-ready">
          {t('verify.notReady')}
        </p>
      )}
    </>
  );
}

function Step({
  id,
  done,
  title,
  text,
  action,
}: {
  id: string;
  done: boolean;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('payment');
  return (
    <li className={verify.step} data-done={done} data-testid={`verify-${id}`}>
      <span className={verify.mark} aria-hidden="true">
        {done ? '✓' : '!'}
      </span>
      <div className={verify.body}>
        <h2 className={verify.stepTitle}>
          {title} <span className="visually-hidden">{done ? t('verify.done') : t('verify.todo')}</span>
        </h2>
        <p className={verify.stepText}>{text}</p>
        {action ? <div className={verify.action}>{action}</div> : null}
      </div>
    </li>
  );
}
