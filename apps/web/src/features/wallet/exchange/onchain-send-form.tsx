import { wallet } from '@arcadia/contract';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { compareDecimal } from '../../../ui/decimal.ts';
import { Input } from '../../../ui/input.tsx';
import { NumberInput } from '../../../ui/number-input.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { InsufficientDialog, type Shortfall } from '../../wallet/components/insufficient-dialog.tsx';
import { isInsufficient, loadVault, walletErrorMessage } from '../errors.ts';
import { useMoney } from '../format.ts';
import { useRefreshWallet } from '../queries.ts';
import type { useChainAccount } from './chain-account.ts';
import { ChainSelect, CoinSelect } from './coin-select.tsx';
import styles from './exchange.module.css';
import { useQuote } from './quote.ts';
import { QuoteConfirm } from './quote-box.tsx';

/** A devnet transfer from the player's own address, signed in the browser (fee on top, same coin). */
export function OnchainSendForm({
  account,
  onDone,
}: {
  account: ReturnType<typeof useChainAccount>;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const userId = useSession((s) => s.userId);
  const refresh = useRefreshWallet();
  const { chain, address, asset } = account;
  const coins = chain?.coins ?? [];
  const held = asset.data?.balances ?? [];
  const [coin, setCoin] = useState<CoinCode>(held.find((b) => /[1-9]/.test(b.amount))?.coin_name ?? coins[0] ?? 'USDT');
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState('');
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const have = held.find((b) => b.coin_name === coin)?.amount ?? '0';
  const valid = Boolean(chain && address) && to.length >= 32 && to !== address && /[1-9]/.test(amount);
  const base = { chain: chain?.chain_id ?? 'devnet-evm', from_address: address ?? '', to_address: to, coin, amount };

  const flow = useQuote({
    inputs: valid ? JSON.stringify(base) : null,
    fetchQuote: () => api(wallet.onchainTransfer, base),
    execute: async (quote, key) => {
      const vault = await loadVault();
      const signature = await vault.signQuoteFor(userId, chain ?? { kind: 'evm', pool: '' }, quote);
      return api(
        wallet.onchainTransfer,
        { ...base, quote_id: quote.quote_id, signature },
        { idempotencyKey: key },
      ).catch((failure: unknown) => {
        if (isInsufficient(failure)) setShortfall({ coin, need: money.amount(amount), have: money.amount(have) });
        throw failure;
      });
    },
  });
  const submit = async () => {
    if (compareDecimal(amount, have) > 0) {
      setShortfall({ coin, need: money.amount(amount), have: money.amount(have) });
      return;
    }
    const result = await flow.confirm();
    if (!result) return;
    showToast(t('send.submitted'), { type: 'success' });
    await refresh();
    onDone();
  };
  const quote = flow.quote;
  const rows = quote
    ? [
        { label: t('quote.fee'), value: `${money.amount(quote.fee)} ${quote.fee_coin}` },
        { label: t('send.nonce'), value: String(quote.nonce) },
      ]
    : null;
  return (
    <div className={styles.form}>
      <ChainSelect label={t('send.chain')} account={account} testId="wallet-onchain-chain" />
      <CoinSelect
        label={t('send.coin')}
        value={coin}
        coins={coins}
        onChange={(c) => setCoin(c as CoinCode)}
        testId="wallet-onchain-coin"
      />
      <NumberInput
        label={t('send.amount')}
        value={amount}
        onValueChange={setAmount}
        decimals={6}
        placeholder="0"
        suffix={coin}
        data-testid="wallet-onchain-amount"
      />
      <div className={styles.available}>
        <span>{t('exchange.onchainAvailable', { amount: money.amount(have), coin })}</span>
      </div>
      <Input
        label={t('send.to')}
        value={to}
        onChange={(e) => setTo(e.target.value.trim())}
        spellCheck={false}
        autoComplete="off"
        data-testid="wallet-onchain-to"
      />
      <QuoteConfirm
        flow={flow}
        rows={rows}
        error={flow.error ? walletErrorMessage(flow.error, t) : undefined}
        label={t('send.signAndSend')}
        onConfirm={() => void submit()}
        testId="wallet-onchain-confirm"
      />
      <p className={styles.note}>{t('exchange.signNote')}</p>
      <InsufficientDialog shortfall={shortfall} onClose={() => setShortfall(null)} />
    </div>
  );
}
