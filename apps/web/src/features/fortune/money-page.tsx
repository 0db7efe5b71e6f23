import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadFailed } from './load-failed.tsx';
import { LockedList } from './money/locked-list.tsx';
import styles from './money/money.module.css';
import { Movements } from './money/movements.tsx';
import { WithdrawTicker } from './money/withdraw-ticker.tsx';
import { formatMoney, isPositive } from './money.ts';
import parts from './parts.module.css';
import { prefetchFortuneFrame, useAccountQuery } from './queries-account.ts';
import { useAssetsQuery, useLockedQuery, useWithdrawLogsQuery } from './queries-money.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';

/** The withdraw sheet opens after a tap: its code loads then. */
const WithdrawSheet = lazy(() => import('./money/withdraw-sheet.tsx').then((m) => ({ default: m.WithdrawSheet })));

export const prefetch = prefetchFortuneFrame;

/**
 * /fortune/money: cash, locked and claimable money, the locked bonuses and their wagering, recent withdrawals, the
 * latest movements; deposit, withdraw, and the limits one tap away (UKGC RTS 12C).
 */
export default function FortuneMoneyPage() {
  const { t } = useTranslation('fortune');
  return (
    <FortuneFrame tab="pay" screen="money">
      <h1 className={parts.title}>{t('screens.money')}</h1>
      <MoneyContent />
    </FortuneFrame>
  );
}

function MoneyContent() {
  const { t, locale } = useTranslation('fortune');
  const account = useAccountQuery();
  const assets = useAssetsQuery();
  const logs = useWithdrawLogsQuery();
  const locked = useLockedQuery();
  // 'never' until the first tap loads the sheet's code; then it stays mounted so it can animate closed.
  const [withdraw, setWithdraw] = useState<'never' | 'open' | 'closed'>('never');
  const asset = assets.data?.assets.find((a) => a.coin === 'USDT') ?? assets.data?.assets[0];
  const currency = assets.data?.currency ?? account.data?.currency;
  // The page shows once the answers that shape its upper half are in (the ticker, the balances, the locked
  // bonuses), so nothing appears above what the player is reading and pushes it down.
  if (!account.data || !currency || assets.isPending || logs.isPending || locked.isPending)
    return (
      <div role="status" aria-label={t('common:state.loading')} data-testid="money-loading">
        <Skeleton height="2.4rem" radius="lg" />
      </div>
    );
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  return (
    <>
      <WithdrawTicker />
      <section className={parts.purse} aria-label={t('money.balances')} data-testid="money-summary">
        {assets.isPending ? <Skeleton height="0.9rem" radius="md" /> : null}
        {assets.isError ? <LoadFailed onRetry={() => void assets.refetch()} testId="assets-retry" /> : null}
        {asset ? (
          <dl className={styles.balances}>
            <div>
              <dt>{t('balance.cash')}</dt>
              <dd data-testid="money-cash">{money(asset.cash)}</dd>
            </div>
            <div>
              <dt>{t('balance.locked')}</dt>
              <dd data-testid="money-locked">{money(asset.locked)}</dd>
            </div>
            <div>
              <dt>{t('balance.claimable')}</dt>
              <dd data-testid="money-claimable">{money(asset.claimable)}</dd>
            </div>
          </dl>
        ) : null}
        {asset && isPositive(asset.claimable) ? (
          <Link to="/fortune?tab=vip" className={styles.textLink}>
            {t('money.claim')}
          </Link>
        ) : null}
        <div className={styles.actions}>
          {account.data.exclusion ? null : (
            <Link to="/fortune/money/pay" className={buttonClassName({ block: true })} data-testid="money-deposit">
              {t('balance.deposit')}
            </Link>
          )}
          <Button variant="secondary" block onClick={() => setWithdraw('open')} data-testid="money-withdraw">
            {t('money.withdraw')}
          </Button>
        </div>
        <Link to="/fortune?tab=me#limits" className={styles.limitsLink} data-testid="money-limits">
          {t('money.limits')}
        </Link>
      </section>
      <LockedList currency={currency} />
      <Movements />
      {withdraw !== 'never' ? (
        <Suspense fallback={null}>
          <WithdrawSheet
            open={withdraw === 'open'}
            onClose={() => setWithdraw('closed')}
            cash={asset?.cash ?? account.data.cash}
          />
        </Suspense>
      ) : null}
    </>
  );
}
