import { opsMarketPairHalt, opsMarketPairs } from '@arcadia/contract/ops/index';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Pair = z.output<typeof opsMarketPairs.response>['list'][number];

/** A difference in basis points as a signed percent: 125 → "+1.25%". */
export const diffText = (bps: number) => `${bps > 0 ? '+' : ''}${(bps / 100).toFixed(2)}%`;

/**
 * The market (docs/market.md, "What an operator does"): every pair, spot and stock, with the last price, 24 h volume,
 * open orders and the reference prices of the exchanges 151 and 221 beside ours; halt (new orders refused, cancels
 * still work) and resume trading of a pair. Each change is audited.
 */
export default function MarketPage() {
  const { t } = useT();
  const list = useOpsQuery(opsMarketPairs, {});
  return (
    <Page title={t('market.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('market.hint')}</p>
      <Section id="market-pairs" title={t('market.pairs')} onRefresh={list.reload}>
        <QueueItems
          query={list}
          emptyText={t('market.empty')}
          render={(p: Pair) => <PairCard key={p.symbol} pair={p} onDone={list.reload} />}
        />
      </Section>
    </Page>
  );
}

function PairCard({ pair, onDone }: { pair: Pair; onDone: () => void }) {
  const { t } = useT();
  const halt = useOpsAction(opsMarketPairHalt);
  const toggle = async () => {
    if (await halt.run({ symbol: pair.symbol, halted: !pair.halted })) onDone();
  };
  const refs = pair.refs.map((r) => `${r.exchange}: ${r.price} (${diffText(r.diff_bps)})`).join(' · ');
  return (
    <article className={styles.card} data-testid={`ops-market-pair-${pair.symbol}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{pair.symbol.replace('_', ' / ')}</h3>
        <StatusTag
          status={pair.halted ? 'done' : 'review'}
          label={t(pair.halted ? 'market.state.halted' : 'market.state.trading')}
        />
      </header>
      <Facts
        items={[
          [t('market.kind'), pair.kind === 'stock' ? t('market.stock', { id: pair.stock_id }) : t('market.spot')],
          [t('market.last'), `${pair.last} ${pair.quote}`],
          [t('market.volume'), `${pair.volume} ${pair.base} · ${pair.quote_volume} ${pair.quote}`],
          [t('market.openOrders'), String(pair.open_orders)],
          [t('market.refs'), refs || t('market.noRefs')],
        ]}
      />
      {halt.error ? <ErrorNote error={halt.error} /> : null}
      <Button
        variant={pair.halted ? 'primary' : 'secondary'}
        size="sm"
        loading={halt.pending}
        onClick={toggle}
        data-testid={`ops-market-toggle-${pair.symbol}`}
      >
        {t(pair.halted ? 'market.resume' : 'market.halt')}
      </Button>
    </article>
  );
}
