import type { Rarity } from '@arcadia/contract/games/pets';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { type PetTrade, usePetHistory } from './queries.ts';

/** /petV2, History tab: the pets I bought, sold, rented and rented out, with price, fee and a rental's end. */
export function TradeHistory() {
  const { t } = useTranslation('pets');
  const history = usePetHistory(true);
  if (history.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (history.isError || !history.data) return <LoadFailed retry={() => history.refetch()} />;
  const trades = history.data.pages.flatMap((p) => p.list);
  if (trades.length === 0) return <Empty title={t('history.empty')} />;
  return (
    <div className={styles.stack}>
      <ul className={styles.list} data-testid="pet-history">
        {trades.map((trade) => (
          <TradeRow key={trade.id} trade={trade} />
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button variant="secondary" block loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
          {t('history.more')}
        </Button>
      ) : null}
    </div>
  );
}

function TradeRow({ trade }: { trade: PetTrade }) {
  const { t, locale } = useTranslation('pets');
  const kc = (v: string) => `${formatAmount(v, { locale })} KC`;
  const paid = trade.kind === 'bought' || trade.kind === 'rented';
  return (
    <li className={styles.card} data-testid={`pet-trade-${trade.id}`}>
      <PetArt
        genes={trade.pet.genes}
        rarity={trade.pet.rarity as Rarity}
        size={56}
        label={t('art', { id: trade.pet.token_id })}
      />
      <div className={styles.cardBody}>
        <p className={styles.name}>
          {trade.pet.token_id} <span className={styles[trade.pet.rarity]}>{t(`rarity.${trade.pet.rarity}`)}</span>
        </p>
        <p className={styles.meta}>
          {t(`history.${trade.kind}`, { name: trade.counterparty })} · {formatDate(trade.at * 1000)}
        </p>
        <p className={styles.earned}>
          {paid ? '−' : '+'}
          {kc(trade.net)}
          {!paid && trade.fee !== '0' ? ` · ${t('history.fee', { amount: kc(trade.fee) })}` : ''}
        </p>
        {trade.until !== null ? (
          <p className={styles.meta}>
            {trade.returned ? t('history.returned') : t('history.until', { date: formatDate(trade.until * 1000) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
