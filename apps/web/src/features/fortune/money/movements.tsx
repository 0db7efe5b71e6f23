import { type DynamicKey, useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import { useAssetDetailQuery } from '../queries-money.ts';
import { formatDateTime } from '../time.ts';
import styles from './money.module.css';

/** The ledger kinds of Fortune's movements, by the words shown for them. */
const KINDS: Record<string, string> = {
  recharge: 'deposit',
  recharge_refund: 'depositRefund',
  hold: 'withdraw',
  refund: 'withdrawBack',
  fortune_spin: 'spin',
  fortune_lottery: 'lottery',
  fortune_bonus_unlock: 'unlock',
  fortune_vip_level_up: 'vipLevel',
  fortune_vip_rakeback: 'rakeback',
};

/** The latest Fortune movements of the player's cash (newest first). */
export function Movements() {
  const { t, locale } = useTranslation('fortune');
  const detail = useAssetDetailQuery();
  const data = detail.data;
  return (
    <section className={parts.card} aria-labelledby="movements-title" data-testid="movements">
      <h2 id="movements-title" className={parts.cardTitle}>
        {t('movements.title')}
      </h2>
      {detail.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {detail.isError ? <LoadFailed onRetry={() => void detail.refetch()} testId="movements-retry" /> : null}
      {detail.data && detail.data.movements.length === 0 ? <Empty compact title={t('movements.empty')} /> : null}
      <ul className={parts.list}>
        {data?.movements.map((m) => (
          <li key={m.id} className={styles.movement} data-testid={`movement-${m.id}`}>
            <span className={styles.movementMain}>
              <span>{t(`movements.kind.${KINDS[m.kind] ?? 'other'}` as DynamicKey)}</span>
              <span className={parts.note}>{formatDateTime(m.at, locale)}</span>
            </span>
            <strong className={m.direction === 'in' ? styles.in : styles.out}>
              {m.direction === 'in' ? '+' : '-'}
              {formatMoney(m.amount, data.currency, locale)}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
