import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Card } from '../../../ui/card.tsx';
import { useMoney } from '../format.ts';
import { ExchangeIcon, GasIcon, HistoryIcon, ReceiveIcon, RefreshIcon, SendIcon } from './icons.tsx';
import { SkeletonBlock } from './skeleton.tsx';
import styles from './summary.module.css';

interface SummaryProps {
  totalUsdt: string | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  onSend: () => void;
  onReceive: () => void;
  onHistory: () => void;
}

/** The total in USDT and the five wallet actions. */
export function SummaryCard({ totalUsdt, refreshing, onRefresh, onSend, onReceive, onHistory }: SummaryProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <Card variant="highlight" padding="none" className={styles.summary}>
      <p className={styles.label}>
        <span id="wallet-total-label">{t('summary.total')}</span>
        <button
          type="button"
          className={styles.refresh}
          onClick={onRefresh}
          aria-label={t('summary.refresh')}
          data-spinning={refreshing}
        >
          <RefreshIcon />
        </button>
      </p>
      <p className={styles.total} data-testid="wallet-total">
        {totalUsdt === undefined ? (
          // One line box of the total's own font (1.45 line height): the amount replaces it without a shift.
          <SkeletonBlock width="1.6rem" height="1.45em" />
        ) : (
          <>
            {money.balance(totalUsdt)}
            <span className={styles.unit}>USDT</span>
          </>
        )}
      </p>
      <nav className={styles.actions} aria-label={t('summary.actions')}>
        <button type="button" className={styles.action} onClick={onSend} data-testid="wallet-action-send">
          <span className={styles.actionIcon}>
            <SendIcon />
          </span>
          {t('actions.send')}
        </button>
        <button type="button" className={styles.action} onClick={onReceive} data-testid="wallet-action-receive">
          <span className={styles.actionIcon}>
            <ReceiveIcon />
          </span>
          {t('actions.receive')}
        </button>
        <Link to="/wallet/exchange" className={styles.action} data-testid="wallet-action-exchange">
          <span className={styles.actionIcon}>
            <ExchangeIcon />
          </span>
          {t('actions.exchange')}
        </Link>
        <Link to="/wallet/gas" className={styles.action} data-testid="wallet-action-gas">
          <span className={styles.actionIcon}>
            <GasIcon />
          </span>
          {t('actions.gas')}
        </Link>
        <button type="button" className={styles.action} onClick={onHistory} data-testid="wallet-action-history">
          <span className={styles.actionIcon}>
            <HistoryIcon />
          </span>
          {t('actions.history')}
        </button>
      </nav>
    </Card>
  );
}
