import { opsRechargeOrder, opsRechargeRefund } from '@arcadia/contract/ops/index';
import { type FormEvent, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Loading, Page, StatusTag } from '../parts.tsx';
import { Link, navigate, useLocation } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type RechargeOrder = NonNullable<z.output<typeof opsRechargeOrder.response>['order']>;

/**
 * Refunds of paid recharges (docs/payments.md "Refunds"): find the order, give back all or part of it through its
 * provider. Above the four-eyes limit the request waits in Approvals; the coins come back when the provider confirms.
 */
export default function RefundsPage() {
  const { t } = useT();
  const { search } = useLocation();
  const orderId = search.get('order') ?? '';
  const [typed, setTyped] = useState(orderId);
  const found = useOpsQuery(opsRechargeOrder, { order_id: orderId }, { enabled: orderId !== '' });
  const find = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/refunds?order=${encodeURIComponent(typed.trim())}`);
  };
  return (
    <Page title={t('refunds.title')}>
      <p className={styles.note}>{t('refunds.hint')}</p>
      <form className={styles.row} onSubmit={find}>
        <Input
          label={t('refunds.orderId')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="ops-refund-order-id"
        />
        <Button type="submit">{t('refunds.find')}</Button>
      </form>
      {orderId && found.loading ? <Loading /> : null}
      {found.error ? <ErrorNote error={found.error} onRetry={found.reload} /> : null}
      {found.data && !found.data.order ? <p className={styles.note}>{t('refunds.notFound')}</p> : null}
      {found.data?.order ? <OrderCard order={found.data.order} onRefunded={found.reload} /> : null}
    </Page>
  );
}

function OrderCard({ order, onRefunded }: { order: RechargeOrder; onRefunded: () => void }) {
  const { t, locale } = useT();
  const [amount, setAmount] = useState(order.refundable);
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState<string | undefined>();
  const refund = useOpsAction(opsRechargeRefund);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await refund.run({ order_id: order.order_id, amount: amount.trim(), reason: reason.trim() });
    if (!done) return;
    setAnswer(done.status === 'pending_approval' ? t('refunds.pending') : t('refunds.requested'));
    onRefunded();
  };
  const money = (value: string) => `${formatAmount(value, locale)} ${order.currency}`;
  return (
    <article className={styles.card} data-testid="ops-refund-order">
      <header className={styles.pageHead}>
        <h2 className={`${styles.cardTitle} ${styles.num}`}>{money(order.fiat_amount)}</h2>
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
          [t('withdrawals.channel'), `${order.channel} · ${order.provider} · ${order.market}`],
          [t('refunds.coins'), `${formatAmount(order.coin_amount, locale)} ${order.coin}`],
          [t('refunds.refunded'), money(order.refunded_amount)],
          [t('refunds.refundable'), money(order.refundable)],
          [t('common.when'), formatTime(order.created_at, locale)],
        ]}
      />
      <ol className={styles.note}>
        {order.history.map((h) => (
          <li key={`${h.status}-${h.at}-${h.note}`}>
            {formatTime(h.at, locale)} · {h.status} {h.note ? `· ${h.note}` : ''}
          </li>
        ))}
      </ol>
      {answer ? (
        <p className={styles.note} role="status" data-testid="ops-refund-answer">
          {answer}
        </p>
      ) : null}
      {order.refundable !== '0' ? (
        <form onSubmit={submit}>
          <Input
            label={t('refunds.amount', { currency: order.currency })}
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
            data-testid="ops-refund-amount"
          />
          <Input
            label={t('refunds.reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            data-testid="ops-refund-reason"
          />
          {refund.error ? <ErrorNote error={refund.error} /> : null}
          <Button type="submit" variant="danger" loading={refund.pending} data-testid="ops-refund-submit">
            {t('refunds.submit')}
          </Button>
        </form>
      ) : null}
    </article>
  );
}
