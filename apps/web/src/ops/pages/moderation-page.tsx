import { REPORT_REASONS, type ReportReason } from '@arcadia/contract/calls/community/limits';
import { opsModerationDecide, opsModerationReports } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { PostBody } from '../../features/posts/post-body.tsx';
import { Button } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import type { MessageKey } from '../messages/en-US.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';
import own from './moderation-page.module.css';

const STATUSES = ['open', 'hidden', 'dismissed'] as const;
type Status = (typeof STATUSES)[number];
type Item = z.output<typeof opsModerationReports.response>['list'][number];

/** The tag colour of each queue state (parts.tsx tones: pending waits, failed is bad, done is good). */
const TONE: Record<Status, string> = { open: 'pending', hidden: 'failed', dismissed: 'done' };

const reasonKey = (reason: ReportReason) => `moderation.reason.${reason}` as MessageKey;

/**
 * The moderation queue: reported posts, one entry per post with every report of it, the post rendered as players
 * see it (the app's own renderer: nothing of it is HTML), hidden (its author still sees it, with the reason) or
 * its reports dismissed.
 */
export default function ModerationPage() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('open');
  const list = useOpsQuery(opsModerationReports, { status });
  return (
    <Page title={t('moderation.title')} actions={<RefreshButton onClick={list.reload} />}>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={setStatus}
        text={(s) => t(`moderation.status.${s}`)}
      />
      <QueueItems
        query={list}
        emptyText={status === 'open' ? t('moderation.emptyOpen') : t('common.emptyFilter')}
        render={(item) => <ReportedPost key={item.post_id} item={item} onDecided={list.reload} />}
      />
    </Page>
  );
}

function ReportedPost({ item, onDecided }: { item: Item; onDecided: () => void }) {
  const { t, locale } = useT();
  return (
    <article className={`${styles.card} ${styles.review}`} data-testid={`ops-moderation-${item.post_id}`}>
      <div className={styles.page}>
        <header className={styles.pageHead}>
          <h2 className={styles.cardTitle}>{item.title || item.post_id}</h2>
          <StatusTag status={TONE[item.status]} label={t(`moderation.status.${item.status}`)} />
        </header>
        <Facts
          items={[
            [
              t('moderation.author'),
              <Link key="a" to={`/players?q=${item.author_user_id}`}>
                {item.author_name} · {item.author_user_id}
              </Link>,
            ],
            [t('moderation.post'), `${item.post_id}${item.deleted ? ` · ${t('moderation.deleted')}` : ''}`],
            [t('moderation.firstReported'), formatTime(item.first_reported_at, locale)],
            ...(item.decided_at
              ? ([[t('moderation.decided'), `${formatTime(item.decided_at, locale)} · #${item.decided_by ?? '—'}`]] as [
                  string,
                  string,
                ][])
              : []),
          ]}
        />
        <section aria-label={t('moderation.reports')}>
          <p className={styles.note}>{t('moderation.reportCount', { count: item.reports.length })}</p>
          <ul className={own.reports} data-testid="ops-moderation-reports">
            {item.reports.map((report) => (
              <li key={`${report.reporter_user_id}-${report.created_at}`} className={own.report}>
                <strong>{t(reasonKey(report.reason))}</strong> · {t('moderation.reporter')} {report.reporter_user_id} ·{' '}
                {formatTime(report.created_at, locale)}
                {/* The player's words, as text. */}
                {report.note ? <p>“{report.note}”</p> : null}
              </li>
            ))}
          </ul>
        </section>
        {item.hidden && item.hidden_reason ? (
          <p className={styles.note}>
            {t('moderation.hiddenBecause', { reason: t(reasonKey(item.hidden_reason)) })}
            {item.hidden_note ? ` “${item.hidden_note}”` : ''}
          </p>
        ) : null}
        {item.status === 'open' ? <Decision item={item} onDecided={onDecided} /> : null}
      </div>
      <section
        className={`${styles.page} ${own.preview}`}
        aria-label={t('moderation.preview')}
        data-testid="ops-moderation-preview"
      >
        <p className={styles.note}>{t('moderation.preview')}</p>
        {item.cover ? <Image src={`/img/${item.cover}`} alt="" ratio={16 / 9} /> : null}
        <PostBody blocks={item.blocks} />
      </section>
    </article>
  );
}

function Decision({ item, onDecided }: { item: Item; onDecided: () => void }) {
  const { t } = useT();
  const decide = useOpsAction(opsModerationDecide);
  const [reason, setReason] = useState<ReportReason>(item.reports[0]?.reason ?? 'other');
  const [note, setNote] = useState('');
  const act = async (action: 'hide' | 'dismiss') => {
    const done = await decide.run({ post_id: item.post_id, action, note, ...(action === 'hide' ? { reason } : {}) });
    if (done) onDecided();
  };
  return (
    <div className={styles.page}>
      <label className={styles.selectField}>
        {t('moderation.hideReason')}
        <select
          className={styles.select}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
          data-testid="ops-moderation-reason"
        >
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(reasonKey(r))}
            </option>
          ))}
        </select>
      </label>
      <Input
        label={t('moderation.note')}
        hint={t('moderation.noteHint')}
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
        data-testid="ops-moderation-note"
      />
      {decide.error ? <ErrorNote error={decide.error} /> : null}
      <div className={styles.row}>
        <Button variant="danger" onClick={() => act('hide')} loading={decide.pending} data-testid="ops-moderation-hide">
          {t('moderation.hide')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => act('dismiss')}
          disabled={decide.pending}
          data-testid="ops-moderation-dismiss"
        >
          {t('moderation.dismiss')}
        </Button>
      </div>
    </div>
  );
}
