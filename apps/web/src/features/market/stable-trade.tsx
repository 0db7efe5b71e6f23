import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './market.module.css';
import { clock, formatFiat, secondsLeft } from './market-format.ts';
import {
  type PaymentMarket,
  type StableQuote,
  usePaymentMarket,
  usePayoutAccounts,
  useStableQuote,
  useStableTrade,
  useUserId,
} from './queries.ts';

type Side = 'buy' | 'sell';
interface Held {
  quote: StableQuote;
  /** When the rate stops holding, on this phone's clock (from the server's remaining seconds). */
  deadline: number;
}

/**
 * /market?tab=stable: buy or sell USDT against the market's currency at a quoted rate. The quote and the order are
 * the payment core's (docs/market.md): buying opens its checkout, selling is a withdrawal to a payout account. The
 * countdown shows how long the rate holds; at zero a new quote is asked for by itself.
 */
export default function StableTrade() {
  const loggedIn = useUserId() > 0;
  if (!loggedIn) return <LoginFirst backUrl="/market?tab=stable" />;
  return <StableForm />;
}

/** The time now, ticking every second while `on`. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

function StableForm() {
  const { t, locale } = useTranslation('market');
  const channels = usePaymentMarket();
  const [side, setSide] = useState<Side>('buy');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [held, setHeld] = useState<Held | null>(null);
  const quote = useStableQuote();
  if (channels.isPending) return <Skeleton height="3rem" radius="md" />;
  if (channels.isError) return <LoadFailed retry={channels.refetch} />;
  const market = channels.data;

  const ask = (s: Side, fiat: string) => {
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(fiat) || !/[1-9]/.test(fiat)) {
      setError(t('errors.invalid'));
      return;
    }
    setError(undefined);
    quote.mutate(
      { side: s, fiat_amount: fiat },
      {
        onSuccess: (q) => setHeld({ quote: q, deadline: Date.now() + (q.expires_at - q.server_time) * 1000 }),
        onError: (e) => {
          setHeld(null);
          const fields = e instanceof ApiError ? e.fieldErrors : {};
          setError(fields.fiat_amount?.join(' ') ?? apiErrorText(e));
        },
      },
    );
  };

  return (
    <div className={styles.panel} data-testid="market-stable">
      <p className={styles.muted}>{t('stableLead')}</p>
      <p data-testid="stable-rate">{t('rateNow', { rate: formatFiat(market.rate, market, locale) })}</p>
      <fieldset className={styles.segment} aria-label={t('side')}>
        {(['buy', 'sell'] as const).map((s) => (
          <Button
            key={s}
            variant={s === side ? 'primary' : 'ghost'}
            aria-pressed={s === side}
            onClick={() => {
              setSide(s);
              setHeld(null);
            }}
            data-testid={`stable-side-${s}`}
          >
            {t(s === 'buy' ? 'buyUsdt' : 'sellUsdt')}
          </Button>
        ))}
      </fieldset>
      <form
        className={styles.field}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          ask(side, amount.trim());
        }}
      >
        <Input
          label={t('fiatAmount', { currency: market.currency })}
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setHeld(null);
          }}
          suffix={market.symbol}
          error={error}
          data-testid="stable-amount"
        />
        <Button type="submit" variant="secondary" loading={quote.isPending} data-testid="stable-get-quote">
          {t('getQuote')}
        </Button>
      </form>
      {held ? (
        <QuoteCard held={held} market={market} requote={() => ask(held.quote.side as Side, held.quote.fiat_amount)} />
      ) : null}
    </div>
  );
}

function QuoteCard({ held, market, requote }: { held: Held; market: PaymentMarket; requote: () => void }) {
  const { t, locale } = useTranslation('market');
  const q = held.quote;
  const buy = q.side === 'buy';
  const left = secondsLeft(held.deadline, useNow(true));
  const requoted = useRef<string | null>(null);
  const trade = useStableTrade();
  const accounts = usePayoutAccounts(!buy);
  const usable = (accounts.data?.list ?? []).filter((a) => a.usable_from <= Date.now() / 1000);
  const [accountId, setAccountId] = useState<number | undefined>();
  const chosen = accountId ?? usable[0]?.id;
  // At zero the rate no longer holds: ask again once for this quote.
  useEffect(() => {
    if (left === 0 && requoted.current !== q.quote_id) {
      requoted.current = q.quote_id;
      requote();
    }
  }, [left, q.quote_id, requote]);
  const fiat = formatFiat(q.fiat_amount, market, locale);
  const usdt = `${formatAmount(q.coin_amount, { locale })} USDT`;
  const confirm = () =>
    trade.mutate(
      { quote_id: q.quote_id, ...(buy || chosen === undefined ? {} : { account_id: chosen }) },
      {
        onSuccess: (order) => {
          if (buy && order.checkout_url) window.location.assign(order.checkout_url);
          else showToast(t('sold', { amount: usdt }), { type: 'success' });
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fieldErrors : {};
          if (fields.quote_id) {
            showToast(t('quoteExpired'), { type: 'error' });
            requote();
          } else showToast(fields.account_id?.join(' ') ?? apiErrorText(e), { type: 'error' });
        },
      },
    );
  return (
    <div className={styles.field} data-testid="stable-quote">
      <dl className={styles.quote}>
        <dt>{t('youPay')}</dt>
        <dd>{buy ? fiat : usdt}</dd>
        <dt>{t('youGet')}</dt>
        <dd data-testid="stable-get">{buy ? usdt : fiat}</dd>
        <dt>{t('fee')}</dt>
        <dd>{formatFiat(q.fee, market, locale)}</dd>
        <dt>{t('rate')}</dt>
        <dd>{formatFiat(q.rate, market, locale)}</dd>
      </dl>
      <p className={styles.countdown} role="timer" aria-live="off" data-testid="stable-countdown">
        {left > 0 ? t('heldFor', { time: clock(left) }) : t('requoting')}
      </p>
      {!buy && usable.length === 0 && !accounts.isPending ? (
        <Link to="/user/withdraw-payment" className={buttonClassName({ variant: 'secondary' })}>
          {t('addAccount')}
        </Link>
      ) : null}
      {!buy && usable.length > 0 ? (
        <fieldset className={styles.segment} aria-label={t('payoutAccount')}>
          {usable.map((a) => (
            <Button
              key={a.id}
              size="sm"
              variant={a.id === chosen ? 'secondary' : 'ghost'}
              aria-pressed={a.id === chosen}
              onClick={() => setAccountId(a.id)}
            >
              {`${a.channel} ${a.number_masked}`}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <Button
        onClick={confirm}
        loading={trade.isPending}
        disabled={left === 0 || (!buy && chosen === undefined)}
        data-testid="stable-confirm"
      >
        {t(buy ? 'confirmBuy' : 'confirmSell')}
      </Button>
    </div>
  );
}
