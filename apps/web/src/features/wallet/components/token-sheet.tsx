import type { Balance } from '@arcadia/contract/calls/wallet/common';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { percentChange, useMoney } from '../format.ts';
import { useTokenInfoQuery } from '../queries.ts';
import { CoinLogo } from './coin-logo.tsx';
import styles from './sheets.module.css';
import { SkeletonBlock } from './skeleton.tsx';

/** A small price line; numbers are converted only to place points, never to count money. */
function Sparkline({ prices, trend }: { prices: string[]; trend: string }) {
  if (prices.length < 2) return null;
  const values = prices.map(Number);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const points = values.map((v, i) => `${(i / (values.length - 1)) * 100},${38 - ((v - min) / span) * 36}`).join(' ');
  return (
    <svg
      className={`${styles.chart} ${styles[trend]}`}
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

export function TokenSheet({
  coin,
  onClose,
  onSend,
}: {
  coin: Balance | null;
  onClose: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const info = useTokenInfoQuery(coin?.coin_name);
  const change = info.data ? percentChange(info.data.change_24h_pct) : null;
  return (
    <Sheet open={coin !== null} onClose={onClose} title={coin?.coin_full_name ?? ''} testId="wallet-token">
      {coin ? (
        <div className={styles.body}>
          <div className={styles.headline}>
            <CoinLogo coin={coin.coin_name} src={coin.coin_logo} size={0.44} />
            <div>
              <p className={styles.price}>
                {info.data ? (
                  `${money.amount(info.data.usdt_price)} USDT`
                ) : (
                  <SkeletonBlock width="1.2rem" height="0.24rem" />
                )}
              </p>
              {change ? (
                <span className={styles[change.trend]} data-testid="wallet-token-change">
                  {change.trend === 'down' ? '▼' : change.trend === 'up' ? '▲' : '•'} {change.text}% · {t('token.day')}
                </span>
              ) : null}
            </div>
          </div>
          {info.data ? (
            <Sparkline prices={info.data.history.map((p) => p.price)} trend={change?.trend ?? 'flat'} />
          ) : null}
          <dl className={styles.facts}>
            <dt>{t('token.balance')}</dt>
            <dd>{money.balance(coin.money_all)}</dd>
            <dt>{t('token.value')}</dt>
            <dd>{money.balance(coin.usdt_money_all)} USDT</dd>
            <dt>{t('token.high')}</dt>
            <dd>{info.data ? money.detail(info.data.high_24h) : '-'}</dd>
            <dt>{t('token.low')}</dt>
            <dd>{info.data ? money.detail(info.data.low_24h) : '-'}</dd>
          </dl>
          {info.isError ? <p className={styles.muted}>{t('errors.load')}</p> : null}
          <Button block onClick={onSend}>
            {t('actions.send')}
          </Button>
        </div>
      ) : null}
    </Sheet>
  );
}
