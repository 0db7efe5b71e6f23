import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import historyStyles from './components/history.module.css';
import { RowsSkeleton } from './components/rows-skeleton.tsx';
import { requestWalletDrawer } from './drawer/drawer-store.ts';
import { useChainAccount } from './exchange/chain-account.ts';
import styles from './exchange/exchange.module.css';
import { OnchainSwapForm } from './exchange/onchain-swap-form.tsx';
import { SwapForm } from './exchange/swap-form.tsx';
import { LoggedOut, useLoggedIn } from './logged-out.tsx';
import { useWalletInfoQuery } from './queries.ts';

type Mode = 'inapp' | 'onchain';

/** /wallet/exchange: swap in the app (ledger) or on the devnet (signed in the browser). */
export default function ExchangePage() {
  const { t } = useTranslation('wallet');
  const loggedIn = useLoggedIn();
  const [mode, setMode] = useState<Mode>('inapp');
  if (!loggedIn) return <LoggedOut title={t('exchange.title')} />;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t('exchange.title')}
      </h1>
      <fieldset className={historyStyles.filters}>
        <legend className="visually-hidden">{t('exchange.mode')}</legend>
        {(['inapp', 'onchain'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={historyStyles.pill}
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            data-testid={`wallet-swap-mode-${value}`}
          >
            {t(`exchange.${value}`)}
          </button>
        ))}
      </fieldset>
      {mode === 'inapp' ? <InAppSwap /> : <OnchainSwap />}
    </section>
  );
}

function InAppSwap() {
  const { t } = useTranslation('wallet');
  const info = useWalletInfoQuery();
  if (info.isPending) return <RowsSkeleton />;
  if (info.isError)
    return (
      <Empty
        title={t('errors.load')}
        action={<Button onClick={() => void info.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  return <SwapForm balances={info.data.balances} />;
}

function OnchainSwap() {
  const { t } = useTranslation('wallet');
  const account = useChainAccount();
  if (account.status.stage === 'loading') return <RowsSkeleton />;
  if (account.status.stage !== 'ready')
    return (
      <Empty
        title={t('selfCustody.needWallet')}
        description={t('selfCustody.needWalletText')}
        action={
          <Button onClick={() => requestWalletDrawer(account.status.stage === 'recover' ? 'recovery' : 'create')}>
            {account.status.stage === 'recover' ? t('recovery.action') : t('create.action')}
          </Button>
        }
      />
    );
  return <OnchainSwapForm account={account} />;
}
