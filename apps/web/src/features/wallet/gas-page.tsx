import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { CoinLogo } from './components/coin-logo.tsx';
import custody from './components/custody-card.module.css';
import historyStyles from './components/history.module.css';
import { RowsSkeleton } from './components/rows-skeleton.tsx';
import { requestWalletDrawer } from './drawer/drawer-store.ts';
import { useChainAccount } from './exchange/chain-account.ts';
import { WithdrawForm } from './exchange/withdraw-form.tsx';
import { useMoney } from './format.ts';
import { LoggedOut, useLoggedIn } from './logged-out.tsx';
import { useWalletInfoQuery } from './queries.ts';
import styles from './wallet.module.css';

/** /wallet/gas: the fee coin of each devnet chain, what the player's address holds, and a top-up from the app. */
export default function GasPage() {
  const { t } = useTranslation('wallet');
  if (!useLoggedIn()) return <LoggedOut title={t('gas.title')} />;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t('gas.title')}
      </h1>
      <p className={custody.text}>{t('gas.lead')}</p>
      <GasBody />
    </section>
  );
}

function GasBody() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const account = useChainAccount();
  const info = useWalletInfoQuery();
  const { chain, chains, status } = account;
  if (status.stage === 'loading' || info.isPending) return <RowsSkeleton />;
  if (status.stage !== 'ready')
    return (
      <Empty
        title={t('selfCustody.needWallet')}
        description={t('selfCustody.needWalletText')}
        action={
          <Button onClick={() => requestWalletDrawer(status.stage === 'recover' ? 'recovery' : 'create')}>
            {status.stage === 'recover' ? t('recovery.action') : t('create.action')}
          </Button>
        }
      />
    );
  if (!chain) return <Empty title={t('errors.load')} />;
  const held = account.asset.data?.balances.find((b) => b.coin_name === chain.fee_coin)?.amount;
  return (
    <>
      <fieldset className={historyStyles.filters}>
        <legend className="visually-hidden">{t('send.chain')}</legend>
        {chains.map((c) => (
          <button
            key={c.chain_id}
            type="button"
            className={historyStyles.pill}
            aria-pressed={c.chain_id === chain.chain_id}
            onClick={() => account.setChainId(c.chain_id)}
          >
            {c.name}
          </button>
        ))}
      </fieldset>
      <Card className={custody.card} data-testid="wallet-gas-card">
        <div className={custody.row}>
          <CoinLogo coin={chain.fee_coin} />
          <span className={custody.title}>{t('gas.feeCoin', { coin: chain.fee_coin })}</span>
          <span className={custody.title} data-testid="wallet-gas-balance">
            {held === undefined ? '-' : money.amount(held)}
          </span>
        </div>
        <p className={custody.text}>
          {t('gas.confirmations', {
            count: chain.confirmations_required,
            seconds: Math.round(chain.block_time_ms / 1000),
          })}
        </p>
        <span className={custody.address}>{money.address(account.address)}</span>
      </Card>
      <h2 className={historyStyles.title}>{t('gas.topUp')}</h2>
      {info.data ? (
        <WithdrawForm
          key={chain.chain_id}
          balances={info.data.balances}
          account={account}
          initialCoin={chain.fee_coin}
          onDone={() => void account.asset.refetch()}
        />
      ) : null}
    </>
  );
}
