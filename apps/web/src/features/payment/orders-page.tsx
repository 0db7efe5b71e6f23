import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { STATUS_TONE } from './money.ts';
import styles from './payment.module.css';
import { type Order, useOrderDetailQuery, useOrdersQuery } from './queries.ts';

type Kind = 'all' | 'recharge' | 'withdraw';

/** /user/orders: recharge and withdrawal orders with their status, by kind, each with its history. */
export default function OrdersPage() {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const [kind, setKind] = useState<Kind>('all');
  const [open, setOpen] = useState<string>();
  const orders = useOrdersQuery(kind);
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="orders-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userOrders')}
      </h1>
      <Tabs
        id="orders-kind"
        label={t('orders.filter')}
        value={kind}
        onChange={setKind}
        variant="pill"
        items={(['all', 'recharge', 'withdraw'] as const).map((k) => ({ value: k, label: t(`orders.kind.${k}`) }))}
      />
      {orders.isPending ? <Loading /> : null}
      {orders.isError ? (
        <Empty
          title={t('orders.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => orders.refetch()} data-testid="orders-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {orders.data && list.length === 0 ? (
        <Empty
          title={t('orders.empty')}
          description={t('orders.emptyText')}
          action={
            <Link to="/user/payment" className={styles.cta}>
              {t('recharge')}
            </Link>
          }
        />
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.orders}>
          {list.map((order) => (
            <OrderRow key={order.order_id} order={order} onOpen={() => setOpen(order.order_id)} />
          ))}
        </ul>
      ) : null}
      {orders.hasNextPage ? (
        <Button variant="secondary" loading={orders.isFetchingNextPage} onClick={() => orders.fetchNextPage()}>
          {t('orders.more')}
        </Button>
      ) : null}
      <OrderSheet orderId={open} onClose={() => setOpen(undefined)} />
    </section>
  );
}

function OrderRow({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t, locale } = useTranslation('payment');
  return (
    <li>
      <button type="button" className={styles.order} onClick={onOpen} data-testid={`order-${order.order_id}`}>
        <span className={styles.orderMain}>
          <span className={styles.orderTitle}>
            {t(`orders.kind.${order.kind}`)} · {t(`channels.${order.channel}`)}
          </span>
          <span className={styles.orderTime}>{formatDate(order.created_at)}</span>
        </span>
        <span className={styles.orderSide}>
          <span className={styles.orderAmount}>
            {order.kind === 'recharge' ? '+' : '−'}
            {formatAmount(order.coin_amount, { locale })} {order.coin}
          </span>
          <Badge tone={STATUS_TONE[order.status] ?? 'neutral'}>{t(`status.${order.status}`)}</Badge>
        </span>
      </button>
    </li>
  );
}

function OrderSheet({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  const { t, locale } = useTranslation('payment');
  const detail = useOrderDetailQuery(orderId);
  const order = detail.data?.order;
  return (
    <Sheet open={orderId !== undefined} onClose={onClose} title={t('orders.detail')} testId="order-sheet">
      {detail.isPending ? <Skeleton height="1.2rem" radius="md" /> : null}
      {detail.isError ? <p role="alert">{t('orders.loadFailed')}</p> : null}
      {order ? (
        <dl className={styles.facts}>
          <dt>{t('orders.amount')}</dt>
          <dd>
            {formatAmount(order.fiat_amount, { locale, decimals: 2 })} {order.currency}
          </dd>
          <dt>{t('orders.fee')}</dt>
          <dd>
            {formatAmount(order.fee, { locale, decimals: 2 })} {order.currency}
          </dd>
          <dt>{t('orders.coins')}</dt>
          <dd>
            {formatAmount(order.coin_amount, { locale })} {order.coin}
          </dd>
          <dt>{t('orders.statusLabel')}</dt>
          <dd>
            {t(`status.${order.status}`)}
            {order.late ? ` · ${t('orders.late')}` : ''}
          </dd>
          {order.refunded_amount !== '0' ? (
            <>
              <dt>{t('orders.refunded')}</dt>
              <dd data-testid="order-refunded">
                {formatAmount(order.refunded_amount, { locale, decimals: 2 })} {order.currency}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {detail.data ? (
        <ol className={styles.history}>
          {detail.data.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              <span>{t(`status.${h.status}` as DynamicKey)}</span>
              <time>{formatDate(h.at)}</time>
            </li>
          ))}
        </ol>
      ) : null}
    </Sheet>
  );
}

function Loading() {
  return (
    <div className={styles.orders} data-testid="orders-loading">
      <Skeleton height="0.64rem" radius="md" />
      <Skeleton height="0.64rem" radius="md" />
      <Skeleton height="0.64rem" radius="md" />
    </div>
  );
}
