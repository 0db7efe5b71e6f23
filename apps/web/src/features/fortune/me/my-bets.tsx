import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney } from '../money.ts';
import { subtractDecimal } from '../money-calc.ts';
import parts from '../parts.module.css';
import { type Order, useMyOrdersQuery } from '../queries-games.ts';
import { formatDateTime } from '../time.ts';
import styles from './me.module.css';

const TONES: Record<Order['status'], BadgeTone> = { open: 'warning', settled: 'success', refunded: 'neutral' };

/** The player's bets in every game, newest first, with what they staked and won in all; a slot spin links to its proof. */
export function MyBets({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const orders = useMyOrdersQuery();
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const totals = orders.data?.pages[0]?.totals;
  const net = totals ? subtractDecimal(totals.win, totals.stake) : undefined;
  return (
    <section className={styles.card} aria-labelledby="bets-title" id="bets" data-testid="my-bets">
      <h2 id="bets-title" className={parts.cardTitle}>
        {t('orders.title')}
      </h2>
      {orders.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {orders.isError && !orders.data ? <LoadFailed onRetry={() => void orders.refetch()} testId="bets-retry" /> : null}
      {totals && net !== undefined ? (
        <dl className={parts.facts} data-testid="bets-totals">
          <div>
            <dt>{t('orders.staked')}</dt>
            <dd data-testid="bets-staked">{money(totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('orders.won')}</dt>
            <dd data-testid="bets-won">{money(totals.win)}</dd>
          </div>
          <div>
            <dt>{t('orders.net')}</dt>
            <dd data-testid="bets-net">{money(net)}</dd>
          </div>
        </dl>
      ) : null}
      {orders.data && rows.length === 0 ? (
        <Empty
          compact
          title={t('orders.empty')}
          description={t('orders.emptyText')}
          action={
            <Link to="/fortune#games" className={parts.cta}>
              {t('orders.play')}
            </Link>
          }
        />
      ) : null}
      <ul className={parts.list}>
        {rows.map((order) => (
          <li key={order.round_id} className={styles.draw} data-testid={`bet-${order.round_id}`}>
            <span className={styles.limitMain}>
              <span>
                <strong>{order.game_name}</strong>{' '}
                <Badge tone={TONES[order.status]}>{t(`orders.status.${order.status}`)}</Badge>
              </span>
              <span>{t('orders.line', { stake: money(order.stake), win: money(order.win) })}</span>
              <span className={parts.note}>{formatDateTime(order.at, locale)}</span>
            </span>
            {order.spin_id !== null ? (
              <Link
                to={`/fortune/test?spin=${order.spin_id}`}
                className={parts.textLink}
                aria-label={t('orders.verifyLabel', { id: order.spin_id })}
                data-testid={`bet-verify-${order.round_id}`}
              >
                {t('orders.verify')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
          data-testid="bets-more"
        >
          {t('orders.more')}
        </Button>
      ) : null}
    </section>
  );
}
