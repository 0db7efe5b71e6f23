import { wallet } from '@arcadia/contract';
import type { Balance, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { compareDecimal } from '../../../ui/decimal.ts';
import { Input } from '../../../ui/input.tsx';
import { NumberInput } from '../../../ui/number-input.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { InsufficientDialog, type Shortfall } from '../../wallet/components/insufficient-dialog.tsx';
import { isInsufficient, walletErrorMessage } from '../errors.ts';
import { useMoney } from '../format.ts';
import { useRefreshWallet } from '../queries.ts';
import type { useChainAccount } from './chain-account.ts';
import { ChainSelect, CoinSelect } from './coin-select.tsx';
import styles from './exchange.module.css';
import { useQuote } from './quote.ts';
import { QuoteConfirm } from './quote-box.tsx';

const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[A-Za-z0-9_-]{48})$/;

/** In-app coins to an on-chain address (two-phase hold until the devnet confirms). */
export function WithdrawForm({
  balances,
  account,
  initialCoin,
  onDone,
}: {
  balances: Balance[];
  account: ReturnType<typeof useChainAccount>;
  initialCoin?: CoinCode;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const refresh = useRefreshWallet();
  const { chain } = account;
  const coins = balances.map((b) => b.coin_name).filter((c) => chain?.coins.includes(c) ?? true);
  const [coin, setCoin] = useState<CoinCode>(
    initialCoin && coins.includes(initialCoin) ? initialCoin : (coins[0] ?? 'USDT'),
  );
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState(account.address ?? '');
  // Another chain: the player's own address there replaces the previous own address, and the coin one it has.
  const [ownAddress, setOwnAddress] = useState(account.address ?? '');
  if ((account.address ?? '') !== ownAddress) {
    setOwnAddress(account.address ?? '');
    if (!to || to === ownAddress) setTo(account.address ?? '');
  }
  if (coins.length > 0 && !coins.includes(coin)) setCoin(coins[0] as CoinCode);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const balance = balances.find((b) => b.coin_name === coin);
  const valid = Boolean(chain) && ADDRESS.test(to) && /[1-9]/.test(amount);
  const base = { coin, amount, chain: chain?.chain_id ?? 'devnet-evm', to_address: to };
  const shortOf = (need: string): Shortfall => ({
    coin,
    need: money.amount(need),
    have: money.amount(balance?.money_all ?? '0'),
  });

  const flow = useQuote({
    inputs: valid ? JSON.stringify(base) : null,
    fetchQuote: () => api(wallet.transferFromOffchainToOnchain, base),
    execute: (quote, key) =>
      api(wallet.transferFromOffchainToOnchain, { ...base, quote_id: quote.quote_id }, { idempotencyKey: key }).catch(
        (failure: unknown) => {
          if (isInsufficient(failure)) setShortfall(shortOf(quote.total_debit));
          throw failure;
        },
      ),
  });
  const quote = flow.quote;
  const submit = async () => {
    if (quote && compareDecimal(quote.total_debit, balance?.money_all ?? '0') > 0) {
      setShortfall(shortOf(quote.total_debit));
      return;
    }
    const result = await flow.confirm();
    if (!result) return;
    showToast(t('send.submitted'), { type: 'success' });
    await refresh();
    onDone();
  };
  const rows = quote
    ? [
        { label: t('quote.fee'), value: `${money.amount(quote.fee)} ${quote.fee_coin}` },
        { label: t('send.totalDebit'), value: `${money.amount(quote.total_debit)} ${coin}` },
      ]
    : null;
  return (
    <div className={styles.form}>
      <div className={styles.pair}>
        <CoinSelect
          label={t('send.coin')}
          value={coin}
          coins={coins}
          onChange={(c) => setCoin(c as CoinCode)}
          testId="wallet-send-coin"
        />
        <span />
        <ChainSelect label={t('send.chain')} account={account} testId="wallet-send-chain" />
      </div>
      <NumberInput
        label={t('send.amount')}
        value={amount}
        onValueChange={setAmount}
        decimals={Math.min(balance?.decimals ?? 2, 8)}
        placeholder="0"
        suffix={coin}
        data-testid="wallet-send-amount"
      />
      <div className={styles.available}>
        <span>{t('exchange.available', { amount: money.balance(balance?.money_all), coin })}</span>
      </div>
      <Input
        label={t('send.to')}
        value={to}
        onChange={(e) => setTo(e.target.value.trim())}
        hint={account.address && to === account.address ? t('send.toSelf') : undefined}
        error={to && !ADDRESS.test(to) ? t('send.badAddress') : undefined}
        spellCheck={false}
        autoComplete="off"
        data-testid="wallet-send-to"
      />
      <QuoteConfirm
        flow={flow}
        rows={rows}
        error={flow.error ? walletErrorMessage(flow.error, t) : undefined}
        label={t('send.confirm')}
        onConfirm={() => void submit()}
        testId="wallet-send-confirm"
      />
      <InsufficientDialog shortfall={shortfall} onClose={() => setShortfall(null)} />
    </div>
  );
}
