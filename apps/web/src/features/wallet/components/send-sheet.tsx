import type { Balance, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { requestWalletDrawer } from '../../wallet/drawer/drawer-store.ts';
import { useChainAccount } from '../../wallet/exchange/chain-account.ts';
import { OnchainSendForm } from '../../wallet/exchange/onchain-send-form.tsx';
import { WithdrawForm } from '../../wallet/exchange/withdraw-form.tsx';
import styles from './history.module.css';

type Mode = 'withdraw' | 'onchain';

/** Send: in-app coins to an on-chain address, or an on-chain transfer signed in the browser. */
export function SendSheet({
  open,
  onClose,
  balances,
  coin,
}: {
  open: boolean;
  onClose: () => void;
  balances: Balance[];
  coin?: CoinCode;
}) {
  const { t } = useTranslation('wallet');
  const [mode, setMode] = useState<Mode>('withdraw');
  return (
    <Sheet open={open} onClose={onClose} title={t('send.title')} testId="wallet-send">
      <div className={styles.section}>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('send.mode')}</legend>
          {(['withdraw', 'onchain'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.pill}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              data-testid={`wallet-send-mode-${value}`}
            >
              {t(`send.${value}`)}
            </button>
          ))}
        </fieldset>
        {open ? <SendBody mode={mode} balances={balances} coin={coin} onDone={onClose} /> : null}
      </div>
    </Sheet>
  );
}

function SendBody({
  mode,
  balances,
  coin,
  onDone,
}: {
  mode: Mode;
  balances: Balance[];
  coin?: CoinCode;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const account = useChainAccount();
  const stage = account.status.stage;
  if (stage === 'loading' || account.chains.length === 0) return null;
  if (stage !== 'ready')
    return (
      <Empty
        title={t('selfCustody.needWallet')}
        description={t('selfCustody.needWalletText')}
        action={
          <Button onClick={() => requestWalletDrawer(stage === 'recover' ? 'recovery' : 'create')}>
            {stage === 'recover' ? t('recovery.action') : t('create.action')}
          </Button>
        }
      />
    );
  if (mode === 'withdraw')
    return (
      <WithdrawForm
        key={account.chain?.chain_id}
        balances={balances}
        account={account}
        initialCoin={coin}
        onDone={onDone}
      />
    );
  if (account.asset.isPending) return null;
  return <OnchainSendForm key={account.chain?.chain_id} account={account} onDone={onDone} />;
}
