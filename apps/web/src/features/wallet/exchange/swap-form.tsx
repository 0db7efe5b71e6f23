import { wallet } from '@arcadia/contract';
import type { Balance, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSearch } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { compareDecimal } from '../../../ui/decimal.ts';
import { NumberInput } from '../../../ui/number-input.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { SwapArrowsIcon } from '../../wallet/components/icons.tsx';
import { InsufficientDialog, type Shortfall } from '../../wallet/components/insufficient-dialog.tsx';
import { isInsufficient, walletErrorMessage } from '../errors.ts';
import { useMoney } from '../format.ts';
import { useRefreshWallet } from '../queries.ts';
import { CoinSelect } from './coin-select.tsx';
import styles from './exchange.module.css';
import { initialPair } from './initial-pair.ts';
import { useQuote } from './quote.ts';
import { QuoteConfirm } from './quote-box.tsx';

/** In-app swap (offchain_swap): live quote, fee, expiry countdown, one execution per intent. */
export function SwapForm({ balances }: { balances: Balance[] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const refresh = useRefreshWallet();
  const coins = balances.map((b) => b.coin_name);
  const search = useSearch();
  const [from, setFrom] = useState<CoinCode>(() => initialPair(coins, search).from);
  const [to, setTo] = useState<CoinCode>(() => initialPair(coins, search).to);
  const [amount, setAmount] = useState('');
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const [done, setDone] = useState('');
  const fromBalance = balances.find((b) => b.coin_name === from);
  const decimals = Math.min(fromBalance?.decimals ?? 2, 8);
  const valid = from !== to && /[1-9]/.test(amount);

  const flow = useQuote({
    inputs: valid ? `${from}>${to}:${amount}` : null,
    fetchQuote: () => api(wallet.offchainSwap, { from_coin: from, to_coin: to, amount }),
    execute: (quote, key) =>
      api(
        wallet.offchainSwap,
        { from_coin: from, to_coin: to, amount, quote_id: quote.quote_id },
        { idempotencyKey: key },
      ).catch((failure: unknown) => {
        if (isInsufficient(failure)) setShortfall(shortfallOf(amount));
        throw failure;
      }),
  });

  const shortfallOf = (need: string): Shortfall => ({
    coin: from,
    need: money.amount(need),
    have: money.amount(fromBalance?.money_all ?? '0'),
  });
  const short = fromBalance !== undefined && valid && compareDecimal(amount, fromBalance.money_all) > 0;
  const submit = async () => {
    if (short) {
      setShortfall(shortfallOf(amount));
      return;
    }
    const result = await flow.confirm();
    if (!result) return;
    setDone(
      t('exchange.done', { paid: money.amount(result.amount_in), from, got: money.amount(result.amount_out), to }),
    );
    showToast(t('exchange.doneShort'), { type: 'success' });
    setAmount('');
    await refresh();
  };
  const flip = () => {
    setFrom(to);
    setTo(from);
  };
  const quote = flow.quote;
  const rows = quote
    ? [
        { label: t('quote.rate'), value: `1 ${from} = ${money.detail(quote.rate)} ${to}` },
        { label: t('quote.fee'), value: `${money.amount(quote.fee)} ${quote.fee_coin}` },
        { label: t('quote.receive'), value: `${money.amount(quote.amount_out)} ${to}`, testId: 'wallet-quote-out' },
      ]
    : null;
  const errorText = flow.error ? walletErrorMessage(flow.error, t) : '';

  return (
    <div className={styles.form}>
      <div className={styles.pair}>
        <CoinSelect
          label={t('exchange.from')}
          value={from}
          coins={coins}
          onChange={(c) => setFrom(c as CoinCode)}
          testId="wallet-swap-from"
        />
        <button type="button" className={styles.flip} onClick={flip} aria-label={t('exchange.flip')}>
          <SwapArrowsIcon />
        </button>
        <CoinSelect
          label={t('exchange.to')}
          value={to}
          coins={coins.filter((c) => c !== from)}
          onChange={(c) => setTo(c as CoinCode)}
          testId="wallet-swap-to"
        />
      </div>
      <NumberInput
        label={t('exchange.amount')}
        value={amount}
        onValueChange={(v) => {
          setAmount(v);
          setDone('');
        }}
        decimals={decimals}
        placeholder="0"
        suffix={from}
        data-testid="wallet-swap-amount"
      />
      <div className={styles.available}>
        <span>{t('exchange.available', { amount: money.balance(fromBalance?.money_all), coin: from })}</span>
        <button type="button" className={styles.max} onClick={() => setAmount(fromBalance?.money_all ?? '')}>
          {t('exchange.max')}
        </button>
      </div>
      <QuoteConfirm
        flow={flow}
        rows={rows}
        error={errorText}
        label={t('exchange.confirm')}
        onConfirm={() => void submit()}
        testId="wallet-swap-confirm"
      >
        {done ? (
          <p className={styles.result} role="status" data-testid="wallet-swap-done">
            {done}
          </p>
        ) : null}
      </QuoteConfirm>
      <InsufficientDialog shortfall={shortfall} onClose={() => setShortfall(null)} />
    </div>
  );
}
