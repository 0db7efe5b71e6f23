import { IN_APP_PATH } from '@arcadia/contract/calls/payment/recharge';
import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { getHost } from '../../hosts/host.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { safeBackUrl } from '../../session/access.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { formatFiat } from './money.ts';
import styles from './payment.module.css';
import {
  type Channel,
  type Channels,
  useChannelsQuery,
  useLoggedIn,
  useQuoteMutation,
  useRechargeMutation,
} from './queries.ts';

/**
 * /user/payment: choose a channel of the player's market, an amount, see the quoted coins, pay at the provider.
 * `?backUrl=` (a path of this app, the page that sent the player here) is where the provider's page returns to.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const channels = useChannelsQuery();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="payment-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userPayment')}
      </h1>
      {channels.isPending ? <Loading /> : null}
      {channels.isError ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => channels.refetch()} data-testid="payment-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {channels.data && channels.data.channels.filter((c) => c.directions.includes('recharge')).length === 0 ? (
        <Empty title={t('noChannels')} />
      ) : null}
      {channels.data ? <RechargeForm market={channels.data} /> : null}
    </section>
  );
}

function RechargeForm({ market }: { market: Channels }) {
  const { t, locale } = useTranslation('payment');
  const loggedIn = useLoggedIn();
  const options = market.channels.filter((c) => c.directions.includes('recharge'));
  const [channelId, setChannelId] = useState(options[0]?.id);
  const channel = options.find((c) => c.id === channelId) ?? options[0];
  const [amount, setAmount] = useState(channel?.presets[1] ?? '');
  const quote = useQuoteMutation();
  const recharge = useRechargeMutation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const here = returnPath ? `/user/payment?backUrl=${encodeURIComponent(returnPath)}` : '/user/payment';
  if (!channel) return null;
  const fiat = (value: string) => formatFiat(value, market, locale);
  const tooSmall = amount !== '' && Number(amount) < Number(channel.min);
  const tooBig = Number(amount) > Number(channel.max);

  const pay = async () => {
    const q = await quote.mutateAsync({ channel: channel.id, direction: 'recharge', fiat_amount: amount });
    const order = await recharge.mutateAsync({ quoteId: q.quote_id, returnPath });
    const host = getHost();
    // In the native app its payment sheet takes the order (the bridge's pay); the order page follows the result.
    if (host.can('pay') && order.checkout_url) {
      await host
        .pay({
          order_id: order.order.order_id,
          amount: order.order.fiat_amount,
          currency: order.order.currency,
          channel: channel.id,
          checkout_url: order.checkout_url,
        })
        .catch(() => undefined);
      navigate(returnPath ?? '/user/orders');
    } else if (order.checkout_url) window.location.assign(order.checkout_url);
  };

  return (
    <>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('channel')}</legend>
        {options.map((c) => (
          <ChannelOption key={c.id} channel={c} checked={c.id === channel.id} onPick={() => setChannelId(c.id)} />
        ))}
      </fieldset>
      {channel.kind === 'crypto' && loggedIn ? (
        <DepositPanel channel={channel.id} />
      ) : (
        <>
          <fieldset className={styles.presets}>
            <legend className="visually-hidden">{t('presets')}</legend>
            {channel.presets.map((p) => (
              <button
                key={p}
                type="button"
                className={styles.preset}
                aria-pressed={p === amount}
                onClick={() => setAmount(p)}
                data-testid={`preset-${p}`}
              >
                {fiat(p)}
              </button>
            ))}
          </fieldset>
          <NumberInput
            label={t('amount', { currency: market.currency })}
            value={amount}
            onValueChange={setAmount}
            decimals={market.decimals}
            hint={t('limits', { min: fiat(channel.min), max: fiat(channel.max) })}
            error={tooSmall || tooBig ? t('outOfLimits') : undefined}
            data-testid="payment-amount"
          />
          <p className={styles.note}>
            {t('rate', { rate: fiat(market.rate), coin: market.coin })}
            {channel.fee_bps > 0 ? ` · ${t('fee', { percent: (channel.fee_bps / 100).toString() })}` : ''}
          </p>
          {quote.isError || recharge.isError ? (
            <p className={styles.error} role="alert">
              {t('payFailed')}
            </p>
          ) : null}
          {loggedIn ? (
            <Button
              block
              size="lg"
              disabled={!amount || tooSmall || tooBig}
              loading={quote.isPending || recharge.isPending}
              onClick={() => void pay().catch(() => {})}
              data-testid="payment-pay"
            >
              {t('pay', { amount: amount ? fiat(amount) : '' })}
            </Button>
          ) : (
            <Link to={`/user/login-home?backUrl=${encodeURIComponent(here)}`} className={styles.cta}>
              {t('login')}
            </Link>
          )}
        </>
      )}
      {loggedIn ? (
        <Link to="/user/orders" className={styles.link}>
          {t('myOrders')}
        </Link>
      ) : null}
    </>
  );
}

function ChannelOption({ channel, checked, onPick }: { channel: Channel; checked: boolean; onPick: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <label className={styles.channel} data-checked={checked} data-testid={`channel-${channel.id}`}>
      <input type="radio" name="channel" checked={checked} onChange={onPick} className={styles.radio} />
      <span className={styles.channelName}>{t(`channels.${channel.id}`)}</span>
      <span className={styles.channelKind}>{t(`kinds.${channel.kind}`)}</span>
    </label>
  );
}

function Loading() {
  return (
    <div className={styles.channels} data-testid="payment-loading">
      <Skeleton height="0.56rem" radius="md" />
      <Skeleton height="0.56rem" radius="md" />
      <Skeleton height="0.56rem" radius="md" />
      <Skeleton height="0.48rem" radius="md" />
    </div>
  );
}

/** The page to come back to after paying, when the caller named one that stays in this app. */
function useReturnPath(): string | undefined {
  const back = safeBackUrl(useSearch().get('backUrl'), '');
  return back && IN_APP_PATH.test(back) ? back : undefined;
}
