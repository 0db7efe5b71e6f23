import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { useNavigate } from '../../../app/router/navigation.ts';
import { getHost } from '../../../hosts/host.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { compareDecimal } from '../../../ui/decimal.ts';
import { NumberInput } from '../../../ui/number-input.tsx';
import { formatFiat, formatMoney, isPositive } from '../money.ts';
import { usdtToFiatDown } from '../money-calc.ts';
import parts from '../parts.module.css';
import type { Recharge, RechargeConf } from '../queries.ts';
import { useRechargeMutation } from '../queries-pay.ts';
import { useIntentKey } from '../use-intent-key.ts';
import styles from './pay.module.css';
import { Allowance, BonusNote, Instructions } from './pay-notes.tsx';

/**
 * Channel, amount (presets or typed), the first-deposit bonus, what the player's deposit limits still allow, then the
 * recharge: the native app's payment sheet, else the provider's checkout, else the instructions to pay.
 */
export function RechargeForm({ conf }: { conf: RechargeConf }) {
  const { t, locale } = useTranslation('fortune');
  const navigate = useNavigate();
  const options = conf.channels.filter((c) => c.directions.includes('recharge'));
  const [channelId, setChannelId] = useState(options[0]?.id);
  const channel = options.find((c) => c.id === channelId) ?? options[0];
  const [amount, setAmount] = useState(channel?.presets[0] ?? '');
  const recharge = useRechargeMutation();
  const intent = useIntentKey();
  const [placed, setPlaced] = useState<Recharge | null>(null);
  if (!channel) return null;
  const currency = conf.currency;
  const fiat = (value: string) => formatFiat(value, currency, locale);
  const allowance = conf.deposit_allowance === null ? null : usdtToFiatDown(conf.deposit_allowance, currency);
  const blocked = allowance !== null && !isPositive(allowance);
  const overLimit = allowance !== null && amount !== '' && compareDecimal(amount, allowance) > 0;
  const outside = amount !== '' && (compareDecimal(amount, channel.min) < 0 || compareDecimal(amount, channel.max) > 0);
  const choose = (next: string) => {
    setAmount(next);
    intent.reset();
  };

  const pay = async () => {
    const order = await recharge.mutateAsync({ channel: channel.id, fiat_amount: amount, key: intent.current() });
    intent.settle();
    const host = getHost();
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
      navigate('/fortune/money');
    } else if (order.checkout_url) window.location.assign(order.checkout_url);
    else setPlaced(order);
  };

  if (placed) return <Instructions order={placed} />;
  return (
    <>
      <fieldset className={parts.choices}>
        <legend className={parts.legend}>{t('pay.channel')}</legend>
        {options.map((c) => (
          <label
            key={c.id}
            className={styles.channel}
            data-checked={c.id === channel.id}
            data-testid={`channel-${c.id}`}
          >
            <input
              type="radio"
              name="fortune-channel"
              checked={c.id === channel.id}
              onChange={() => {
                setChannelId(c.id);
                choose(c.presets[0] ?? '');
              }}
            />
            <span className={parts.optionMain}>{t(`channels.${c.id}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">{t('pay.presets')}</legend>
        {channel.presets.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={p === amount}
            onClick={() => choose(p)}
            data-testid={`preset-${p}`}
          >
            {fiat(p)}
          </button>
        ))}
      </fieldset>
      <NumberInput
        label={t('pay.amount', { symbol: currency.symbol })}
        value={amount}
        onValueChange={choose}
        decimals={currency.decimals}
        hint={t('pay.limits', { min: fiat(channel.min), max: fiat(channel.max) })}
        error={
          overLimit ? t('pay.overLimit', { left: fiat(allowance ?? '0') }) : outside ? t('pay.outOfLimits') : undefined
        }
        data-testid="pay-amount"
      />
      <Allowance allowance={allowance} blocked={blocked} fiat={fiat} />
      <BonusNote conf={conf} amount={amount} />
      {recharge.isError ? (
        <p className={styles.refusal} role="alert" data-testid="pay-error">
          {apiErrorText(recharge.error)}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={!amount || outside || overLimit || blocked}
        loading={recharge.isPending}
        onClick={() => void pay().catch(() => {})}
        data-testid="pay-submit"
      >
        {t('pay.submit', { amount: amount ? fiat(amount) : '' })}
      </Button>
      <p className={parts.note}>{t('pay.rate', { rate: formatMoney('1', currency, locale) })}</p>
    </>
  );
}
