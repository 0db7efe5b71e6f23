import { opsTaskAuditDecide, opsTaskAuditImage, opsTaskAuditsList } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Loading, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
type Audit = z.output<typeof opsTaskAuditsList.response>['list'][number];

/** Screenshot audits of task steps: the oldest waiting first, each with its picture, approved or rejected here. */
export default function TaskAuditsPage() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('pending');
  const list = useOpsQuery(opsTaskAuditsList, { status });
  return (
    <Page title={t('audits.title')} actions={<RefreshButton onClick={list.reload} />}>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={setStatus}
        text={(s) => t(`status.${s}`)}
      />
      <QueueItems
        query={list}
        emptyText={status === 'pending' ? t('audits.emptyPending') : t('common.emptyFilter')}
        render={(audit) => <AuditCard key={audit.audit_id} audit={audit} onDecided={list.reload} />}
      />
    </Page>
  );
}

function AuditCard({ audit, onDecided }: { audit: Audit; onDecided: () => void }) {
  const { t, locale } = useT();
  const [reason, setReason] = useState('');
  const decide = useOpsAction(opsTaskAuditDecide);
  const pending = audit.status === 'pending';
  const act = async (approve: boolean) => {
    if (await decide.run({ audit_id: audit.audit_id, approve, reason: approve ? undefined : reason })) onDecided();
  };
  return (
    <article className={`${styles.card} ${styles.review}`} data-testid={`ops-audit-${audit.audit_id}`}>
      <div className={styles.page}>
        <header className={styles.pageHead}>
          <h2 className={styles.cardTitle}>
            {audit.product} · {audit.step}
          </h2>
          <StatusTag status={audit.status} label={t(`status.${audit.status}`)} />
        </header>
        <Facts
          items={[
            [
              t('players.userId'),
              <Link key="u" to={`/players?q=${audit.user_id}`}>
                {audit.user_id}
              </Link>,
            ],
            [t('audits.offer'), audit.offer],
            [t('audits.reward'), `${formatAmount(audit.reward_kc, locale)} KC`],
            [t('common.when'), formatTime(audit.created_at, locale)],
          ]}
        />
        <div>
          <p className={styles.note}>{t('audits.playerNote')}</p>
          {/* The player's words, shown as text: never rendered as HTML. */}
          <p>{audit.content || '—'}</p>
        </div>
        {audit.reason ? <p className={styles.note}>{t('audits.reasonGiven', { reason: audit.reason })}</p> : null}
        {pending ? (
          <>
            <Input
              label={t('audits.rejectReason')}
              hint={t('audits.rejectHint')}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
            {decide.error ? <ErrorNote error={decide.error} /> : null}
            <div className={styles.row}>
              <Button onClick={() => act(true)} loading={decide.pending} data-testid="ops-audit-approve">
                {t('audits.approve')}
              </Button>
              <Button
                variant="danger"
                onClick={() => act(false)}
                disabled={reason.trim().length < 3}
                data-testid="ops-audit-reject"
              >
                {t('audits.reject')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <Screenshot auditId={audit.audit_id} />
    </article>
  );
}

function Screenshot({ auditId }: { auditId: number }) {
  const { t } = useT();
  const image = useOpsQuery(opsTaskAuditImage, { audit_id: auditId });
  if (image.error) return <ErrorNote error={image.error} onRetry={image.reload} />;
  if (!image.data) return <Loading />;
  return (
    <img
      className={styles.shot}
      src={`data:${image.data.content_type};base64,${image.data.base64}`}
      alt={t('audits.screenshot')}
      data-testid="ops-audit-image"
    />
  );
}
