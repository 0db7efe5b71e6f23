import { opsWithdrawalDecide, opsWithdrawalsList } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import type { MessageKey } from '../messages/en-US.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Page, QueueItems, RefreshButton, StatusTag } from '../parts.tsx';
import { Link } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

const STATUSES = ['review', 'paying', 'completed', 'rejected', 'failed', 'bounced'] as const;
type Status = (typeof STATUSES)[number];
type Withdrawal = z.output<typeof opsWithdrawalsList.response>['list'][number];

const REASONS: Record<string, MessageKey> = {
  first_withdrawal: 'withdrawals.firstWithdrawal',
  above_threshold: 'withdrawals.aboveThreshold',
};

/** Withdrawals that wait for a person (the player's first, or above the review amount), and the decided ones. */
export default function WithdrawalsPage() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>('review');
  const list = useOpsQuery(opsWithdrawalsList, { status });
  return (
    <Page title={t('withdrawals.title')} actions={<RefreshButton onClick={list.reload} />}>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={setStatus}
        text={(s) => t(`status.${s}`)}
      />
      <QueueItems
        query={list}
        emptyText={status === 'review' ? t('withdrawals.emptyReview') : t('common.emptyFilter')}
        render={(order) => <WithdrawalCard key={order.order_id} order={order} onDecided={list.reload} />}
      />
    </Page>
  );
}

function WithdrawalCard({ order, onDecided }: { order: Withdrawal; onDecided: () => void }) {
  const { t, locale } = useT();
  const [note, setNote] = useState('');
  const decide = useOpsAction(opsWithdrawalDecide);
  const act = async (approve: boolean) => {
    if (await decide.run({ order_id: order.order_id, approve, note: note.trim() || undefined })) onDecided();
  };
  const reason = REASONS[order.review_reason];
  return (
    <article className={styles.card} data-testid={`ops-withdrawal-${order.order_id}`}>
      <header className={styles.pageHead}>
        <h2 className={`${styles.cardTitle} ${styles.num}`}>
          {formatAmount(order.fiat_amount, locale)} {order.currency}
        </h2>
        <StatusTag status={order.status} label={t(`status.${order.status}`)} />
      </header>
      <Facts
        items={[
          [
            t('players.userId'),
            <Link key="u" to={`/players?q=${order.user_id}`}>
              {order.user_id}
            </Link>,
          ],
          [t('withdrawals.channel'), `${order.channel} · ${order.market}`],
          [t('withdrawals.coins'), `${formatAmount(order.coin_amount, locale)} ${order.coin}`],
          [t('withdrawals.fee'), `${formatAmount(order.fee, locale)} ${order.currency}`],
          [t('common.when'), formatTime(order.created_at, locale)],
          [t('withdrawals.why'), reason ? t(reason) : order.review_reason || '—'],
          [t('withdrawals.order'), order.order_id],
        ]}
      />
      {order.reason ? <p className={styles.note}>{order.reason}</p> : null}
      <RiskSignals signals={order.signals} />
      {order.status === 'review' ? (
        <>
          <Input
            label={t('withdrawals.note')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          {decide.error ? <ErrorNote error={decide.error} /> : null}
          <div className={styles.row}>
            <Button onClick={() => act(true)} loading={decide.pending} data-testid="ops-withdrawal-approve">
              {t('withdrawals.approve')}
            </Button>
            <Button variant="danger" onClick={() => act(false)} data-testid="ops-withdrawal-reject">
              {t('withdrawals.reject')}
            </Button>
          </div>
        </>
      ) : null}
    </article>
  );
}

/** What the reviewer weighs before approving; a payout account other players use too is flagged. */
function RiskSignals({ signals }: { signals: Withdrawal['signals'] }) {
  const { t, locale } = useT();
  return (
    <section aria-label={t('withdrawals.signals')} data-testid="ops-withdrawal-signals">
      <Facts
        items={[
          [t('withdrawals.accountAge'), t('withdrawals.days', { n: signals.account_age_days })],
          [
            t('withdrawals.payoutAccount'),
            `${signals.payout_account} · ${t('withdrawals.hours', { n: signals.payout_account_age_hours })}`,
          ],
          [t('withdrawals.recharged'), `${formatAmount(signals.recharged_usdt, locale)} USDT`],
          [t('withdrawals.withdrawn'), `${formatAmount(signals.withdrawn_usdt, locale)} USDT`],
        ]}
      />
      {signals.shared_account_players > 0 ? (
        <p className={styles.error} role="note" data-testid="ops-withdrawal-shared">
          {t('withdrawals.shared', { n: signals.shared_account_players })}
        </p>
      ) : null}
    </section>
  );
}
