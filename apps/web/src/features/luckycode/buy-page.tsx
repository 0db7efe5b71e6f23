import { ErrorCode } from '@arcadia/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { useLocation } from '../../app/router/route-context.ts';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { type Translate, useTranslation } from '../../i18n/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './luckycode.module.css';
import { Countdown, Kc, rangeText, SoldBar, useSecondsLeft } from './parts.tsx';
import {
  type BuyResult,
  type Current,
  type Order,
  useBuyMutation,
  useCurrentQuery,
  useHistoryQuery,
  useUserId,
} from './queries.ts';

/** /luckycode/buy: pick how many tickets, confirm, see the numbers; below, the history of my tickets. */
export default function LuckyBuyPage() {
  const { t } = useTranslation('luckycode');
  const { t: tc } = useTranslation();
  const userId = useUserId();
  const current = useCurrentQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="lucky-buy">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.luckycodeBuy')}
      </h1>
      {userId === 0 ? <LoggedOut /> : null}
      {userId !== 0 && current.isPending ? <Skeleton height="2.4rem" radius="md" /> : null}
      {userId !== 0 && current.isError ? (
        <Empty
          title={t('land.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => current.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {userId !== 0 && current.data ? <BuyForm current={current.data} receivedAt={current.dataUpdatedAt} /> : null}
      {userId !== 0 ? <History /> : null}
    </section>
  );
}

function LoggedOut() {
  const { t } = useTranslation('luckycode');
  const location = useLocation();
  const back = `${location.pathname}${location.search ?? ''}`;
  return (
    <Empty
      title={t('buy.loggedOut')}
      description={t('buy.loggedOutText')}
      action={
        <Link
          to={`/user/login-home?backUrl=${encodeURIComponent(back)}`}
          className={buttonClassName({})}
          data-testid="lucky-login"
        >
          {t('buy.login')}
        </Link>
      }
    />
  );
}

const PRESETS = [1, 5, 10, 20];

/** Minor units of a KC text (2 decimals), for the total; never a float. */
const cents = (kc: string) => {
  const [w = '0', f = ''] = kc.split('.');
  return BigInt(w) * 100n + BigInt(f.padEnd(2, '0').slice(0, 2) || '0');
};
const fromCents = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

function BuyForm({ current, receivedAt }: { current: Current; receivedAt: number }) {
  const { t, locale } = useTranslation('luckycode');
  const { draw } = current;
  const [count, setCount] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BuyResult>();
  const [error, setError] = useState<string>();
  const intent = useRef<string | null>(null);
  const buy = useBuyMutation();
  const left = useSecondsLeft(draw?.closes_at, current.now, receivedAt);
  if (!draw) return <Empty title={t('land.noDraw')} description={t('land.noDrawText')} />;
  const remaining = draw.cap - draw.sold;
  const most = Math.max(0, Math.min(current.max_per_buy, remaining));
  const total = fromCents(cents(draw.price) * BigInt(count));
  const short = cents(current.balance ?? '0') < cents(total);
  const set = (n: number) => {
    setCount(Math.max(1, Math.min(most || 1, n)));
    intent.current = null;
    setError(undefined);
  };
  const confirm = () => {
    intent.current ??= crypto.randomUUID();
    buy.mutate(
      { draw_id: draw.id, count, key: intent.current },
      {
        onSuccess: (answer) => {
          intent.current = null;
          setConfirming(false);
          setResult(answer);
          setCount(1);
        },
        onError: (e) => {
          setConfirming(false);
          setError(messageOf(e, t));
          if (e instanceof ApiError && e.business) intent.current = null;
        },
      },
    );
  };
  return (
    <>
      <article className={styles.card} aria-labelledby="lucky-buy-draw">
        <div className={styles.cardHead}>
          <h2 id="lucky-buy-draw" className={styles.cardTitle}>
            {t('draw.title', { id: draw.id })}
          </h2>
          <span className={styles.prizeSmall}>
            {t('draw.prize')}: <Kc value={draw.prize} />
          </span>
        </div>
        <Countdown seconds={left ?? 0} />
        <SoldBar draw={draw} />
      </article>
      <form
        className={styles.card}
        aria-labelledby="lucky-count-label"
        onSubmit={(e) => {
          e.preventDefault();
          if (most > 0 && !short) setConfirming(true);
        }}
      >
        <h2 id="lucky-count-label" className={styles.cardTitle}>
          {t('buy.how')}
        </h2>
        <div className={styles.stepper}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => set(count - 1)}
            disabled={count <= 1}
            aria-label={t('buy.less')}
            data-testid="lucky-less"
          >
            −
          </Button>
          <output className={styles.count} aria-live="polite" data-testid="lucky-count">
            {count}
          </output>
          <Button
            type="button"
            variant="secondary"
            onClick={() => set(count + 1)}
            disabled={count >= most}
            aria-label={t('buy.more')}
            data-testid="lucky-more"
          >
            +
          </Button>
        </div>
        <fieldset className={styles.presets}>
          <legend className={styles.srOnly}>{t('buy.presets')}</legend>
          {PRESETS.filter((n) => n <= most).map((n) => (
            <Button
              key={n}
              type="button"
              size="sm"
              variant={n === count ? 'primary' : 'secondary'}
              aria-pressed={n === count}
              onClick={() => set(n)}
              data-testid={`lucky-preset-${n}`}
            >
              {n}
            </Button>
          ))}
        </fieldset>
        <dl className={styles.facts}>
          <dt>{t('draw.price')}</dt>
          <dd>
            <Kc value={draw.price} />
          </dd>
          <dt>{t('buy.total')}</dt>
          <dd data-testid="lucky-total">
            <Kc value={total} />
          </dd>
          <dt>{t('buy.balance')}</dt>
          <dd data-testid="lucky-balance">
            <Kc value={current.balance ?? '0'} />
          </dd>
        </dl>
        {short ? <p className={styles.warn}>{t('buy.short')}</p> : null}
        {most === 0 ? <p className={styles.warn}>{t('buy.soldOut')}</p> : null}
        {error ? (
          <p role="alert" className={styles.error} data-testid="lucky-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" block disabled={most === 0 || short} data-testid="lucky-buy-submit">
          {t('buy.submit', { count })}
        </Button>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('buy.confirmTitle')}
        description={t('buy.confirmText', { count, total: formatAmount(total, { locale }), id: draw.id })}
        testId="lucky-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('buy.cancel')}
            </Button>
            <Button loading={buy.isPending} onClick={confirm} data-testid="lucky-confirm-yes">
              {t('buy.confirm')}
            </Button>
          </>
        }
      />
      <Dialog
        open={result !== undefined}
        onClose={() => setResult(undefined)}
        title={t('buy.doneTitle')}
        testId="lucky-result"
        footer={
          <Button onClick={() => setResult(undefined)} data-testid="lucky-result-close">
            {t('buy.doneClose')}
          </Button>
        }
      >
        {result ? (
          <div className={styles.result}>
            <p>{t('buy.doneText', { count: result.order.count, id: result.order.draw_id })}</p>
            <p className={styles.resultNumbers} data-testid="lucky-result-numbers">
              {rangeText(result.order.from, result.order.to)}
            </p>
            <p>{t('buy.doneBalance', { balance: formatAmount(result.balance, { locale }) })}</p>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

function messageOf(e: unknown, t: Translate<'luckycode'>): string {
  if (e instanceof ApiError && e.business) {
    const reason = (e.data as { reason?: string; left?: number } | null)?.reason;
    if (e.code === ErrorCode.INSUFFICIENT_BALANCE) return t('buy.short');
    if (reason === 'sold_out') return t('buy.left', { left: (e.data as { left: number }).left });
    if (reason === 'closed') return t('buy.closed');
    return e.displayMessage;
  }
  return t('buy.failed');
}

function History() {
  const { t } = useTranslation('luckycode');
  const history = useHistoryQuery(true);
  const list = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.section} aria-labelledby="lucky-history">
      <h2 id="lucky-history" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      {history.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {history.isError ? (
        <Empty
          title={t('history.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => history.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {history.data && list.length === 0 ? (
        <Empty title={t('history.empty')} description={t('history.emptyText')} />
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.list} data-testid="lucky-history">
          {list.map((o) => (
            <HistoryRow key={o.order_id} order={o} />
          ))}
        </ul>
      ) : null}
      {history.hasNextPage ? (
        <Button variant="secondary" loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
          {t('past.more')}
        </Button>
      ) : null}
    </section>
  );
}

function outcome(o: Order): {
  key: 'history.refunded' | 'history.waiting' | 'history.refunding' | 'history.won' | 'history.lost';
  tone: 'success' | 'neutral' | 'primary' | 'warning';
} {
  if (o.refunded) return { key: 'history.refunded', tone: 'neutral' };
  if (o.draw_status === 'open') return { key: 'history.waiting', tone: 'primary' };
  if (o.draw_status === 'refunding') return { key: 'history.refunding', tone: 'warning' };
  return o.won ? { key: 'history.won', tone: 'success' } : { key: 'history.lost', tone: 'neutral' };
}

function HistoryRow({ order }: { order: Order }) {
  const { t } = useTranslation('luckycode');
  const o = outcome(order);
  return (
    <li className={styles.row} data-testid={`lucky-order-${order.order_id}`}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{rangeText(order.from, order.to)}</span>
        <span className={styles.rowSub}>
          {t('draw.title', { id: order.draw_id })} · {formatDate(order.created_at)}
        </span>
        <span className={styles.rowSub}>
          <Kc value={order.amount} />
        </span>
      </div>
      <div className={styles.rowSide}>
        <Badge tone={o.tone}>{t(o.key)}</Badge>
        {order.draw_status !== 'open' ? (
          <Link to={`/luckycode/land?audit=${order.draw_id}`} className={styles.auditLink}>
            {t('past.audit')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
