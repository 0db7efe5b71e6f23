import type { Balance } from '@arcadia/contract/calls/wallet/common';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useMoney } from '../format.ts';
import styles from './balances.module.css';
import { CoinLogo } from './coin-logo.tsx';
import type { ExplainType } from './explain-dialog.tsx';
import { InfoIcon } from './icons.tsx';
import { SkeletonBlock } from './skeleton.tsx';

/** Which explanation dialog a coin's info button opens (spec section 2). */
const COIN_EXPLAIN: Partial<Record<string, ExplainType>> = {
  KTHER: 'kther',
  KC: 'contribute',
  HAPPY: 'happy',
  USDT: 'xusd',
};

interface BalanceListProps {
  balances: Balance[] | undefined;
  onOpen: (coin: Balance) => void;
  onExplain: (type: ExplainType) => void;
}

export function BalanceList({ balances, onOpen, onExplain }: BalanceListProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <section className={styles.section} aria-labelledby="wallet-assets-title">
      <h2 className={styles.head}>
        <span id="wallet-assets-title">{t('balances.title')}</span>
        <button
          type="button"
          className={styles.info}
          onClick={() => onExplain('assets')}
          aria-label={t('explain.open')}
        >
          <InfoIcon />
        </button>
      </h2>
      <ul className={styles.list} data-testid="wallet-balances" aria-busy={!balances}>
        {balances
          ? balances.map((coin) => (
              <li key={coin.coin_name} className={styles.row}>
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => onOpen(coin)}
                  data-testid={`wallet-coin-${coin.coin_name}`}
                >
                  <CoinLogo coin={coin.coin_name} src={coin.coin_logo} />
                  <span className={styles.name}>
                    <span className={styles.code}>{coin.coin_name}</span>
                    <span className={styles.full}>{coin.coin_full_name}</span>
                  </span>
                  <span className={styles.amounts}>
                    <span className={styles.amount}>{money.balance(coin.money_all)}</span>
                    <span className={styles.usdt}>≈ {money.balance(coin.usdt_money_all)} USDT</span>
                    {/[1-9]/.test(coin.money_frozen) ? (
                      <span className={styles.frozen}>
                        {t('balances.frozen', { amount: money.balance(coin.money_frozen) })}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))
          : [0, 1, 2, 3].map((i) => (
              <li key={i} className={styles.row}>
                <span className={styles.rowButton}>
                  <SkeletonBlock width="0.36rem" height="0.36rem" round />
                  <span className={styles.name}>
                    <SkeletonBlock width="0.7rem" height="0.14rem" />
                  </span>
                  <SkeletonBlock width="0.8rem" height="0.14rem" />
                </span>
              </li>
            ))}
      </ul>
      <div className={styles.explainRow}>
        {Object.entries(COIN_EXPLAIN).map(([coin, type]) =>
          type ? (
            <button
              key={coin}
              type="button"
              className={styles.chip}
              onClick={() => onExplain(type)}
              data-testid={`wallet-explain-${type}`}
            >
              {t(`explain.${type}.title`)}
            </button>
          ) : null,
        )}
      </div>
    </section>
  );
}
