import { opsPartners, opsPartnersDecide } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

const STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
type Status = (typeof STATUSES)[number];
type Application = z.output<typeof opsPartners.response>['list'][number];

/** Partner programme applications, the oldest first: approve (the player becomes a partner) or reject with a reason. */
export default function PartnersPage() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('pending');
  const list = useOpsQuery(opsPartners, { status });
  return (
    <Page title={t('partners.title')} actions={<RefreshButton onClick={list.reload} />}>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={setStatus}
        text={(s) => t(`partners.status.${s}`)}
      />
      <QueueItems
        query={list}
        emptyText={status === 'pending' ? t('partners.emptyPending') : t('common.emptyFilter')}
        render={(a) => <ApplicationCard key={a.application_id} application={a} onDecided={list.reload} />}
      />
    </Page>
  );
}

function ApplicationCard({ application: a, onDecided }: { application: Application; onDecided: () => void }) {
  const { t, locale } = useT();
  const [reason, setReason] = useState('');
  const decide = useOpsAction(opsPartnersDecide);
  const act = async (approve: boolean) => {
    if (await decide.run({ application_id: a.application_id, approve, reason: approve ? undefined : reason.trim() }))
      onDecided();
  };
  return (
    <article className={styles.card} data-testid={`ops-partner-${a.application_id}`}>
      <div className={styles.page}>
        <header className={styles.pageHead}>
          <h2 className={styles.cardTitle}>
            <Link to={`/players?q=${a.user_id}`}>
              {a.username} ({a.user_id})
            </Link>
          </h2>
          <StatusTag status={a.status} label={t(`partners.status.${a.status}`)} />
        </header>
        <Facts
          items={[
            [t('partners.invitees'), String(a.active_invitees)],
            [t('partners.joined'), formatTime(a.joined_at, locale)],
            [t('partners.phone'), a.phone_bound ? t('partners.yes') : t('partners.no')],
            [t('partners.market'), a.market.toUpperCase()],
            [t('partners.channel'), a.channel_type],
            [
              t('partners.link'),
              <a key="l" href={a.channel_link} target="_blank" rel="noopener noreferrer nofollow">
                {a.channel_link}
              </a>,
            ],
            [t('partners.audience'), a.audience],
            [t('common.when'), formatTime(a.created_at, locale)],
          ]}
        />
        <div>
          <p className={styles.note}>{t('partners.pitch')}</p>
          {/* The player's words, shown as text: never rendered as HTML. */}
          <p>{a.pitch}</p>
        </div>
        {a.reason ? <p className={styles.note}>{t('partners.reasonGiven', { reason: a.reason })}</p> : null}
        {a.status === 'pending' ? (
          <>
            <Input
              label={t('partners.rejectReason')}
              hint={t('partners.rejectHint')}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              data-testid="ops-partner-reason"
            />
            {decide.error ? <ErrorNote error={decide.error} /> : null}
            <div className={styles.row}>
              <Button onClick={() => act(true)} loading={decide.pending} data-testid="ops-partner-approve">
                {t('partners.approve')}
              </Button>
              <Button
                variant="danger"
                onClick={() => act(false)}
                disabled={reason.trim().length < 3}
                data-testid="ops-partner-reject"
              >
                {t('partners.reject')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
