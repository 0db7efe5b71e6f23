import {
  opsApprovalsList,
  opsLedgerCheck,
  opsMe,
  opsTaskAuditsList,
  opsWithdrawalsList,
  type Permission,
} from '@arcadia/contract/ops/index';
import { useT } from '../i18n.ts';
import type { MessageKey } from '../messages/en-US.ts';
import styles from '../ops.module.css';
import { ErrorNote, Page } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsQuery } from '../use-ops.ts';

/** What waits for this operator: the queues their role works, and the ledger's health. */
export default function OverviewPage() {
  const { t } = useT();
  const me = useOpsQuery(opsMe, {});
  const can = (permission: Permission) => me.data?.permissions.includes(permission) ?? false;
  const audits = useOpsQuery(opsTaskAuditsList, { status: 'pending' }, { enabled: can('tasks.review') });
  const withdrawals = useOpsQuery(opsWithdrawalsList, { status: 'review' }, { enabled: can('payments.review') });
  const approvals = useOpsQuery(opsApprovalsList, { status: 'pending' }, { enabled: can('ledger.read') });
  const ledger = useOpsQuery(opsLedgerCheck, {}, { enabled: can('ledger.read') });

  const queues: { to: string; label: MessageKey; count?: number; error: Error | null; shown: boolean }[] = [
    {
      to: '/task-audits',
      label: 'overview.taskAudits',
      count: audits.data?.list.length,
      error: audits.error,
      shown: can('tasks.review'),
    },
    {
      to: '/withdrawals',
      label: 'overview.withdrawals',
      count: withdrawals.data?.list.length,
      error: withdrawals.error,
      shown: can('payments.review'),
    },
    {
      to: '/approvals',
      label: 'overview.approvals',
      count: approvals.data?.list.length,
      error: approvals.error,
      shown: can('ledger.read'),
    },
  ];
  const shown = queues.filter((queue) => queue.shown);

  return (
    <Page title={t('overview.title')}>
      {shown.length === 0 && !can('ledger.read') ? <p className={styles.note}>{t('overview.nothing')}</p> : null}
      <div className={styles.cards}>
        {shown.map((queue) => (
          <Link
            key={queue.to}
            to={queue.to}
            className={styles.card}
            data-testid={`ops-queue${queue.to.replace('/', '-')}`}
          >
            <span>{t(queue.label)}</span>
            {queue.error ? (
              <span className={styles.note}>{t('error.network')}</span>
            ) : (
              <span className={styles.stat}>{queue.count ?? '…'}</span>
            )}
          </Link>
        ))}
        {can('ledger.read') ? (
          <Link to="/ledger" className={styles.card} data-testid="ops-ledger-health">
            <span>{t('overview.ledger')}</span>
            {ledger.error ? <ErrorNote error={ledger.error} /> : null}
            {ledger.data ? (
              <span className={styles.stat}>{ledger.data.ok ? t('ledger.ok') : t('ledger.problems')}</span>
            ) : null}
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
