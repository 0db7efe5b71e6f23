import { opsApprovalDecide, opsApprovalsList, opsMe } from '@arcadia/contract/ops/index';
import { type ReactNode, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

const STATUSES = ['pending', 'approved', 'refused'] as const;
type Status = (typeof STATUSES)[number];
type Approval = z.output<typeof opsApprovalsList.response>['list'][number];

/** Fortune campaigns above the limit (made on approval): their label, and what their `reason` holds. */
const CAMPAIGNS = {
  'fortune.gift_codes.create': { label: 'approvals.kind.giftCodes', reason: 'fortuneCampaigns.note' },
  'fortune.rt_prizes.create': { label: 'approvals.kind.rtPrize', reason: 'fortuneCampaigns.titleCol' },
} as const;
const campaignOf = (kind: string) =>
  Object.hasOwn(CAMPAIGNS, kind) ? CAMPAIGNS[kind as keyof typeof CAMPAIGNS] : undefined;

/** Four eyes: money actions above the limit wait here for a second operator; nobody decides their own. */
export default function ApprovalsPage() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('pending');
  const list = useOpsQuery(opsApprovalsList, { status });
  const me = useOpsQuery(opsMe, {});
  const canDecide = me.data?.permissions.includes('ledger.approve') ?? false;
  return (
    <Page title={t('approvals.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('approvals.hint')}</p>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={setStatus}
        text={(s) => t(`status.${s}`)}
      />
      <QueueItems
        query={list}
        emptyText={status === 'pending' ? t('approvals.emptyPending') : t('common.emptyFilter')}
        render={(approval) => (
          <ApprovalCard
            key={approval.id}
            approval={approval}
            mine={approval.requested_by === me.data?.email}
            canDecide={canDecide}
            onDecided={list.reload}
          />
        )}
      />
    </Page>
  );
}

function ApprovalCard({
  approval,
  mine,
  canDecide,
  onDecided,
}: {
  approval: Approval;
  mine: boolean;
  canDecide: boolean;
  onDecided: () => void;
}) {
  const { t, locale } = useT();
  const decide = useOpsAction(opsApprovalDecide);
  const act = async (approve: boolean) => {
    if (await decide.run({ approval_id: approval.id, approve })) onDecided();
  };
  const s = approval.summary;
  const campaign = campaignOf(approval.kind);
  const player: [string, ReactNode][] =
    s.user_id === null
      ? []
      : [
          [
            t('players.userId'),
            <Link key="u" to={`/players?q=${s.user_id}`}>
              {s.user_id}
            </Link>,
          ],
        ];
  return (
    <article className={styles.card} data-testid={`ops-approval-${approval.id}`}>
      <header className={styles.pageHead}>
        <h2 className={`${styles.cardTitle} ${styles.num}`}>
          {campaign
            ? t('approvals.campaign', { kind: t(campaign.label), total: formatAmount(s.amount, locale) })
            : `${s.direction === 'credit' ? '+' : '−'}${formatAmount(s.amount, locale)} ${s.coin}`}
        </h2>
        <StatusTag status={approval.status} label={t(`status.${approval.status as Status}`)} />
      </header>
      <Facts
        items={[
          ...player,
          [campaign ? t(campaign.reason) : t('common.reason'), s.reason || '—'],
          [t('approvals.requestedBy'), approval.requested_by],
          [t('approvals.decidedBy'), approval.decided_by || '—'],
          [t('common.when'), formatTime(approval.created_at, locale)],
        ]}
      />
      {approval.status === 'pending' && canDecide ? (
        mine ? (
          <p className={styles.note}>{t('approvals.own')}</p>
        ) : (
          <>
            {decide.error ? <ErrorNote error={decide.error} /> : null}
            <div className={styles.row}>
              <Button onClick={() => act(true)} loading={decide.pending}>
                {t('approvals.approve')}
              </Button>
              <Button variant="danger" onClick={() => act(false)}>
                {t('approvals.refuse')}
              </Button>
            </div>
          </>
        )
      ) : null}
    </article>
  );
}
