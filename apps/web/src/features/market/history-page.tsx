import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './market.module.css';
import { formatPrice, splitSymbol } from './market-format.ts';
import { type MarketOrder, useCancelOrder, useMyOrders, useUserId } from './queries.ts';

/** /market/history: my open orders (cancel each) and my finished orders. */
export default function MarketHistoryPage() {
  const { t } = useTranslation('market');
  const loggedIn = useUserId() > 0;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="market-history">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('myOrders')}
        </h1>
        <Link to="/market" className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('title')}
        </Link>
      </div>
      {!loggedIn ? (
        <LoginFirst backUrl="/market/history" />
      ) : (
        <>
          <OrderList status="open" title={t('openOrders')} empty={t('noOpen')} />
          <OrderList status="history" title={t('finishedOrders')} empty={t('noHistory')} />
        </>
      )}
    </section>
  );
}

function OrderList({ status, title, empty }: { status: 'open' | 'history'; title: string; empty: string }) {
  const orders = useMyOrders(status, true);
  return (
    <div data-testid={`market-${status}`}>
      <h2 className={styles.symbol}>{title}</h2>
      {orders.isPending ? (
        <Skeleton height="1.2rem" radius="md" />
      ) : orders.isError ? (
        <LoadFailed retry={orders.refetch} />
      ) : orders.data.list.length === 0 ? (
        <Empty title={empty} compact />
      ) : (
        <ul className={styles.list}>
          {orders.data.list.map((o) => (
            <OrderItem key={o.id} order={o} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderItem({ order: o }: { order: MarketOrder }) {
  const { t, locale } = useTranslation('market');
  const cancel = useCancelOrder();
  const { base, quote } = splitSymbol(o.symbol);
  return (
    <li className={styles.panel} data-testid="market-order" data-status={o.status}>
      <div className={styles.head}>
        <strong className={o.side === 'buy' ? styles.up : styles.down}>
          {t(o.side === 'buy' ? 'buy' : 'sell')} {base}/{quote}
        </strong>
        <span>{t(`status.${o.status}` as DynamicKey)}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t(o.type === 'market' ? 'market' : 'limit')}</span>
        <span>{o.type === 'limit' ? `${formatPrice(o.price, locale)} ${quote}` : ''}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('filledOf')}</span>
        <span>
          {formatAmount(sub(o.qty, o.remaining), { locale })} / {formatAmount(o.qty, { locale })} {base}
        </span>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('total')}</span>
        <span>
          {formatPrice(o.filled_quote, locale)} {quote}
        </span>
      </div>
      <p className={styles.muted}>{formatDate(o.created_at)}</p>
      {o.status === 'open' ? (
        <Button
          variant="secondary"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate({ order_id: o.id }, { onError: (error) => showToast(apiErrorText(error), { type: 'error' }) })
          }
          data-testid="market-cancel"
        >
          {t('cancel')}
        </Button>
      ) : null}
    </li>
  );
}

/** a - b of two exact decimal strings (display only). */
function sub(a: string, b: string): string {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const big = (v: string) => BigInt((v.split('.')[0] ?? '0') + (v.split('.')[1] ?? '').padEnd(scale, '0'));
  const d = (big(a) - big(b)).toString().padStart(scale + 1, '0');
  return scale === 0 ? d : `${d.slice(0, -scale)}.${d.slice(-scale)}`;
}
