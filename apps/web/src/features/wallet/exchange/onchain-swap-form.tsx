import { wallet } from '@arcadia/contract';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session-store.ts';
import { compareDecimal } from '../../../ui/decimal.ts';
import { NumberInput } from '../../../ui/number-input.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { SwapArrowsIcon } from '../../wallet/components/icons.tsx';
import { InsufficientDialog, type Shortfall } from '../../wallet/components/insufficient-dialog.tsx';
import { isInsufficient, loadVault, walletErrorMessage } from '../errors.ts';
import { useMoney } from '../format.ts';
import { useRefreshWallet } from '../queries.ts';
import type { useChainAccount } from './chain-account.ts';
import { CoinSelect } from './coin-select.tsx';
import styles from './exchange.module.css';
import { useQuote } from './quote.ts';
import { QuoteConfirm } from './quote-box.tsx';

/** Slippage choices in basis points, with their percent as text (no float arithmetic). */
const SLIPPAGES = [
  { bps: 10, pct: '0.1' },
  { bps: 50, pct: '0.5' },
  { bps: 100, pct: '1' },
  { bps: 300, pct: '3' },
];

/** On-chain swap at the devnet pool: quote, slippage (min_out), signed in the browser, then confirmations. */
export function OnchainSwapForm({ account }: { account: ReturnType<typeof useChainAccount> }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const userId = useSession((s) => s.userId);
  const refresh = useRefreshWallet();
  const { chain, address, asset } = account;
  const coins = chain?.coins ?? [];
  const [from, setFrom] = useState<CoinCode>(coins[0] ?? 'USDT');
  const [to, setTo] = useState<CoinCode>(coins[1] ?? 'WH');
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(50);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const have = asset.data?.balances.find((b) => b.coin_name === from)?.amount ?? '0';
  const valid = Boolean(chain && address) && from !== to && /[1-9]/.test(amount);
  const base = {
    chain: chain?.chain_id ?? 'devnet-evm',
    address: address ?? '',
    from_coin: from,
    to_coin: to,
    amount,
    slippage_bps: slippage,
  };

  const flow = useQuote({
    inputs: valid ? `${base.chain}:${from}>${to}:${amount}:${slippage}` : null,
    fetchQuote: () => api(wallet.onchainSwap, base),
    execute: async (quote, key) => {
      const vault = await loadVault();
      const signature = await vault.signQuoteFor(userId, chain ?? { kind: 'evm', pool: '' }, quote);
      return api(wallet.onchainSwap, { ...base, quote_id: quote.quote_id, signature }, { idempotencyKey: key }).catch(
        (failure: unknown) => {
          if (isInsufficient(failure))
            setShortfall({ coin: from, need: money.amount(amount), have: money.amount(have) });
          throw failure;
        },
      );
    },
  });

  const submit = async () => {
    if (compareDecimal(amount, have) > 0) {
      setShortfall({ coin: from, need: money.amount(amount), have: money.amount(have) });
      return;
    }
    const result = await flow.confirm();
    if (!result) return;
    showToast(t('exchange.submitted'), { type: 'success' });
    setAmount('');
    await refresh();
  };
  const quote = flow.quote;
  const rows = quote
    ? [
        { label: t('quote.rate'), value: `1 ${from} = ${money.detail(quote.rate)} ${to}` },
        { label: t('quote.fee'), value: `${money.amount(quote.fee)} ${quote.fee_coin}` },
        { label: t('quote.receive'), value: `${money.amount(quote.amount_out)} ${to}` },
        { label: t('quote.minOut'), value: `${money.amount(quote.min_out)} ${to}` },
      ]
    : null;

  return (
    <div className={styles.form}>
      <div className={styles.pair}>
        <CoinSelect label={t('exchange.from')} value={from} coins={coins} onChange={(c) => setFrom(c as CoinCode)} />
        <button
          type="button"
          className={styles.flip}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
          aria-label={t('exchange.flip')}
        >
          <SwapArrowsIcon />
        </button>
        <CoinSelect
          label={t('exchange.to')}
          value={to}
          coins={coins.filter((c) => c !== from)}
          onChange={(c) => setTo(c as CoinCode)}
        />
      </div>
      <NumberInput
        label={t('exchange.amount')}
        value={amount}
        onValueChange={setAmount}
        decimals={6}
        placeholder="0"
        suffix={from}
      />
      <div className={styles.available}>
        <span>{t('exchange.onchainAvailable', { amount: money.amount(have), coin: from })}</span>
      </div>
      <fieldset className={styles.slippage}>
        <legend className={styles.legend}>{t('exchange.slippage')}</legend>
        {SLIPPAGES.map(({ bps, pct }) => (
          <button
            key={bps}
            type="button"
            className={styles.chip}
            aria-pressed={slippage === bps}
            onClick={() => setSlippage(bps)}
          >
            {money.amount(pct, pct.split('.')[1]?.length ?? 0)}%
          </button>
        ))}
      </fieldset>
      <QuoteConfirm
        flow={flow}
        rows={rows}
        error={flow.error ? walletErrorMessage(flow.error, t) : undefined}
        label={t('exchange.signAndSwap')}
        onConfirm={() => void submit()}
      />
      <p className={styles.note}>{t('exchange.signNote')}</p>
      <InsufficientDialog shortfall={shortfall} onClose={() => setShortfall(null)} />
    </div>
  );
}
