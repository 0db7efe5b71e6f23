import { opsProductReviews, opsProductReviewsDecide } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import { ListStates } from '../fortune-forms.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, RefreshButton, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';
import own from './product-reviews-page.module.css';

const STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
type Status = (typeof STATUSES)[number];
type Submission = z.output<typeof opsProductReviews.response>['list'][number];

/** Creators' products waiting for review, the oldest first: approve into the catalogue, or reject with a reason. */
export default function ProductReviewsPage() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsProductReviews, { status, page });
  return (
    <Page title={t('productReviews.title')} actions={<RefreshButton onClick={list.reload} />}>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        text={(s) => t(`productReviews.status.${s}`)}
      />
      <ListStates
        list={list}
        empty={status === 'pending' ? t('productReviews.emptyPending') : t('common.emptyFilter')}
        page={page}
        onPage={setPage}
      >
        {(items) => items.map((s) => <SubmissionCard key={s.submission_id} submission={s} onDecided={list.reload} />)}
      </ListStates>
    </Page>
  );
}

function SubmissionCard({ submission: s, onDecided }: { submission: Submission; onDecided: () => void }) {
  const { t, locale } = useT();
  const [reason, setReason] = useState('');
  const decide = useOpsAction(opsProductReviewsDecide);
  const act = async (approve: boolean) => {
    if (await decide.run({ submission_id: s.submission_id, approve, reason: approve ? undefined : reason.trim() }))
      onDecided();
  };
  return (
    <article className={`${styles.card} ${styles.review}`} data-testid={`ops-product-${s.submission_id}`}>
      <div className={styles.page}>
        <header className={styles.pageHead}>
          {/* The creator's words, shown as text: never rendered as HTML. */}
          <h2 className={styles.cardTitle}>{s.title}</h2>
          <StatusTag status={s.status} label={t(`productReviews.status.${s.status}`)} />
        </header>
        <Facts
          items={[
            [
              t('productReviews.creator'),
              <Link key="u" to={`/players?q=${s.user_id}`}>
                {s.username} ({s.user_id})
              </Link>,
            ],
            [t('productReviews.market'), s.market.toUpperCase()],
            [t('productReviews.category'), s.category_name || s.category],
            [
              t('productReviews.link'),
              <a
                key="l"
                href={s.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                data-testid="ops-product-link"
              >
                {s.link}
              </a>,
            ],
            [t('common.when'), formatTime(s.created_at, locale)],
          ]}
        />
        <div>
          <p className={styles.note}>{t('productReviews.description')}</p>
          <p className={own.description}>{s.description}</p>
        </div>
        {s.reason ? <p className={styles.note}>{t('productReviews.reasonGiven', { reason: s.reason })}</p> : null}
        {s.product_id ? <p className={styles.note}>{t('productReviews.product', { id: s.product_id })}</p> : null}
        {s.status === 'pending' ? (
          <>
            <Input
              label={t('productReviews.rejectReason')}
              hint={t('productReviews.rejectHint')}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              data-testid="ops-product-reason"
            />
            {decide.error ? <ErrorNote error={decide.error} /> : null}
            <div className={styles.row}>
              <Button onClick={() => act(true)} loading={decide.pending} data-testid="ops-product-approve">
                {t('productReviews.approve')}
              </Button>
              <Button
                variant="danger"
                onClick={() => act(false)}
                disabled={reason.trim().length < 3}
                data-testid="ops-product-reject"
              >
                {t('productReviews.reject')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <div className={own.pictures}>
        <img className={own.icon} src={s.icon_url} alt={t('productReviews.icon', { title: s.title })} />
        {s.screenshot_urls.length === 0 ? (
          <p className={styles.note}>{t('productReviews.noShots')}</p>
        ) : (
          <ul className={own.shots}>
            {s.screenshot_urls.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <img
                    className={own.shot}
                    src={url}
                    alt={t('productReviews.screenshot', { n: i + 1, title: s.title })}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
