import { lazy, Suspense } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import styles from './market.module.css';
import { changePct, changeTone, formatPrice, referenceLine } from './market-format.ts';
import { type MarketTicker, type ReferenceRow, useMarketPairs, useReferencePrices, useUserId } from './queries.ts';

const StableTrade = lazy(() => import('./stable-trade.tsx'));

type Tab = 'spot' | 'stock' | 'stable';
const TABS: Tab[] = ['spot', 'stock', 'stable'];

/** /market: the trading center. `?tab=spot|stock|stable`; the shell's top bar carries the back button. */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const search = useSearch();
  const navigate = useNavigate();
  const raw = search.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'spot';
  const loggedIn = useUserId() > 0;
  const change = (next: Tab) => {
    const params = new URLSearchParams(search);
    params.set('tab', next);
    navigate(`/market?${params.toString()}`, { replace: true });
  };
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="market-page">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('title')}
        </h1>
        {loggedIn ? (
          <Link to="/market/history" className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('myOrders')}
          </Link>
        ) : null}
      </div>
      <Tabs
        id="market"
        label={t('title')}
        items={TABS.map((v) => ({ value: v, label: t(`tabs.${v}`) }))}
        value={tab}
        onChange={change}
        fill
      />
      <TabPanel tabsId="market" value={tab}>
        {tab === 'stable' ? (
          <Suspense fallback={<Skeleton height="3rem" radius="md" />}>
            <StableTrade />
          </Suspense>
        ) : (
          <PairsView kind={tab} />
        )}
      </TabPanel>
    </section>
  );
}

function PairsView({ kind }: { kind: 'spot' | 'stock' }) {
  const { t } = useTranslation('market');
  const pairs = useMarketPairs();
  const refs = useReferencePrices();
  if (pairs.isPending) return <Skeleton height="3rem" radius="md" />;
  if (pairs.isError) return <LoadFailed retry={pairs.refetch} />;
  const list = pairs.data.list.filter((p) => p.kind === kind);
  if (list.length === 0) return <Empty title={kind === 'stock' ? t('noStocks') : t('noPairs')} />;
  return (
    <div>
      <div className={styles.pairRow}>
        <span className={styles.muted}>{t('pair')}</span>
        <span className={`${styles.muted} ${styles.right}`}>{t('lastPrice')}</span>
        <span className={`${styles.muted} ${styles.right}`}>{t('change24h')}</span>
      </div>
      <ul className={styles.list}>
        {list.map((p) => (
          <PairRow key={p.symbol} pair={p} refs={refs.data?.list.find((r) => r.symbol === p.symbol)} />
        ))}
      </ul>
    </div>
  );
}

function PairRow({ pair: p, refs }: { pair: MarketTicker; refs: ReferenceRow | undefined }) {
  const { t, locale } = useTranslation('market');
  return (
    <li>
      <Link to={`/market/detail?symbol=${p.symbol}`} className={styles.pairRow} data-testid="market-pair">
        <span>
          <span className={styles.symbol}>{p.base}</span>
          <span className={styles.muted}>/{p.quote}</span>
          {p.stock_id ? <span className={styles.muted}> · {t('stockId', { id: p.stock_id })}</span> : null}
          <br />
          {p.halted ? (
            <span className={styles.pausedTag} data-testid="market-pair-paused">
              {t('paused')}
            </span>
          ) : (
            <span className={styles.muted}>{t('volume', { amount: formatAmount(p.volume, { locale }) })}</span>
          )}
        </span>
        <span className={styles.right}>{formatPrice(p.last, locale)}</span>
        <span className={`${styles.right} ${styles[changeTone(p.change_bps)]}`}>{changePct(p.change_bps)}</span>
        {refs && refs.refs.length > 0 ? (
          <span className={styles.refs} data-testid="market-refs">
            {referenceLine(refs.refs, locale)}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
