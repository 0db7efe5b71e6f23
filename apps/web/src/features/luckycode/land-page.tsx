import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useLocation } from '../../app/router/route-context.ts';
import { formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useOpenedOnce } from '../../ui/use-opened-once.ts';
import styles from './luckycode.module.css';
import { Countdown, Kc, rangeText, SoldBar, StatusBadge, TicketArt, ticketNo, useSecondsLeft } from './parts.tsx';
import { type Current, type Draw, useCurrentQuery, useDrawsQuery } from './queries.ts';

/** A draw's audit (its sheet and the fairness check) loads when first opened. */
const AuditSheet = lazy(() => import('./audit-sheet.tsx').then((m) => ({ default: m.AuditSheet })));

/** /luckycode/land: the draw on sale (prize, price, sold, countdown, committed seed hash, my tickets), the rule, and
 * past draws with their winners and an audit that recomputes each one in the browser. `?audit=<id>` opens one. */
export default function LuckyLandPage() {
  const { t } = useTranslation('luckycode');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const linked = Number(new URLSearchParams(location.search ?? '').get('audit'));
  const [auditId, setAuditId] = useState<number | undefined>(linked > 0 ? linked : undefined);
  const auditWanted = useOpenedOnce(auditId !== undefined);
  const current = useCurrentQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="lucky-land">
      <header className={styles.hero}>
        <div>
          <h1 id="page-title" className={styles.title}>
            {tc('titles.luckycodeLand')}
          </h1>
          <p className={styles.lead}>{t('land.lead')}</p>
        </div>
        <TicketArt />
      </header>
      {current.isPending ? <CurrentLoading /> : null}
      {current.isError ? (
        <Empty
          title={t('land.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => current.refetch()} data-testid="lucky-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {current.data ? (
        <CurrentDraw current={current.data} receivedAt={current.dataUpdatedAt} onAudit={setAuditId} />
      ) : null}
      {/* Past draws come below the current one once it has its height: it never grows over them. */}
      {current.isPending ? null : <PastDraws onAudit={setAuditId} />}
      {current.data?.draw ? <Rule draw={current.data.draw} /> : null}
      {auditWanted ? (
        <Suspense fallback={null}>
          <AuditSheet drawId={auditId} onClose={() => setAuditId(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function CurrentDraw({
  current,
  receivedAt,
  onAudit,
}: {
  current: Current;
  receivedAt: number;
  onAudit: (id: number) => void;
}) {
  const { t } = useTranslation('luckycode');
  const { draw } = current;
  const left = useSecondsLeft(draw?.closes_at, current.now, receivedAt);
  if (!draw) return <Empty title={t('land.noDraw')} description={t('land.noDrawText')} />;
  return (
    <article className={styles.card} aria-labelledby="lucky-current" data-testid="lucky-current">
      <div className={styles.cardHead}>
        <h2 id="lucky-current" className={styles.cardTitle}>
          {t('draw.title', { id: draw.id })}
        </h2>
        <StatusBadge status={draw.status} />
      </div>
      <p className={styles.prizeLabel}>{t('draw.prize')}</p>
      <p className={styles.prize} data-testid="lucky-prize">
        <Kc value={draw.prize} />
      </p>
      <p className={styles.prizeNote}>{t('draw.prizeNote', { share: draw.prize_bps / 100 })}</p>
      <Countdown seconds={left ?? 0} />
      <SoldBar draw={draw} />
      <dl className={styles.facts}>
        <dt>{t('draw.price')}</dt>
        <dd>
          <Kc value={draw.price} />
        </dd>
        <dt>{t('draw.seedHash')}</dt>
        <dd className={styles.mono} data-testid="lucky-seed-hash">
          {draw.seed_hash}
        </dd>
      </dl>
      {current.my_tickets.length > 0 ? (
        <div className={styles.mine} data-testid="lucky-my-tickets">
          <h3 className={styles.subTitle}>{t('draw.mine')}</h3>
          <ul className={styles.ranges}>
            {current.my_tickets.map((r) => (
              <li key={r.order_id}>{rangeText(r.from, r.to)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Link to="/luckycode/buy" className={buttonClassName({ block: true })} data-testid="lucky-buy-link">
          {t('land.buy')}
        </Link>
        <Button variant="ghost" block onClick={() => onAudit(draw.id)} data-testid="lucky-commitment">
          {t('land.commitment')}
        </Button>
      </div>
    </article>
  );
}

function Rule({ draw }: { draw: Draw }) {
  const { t } = useTranslation('luckycode');
  return (
    <section className={styles.card} aria-labelledby="lucky-rule" data-testid="lucky-rule">
      <h2 id="lucky-rule" className={styles.cardTitle}>
        {t('rule.title')}
      </h2>
      <ol className={styles.rule}>
        <li>{t('rule.buy', { price: draw.price, cap: draw.cap })}</li>
        <li>{t('rule.prize', { share: draw.prize_bps / 100, edge: (10_000 - draw.prize_bps) / 100 })}</li>
        <li>{t('rule.min', { min: draw.min_tickets })}</li>
        <li>{t('rule.commit')}</li>
        <li>{t('rule.winner')}</li>
      </ol>
    </section>
  );
}

function PastDraws({ onAudit }: { onAudit: (id: number) => void }) {
  const { t } = useTranslation('luckycode');
  const draws = useDrawsQuery();
  const list = draws.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.section} aria-labelledby="lucky-past">
      <h2 id="lucky-past" className={styles.sectionTitle}>
        {t('past.title')}
      </h2>
      {draws.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {draws.isError ? (
        <Empty
          title={t('past.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => draws.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {draws.data && list.length === 0 ? <Empty title={t('past.empty')} description={t('past.emptyText')} /> : null}
      {list.length > 0 ? (
        <ul className={styles.list}>
          {list.map((d) => (
            <li key={d.id} className={styles.row} data-testid={`lucky-draw-${d.id}`}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>
                  {t('draw.title', { id: d.id })} <StatusBadge status={d.status} />
                </span>
                <span className={styles.rowSub}>{formatDate(d.closed_at)}</span>
                {d.winning_number !== null ? (
                  <span className={styles.rowSub}>
                    {t('past.winner', { number: ticketNo(d.winning_number), name: d.winner ?? '' })} ·{' '}
                    <Kc value={d.prize} />
                  </span>
                ) : (
                  <span className={styles.rowSub}>{t('past.refundedText', { sold: d.sold, min: d.min_tickets })}</span>
                )}
              </div>
              <Button variant="secondary" size="sm" onClick={() => onAudit(d.id)} data-testid={`lucky-audit-${d.id}`}>
                {t('past.audit')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {draws.hasNextPage ? (
        <Button variant="secondary" loading={draws.isFetchingNextPage} onClick={() => draws.fetchNextPage()}>
          {t('past.more')}
        </Button>
      ) : null}
    </section>
  );
}

function CurrentLoading() {
  return (
    <div className={styles.card} data-testid="lucky-loading">
      <Skeleton height="0.4rem" radius="md" />
      <Skeleton height="0.8rem" radius="md" />
      <Skeleton height="0.4rem" radius="md" />
    </div>
  );
}
