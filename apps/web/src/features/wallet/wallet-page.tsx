import type { Balance } from '@arcadia/contract/calls/wallet/common';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { useOpenedOnce } from '../../ui/use-opened-once.ts';
import { BalanceList } from './components/balance-list.tsx';
import { CustodyCard } from './components/custody-card.tsx';
import type { ExplainType } from './components/explain-dialog.tsx';
import { HistorySection } from './components/history-section.tsx';
import { SummaryCard } from './components/summary-card.tsx';
import { requestWalletDrawer } from './drawer/drawer-store.ts';
import { walletErrorMessage } from './errors.ts';
import { LoggedOut, useLoggedIn } from './logged-out.tsx';
import { prefetchWalletPage, useRefreshWallet, useWalletInfoQuery } from './queries.ts';
import styles from './wallet.module.css';
import { useWalletStatus } from './wallet-status.ts';

// Sheets and dialogs load on first use: they are not part of what the page shows when it opens.
const TokenSheet = lazy(() => import('./components/token-sheet.tsx').then((m) => ({ default: m.TokenSheet })));
const SendSheet = lazy(() => import('./components/send-sheet.tsx').then((m) => ({ default: m.SendSheet })));
const ReceiveSheet = lazy(() => import('./components/receive-sheet.tsx').then((m) => ({ default: m.ReceiveSheet })));
const ExplainDialog = lazy(() => import('./components/explain-dialog.tsx').then((m) => ({ default: m.ExplainDialog })));

export const prefetch = prefetchWalletPage;

/** /wallet: balances with logos, the total in USDT, actions, the self-custody wallet and history. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <LoggedOut title={t('title')} />;
  return <WalletHome />;
}

type Sheet = 'send' | 'receive' | null;

function WalletHome() {
  const { t } = useTranslation('wallet');
  const userId = useSession((s) => s.userId);
  const info = useWalletInfoQuery();
  const status = useWalletStatus();
  const refreshAll = useRefreshWallet();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [token, setToken] = useState<Balance | null>(null);
  const [explain, setExplain] = useState<ExplainType | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const history = useRef<HTMLElement>(null);
  const tokenUsed = useOpenedOnce(token !== null);
  const sendUsed = useOpenedOnce(sheet === 'send');
  const receiveUsed = useOpenedOnce(sheet === 'receive');
  const explainUsed = useOpenedOnce(explain !== null);

  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([refreshAll(), status.refetch()]).finally(() => setRefreshing(false));
  };
  const balances = info.data?.balances;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      <SummaryCard
        totalUsdt={info.data?.total_usdt}
        refreshing={refreshing || info.isFetching}
        onRefresh={() => void refresh()}
        onSend={() => setSheet('send')}
        onReceive={() => setSheet('receive')}
        onHistory={() => history.current?.focus()}
      />
      <CustodyCard status={status} />
      {info.isError ? (
        <Empty
          title={t('errors.load')}
          description={walletErrorMessage(info.error, t)}
          action={<Button onClick={() => void info.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : balances && balances.length === 0 ? (
        <Empty title={t('balances.empty')} description={t('balances.emptyText')} />
      ) : (
        <BalanceList balances={balances} onOpen={setToken} onExplain={setExplain} />
      )}
      <HistorySection ref={history} coins={balances?.map((b) => b.coin_name) ?? []} />
      {/* One boundary each: a sheet that is loading must not hide another that is open. */}
      <Suspense fallback={null}>
        {tokenUsed ? (
          <TokenSheet
            coin={token}
            onClose={() => setToken(null)}
            onSend={() => {
              setToken(null);
              setSheet('send');
            }}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {sendUsed ? (
          <SendSheet
            open={sheet === 'send'}
            onClose={() => setSheet(null)}
            balances={balances ?? []}
            coin={token?.coin_name}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {receiveUsed ? (
          <ReceiveSheet
            open={sheet === 'receive'}
            onClose={() => setSheet(null)}
            userId={userId}
            evm={status.evmAddress}
            sol={status.solAddress}
            onCreate={() => {
              setSheet(null);
              requestWalletDrawer('create');
            }}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {explainUsed ? <ExplainDialog type={explain} onClose={() => setExplain(null)} /> : null}
      </Suspense>
    </section>
  );
}
