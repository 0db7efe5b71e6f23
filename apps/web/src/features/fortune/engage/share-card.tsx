import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney, progressPercent } from '../money.ts';
import parts from '../parts.module.css';
import type { ShareLink } from '../queries.ts';
import { useShareQuery } from '../queries-rewards.ts';
import { formatDateTime, formatDuration } from '../time.ts';
import { refusalText } from './error-text.ts';
import styles from './rewards.module.css';
import { copyText, shareOrCopy } from './share-out.ts';
import { msUntil, useNow } from './use-now.ts';

/**
 * Share to unlock: the player's link with its progress to the target, the friends still needed, the time left and
 * the friends who helped (names masked by the server); shared through the host, or copied.
 */
export function ShareCard({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const share = useShareQuery();
  const data = share.data;
  return (
    <section id="share" className={styles.card} aria-labelledby="share-title" data-testid="share-card">
      <h2 id="share-title" className={parts.cardTitle}>
        {t('share.title')}
      </h2>
      {share.isPending ? <Skeleton height="1.4rem" radius="md" /> : null}
      {share.isError ? (
        share.error instanceof ApiError && share.error.business ? (
          <p className={parts.error} role="alert">
            {refusalText(share.error)}
          </p>
        ) : (
          <LoadFailed onRetry={() => void share.refetch()} testId="share-retry" />
        )
      ) : null}
      {data && !data.link ? (
        <Empty
          compact
          title={t('share.none')}
          description={t('share.next', { date: formatDateTime(data.next_link_at, locale) })}
        />
      ) : null}
      {data?.link ? <LinkView link={data.link} nextAt={data.next_link_at} currency={currency} /> : null}
    </section>
  );
}

function LinkView({ link, nextAt, currency }: { link: ShareLink; nextAt: number; currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const left = msUntil(link.expires_at, now);
  const status = link.status === 'open' && left === 0 ? 'expired' : link.status;
  const percent = progressPercent(link.progress, link.target);

  const shareLink = async () => {
    setBusy(true);
    try {
      await shareOrCopy({ text: t('share.message', { amount: money(link.target) }), url: link.url }, t('share.copied'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={parts.note}>
        {t('share.text', { amount: money(link.target), n: link.helpers.length + link.helpers_needed })}
      </p>
      <div
        className={parts.bar}
        role="progressbar"
        aria-label={t('share.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className={parts.facts}>
        <div>
          <dt>{t('share.progress')}</dt>
          <dd data-testid="share-progress">
            {t('share.filled', { progress: money(link.progress), target: money(link.target) })}
          </dd>
        </div>
        {status === 'open' ? (
          <>
            <div>
              <dt>{t('share.friends')}</dt>
              <dd data-testid="share-needed">{t('share.needed', { count: link.helpers_needed })}</dd>
            </div>
            <div>
              <dt>{t('share.expires')}</dt>
              <dd className={styles.countdown} data-testid="share-countdown">
                {formatDuration(left)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {status === 'paid' ? (
        <p className={styles.ok} data-testid="share-paid">
          {t('share.paid', { amount: money(link.target) })}
        </p>
      ) : null}
      {status === 'expired' ? (
        <p className={parts.note} data-testid="share-expired">
          {t('share.expired')}
        </p>
      ) : null}
      {status !== 'open' ? (
        <p className={parts.note}>{t('share.next', { date: formatDateTime(nextAt, locale) })}</p>
      ) : (
        <>
          <p className={styles.url} data-testid="share-url">
            {link.url}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => void copyText(link.url, t('share.copied'))}
              data-testid="share-copy"
            >
              {t('share.copy')}
            </Button>
            <Button loading={busy} onClick={() => void shareLink()} data-testid="share-button">
              {t('share.button')}
            </Button>
          </div>
        </>
      )}
      <h3 className={parts.note}>{t('share.helpers')}</h3>
      {link.helpers.length === 0 ? (
        <p className={parts.note}>{t('share.noHelpers')}</p>
      ) : (
        <ul className={styles.winners} data-testid="share-helpers">
          {link.helpers.map((helper) => (
            <li key={`${helper.name}-${helper.at}`}>
              <span>{t('share.helper', { name: helper.name, amount: money(helper.amount) })}</span>
              <time dateTime={new Date(helper.at * 1000).toISOString()}>{formatDateTime(helper.at, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
