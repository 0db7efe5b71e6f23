import { useTranslation } from '../../../i18n/i18n.ts';
import { formatMoney } from '../money.ts';
import { useWithdrawLogsQuery } from '../queries-money.ts';
import styles from './money.module.css';

/** The latest completed withdrawals (names masked by the server), scrolling slowly; still under reduced motion. */
export function WithdrawTicker() {
  const { t, locale } = useTranslation('fortune');
  const logs = useWithdrawLogsQuery();
  const items = logs.data?.items ?? [];
  if (items.length === 0) return null;
  const line = items.map((item) => (
    <span key={`${item.name}-${item.at}`} className={styles.tickerItem}>
      {t('ticker.item', { name: item.name, amount: formatMoney(item.amount, item.currency, locale) })}
    </span>
  ));
  return (
    <section className={styles.ticker} aria-label={t('ticker.label')} data-testid="withdraw-ticker">
      <div className={styles.tickerTrack}>
        {line}
        <span aria-hidden="true" className={styles.tickerCopy}>
          {line}
        </span>
      </div>
    </section>
  );
}
