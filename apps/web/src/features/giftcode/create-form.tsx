import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { useNavigate } from '../../app/router/navigation.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import styles from './giftcode.module.css';
import { formProblem, packetTotal } from './money.ts';
import { type GiftConfig, useCreateGiftMutation } from './queries.ts';
import { useIntentKey } from './use-intent-key.ts';

type Split = 'fixed' | 'random';

/** The coins offered: those the player holds, and the default coin even when empty (so the form is never blank). */
function offeredCoins(config: GiftConfig) {
  return config.coins.filter((c) => c.coin === config.default_coin || !/^0(\.0*)?$/.test(c.balance));
}

/** Wraps a red packet: coin, split, amount, how many people, how long, a message; then opens its share page. */
export function CreateForm({ config }: { config: GiftConfig }) {
  const { t, locale } = useTranslation('giftcode');
  const navigate = useNavigate();
  const intent = useIntentKey();
  const create = useCreateGiftMutation();
  const coins = offeredCoins(config);
  const [coin, setCoin] = useState(config.default_coin);
  const [split, setSplit] = useState<Split>('random');
  const [amount, setAmount] = useState('');
  const [claims, setClaims] = useState('5');
  const [hours, setHours] = useState(24);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const chosen = coins.find((c) => c.coin === coin) ?? coins[0];
  if (!chosen) return null;
  const form = { split, amount, claims: Number(claims || '0') };
  const problem = formProblem(form, chosen, config.max_claims);
  const total = packetTotal(split, amount, form.claims, chosen.decimals);
  const fieldErrors = create.error instanceof ApiError ? (create.error.data as Record<string, string[]> | null) : null;
  const change =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      intent.reset();
      create.reset();
      set(value);
    };

  const submit = () => {
    setTried(true);
    if (problem || create.isPending) return;
    create.mutate(
      {
        input: {
          coin: chosen.coin,
          split,
          amount,
          claims: form.claims,
          expires_in_hours: hours,
          message: message.trim(),
        },
        key: intent.current(),
      },
      {
        onSuccess: (answer) => {
          intent.reset();
          navigate(`/giftcode/share?code=${answer.gift.code}`);
        },
      },
    );
  };

  const problemText = tried && problem ? t(`form.problem.${problem}`, { max: config.max_claims }) : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="giftcode-form"
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.coin')}</legend>
        <div className={styles.chips}>
          {coins.map((c) => (
            <button
              key={c.coin}
              type="button"
              className={styles.chip}
              aria-pressed={c.coin === chosen.coin}
              onClick={() => change(setCoin)(c.coin)}
            >
              {c.coin}
            </button>
          ))}
        </div>
      </fieldset>
      <Tabs
        id="giftcode-split"
        label={t('form.split')}
        value={split}
        onChange={change(setSplit)}
        variant="pill"
        fill
        items={(['random', 'fixed'] as const).map((s) => ({ value: s, label: t(`form.splits.${s}`) }))}
      />
      <NumberInput
        label={split === 'fixed' ? t('form.amountEach') : t('form.amountTotal')}
        value={amount}
        onValueChange={change(setAmount)}
        decimals={chosen.decimals}
        suffix={chosen.coin}
        hint={t('form.balance', { amount: formatAmount(chosen.balance, { locale }), coin: chosen.coin })}
        error={fieldErrors?.amount?.[0]}
        data-testid="giftcode-amount"
      />
      <NumberInput
        label={t('form.claims')}
        value={claims}
        onValueChange={change(setClaims)}
        decimals={0}
        min="1"
        max={String(config.max_claims)}
        hint={t('form.claimsHint', { max: config.max_claims })}
        error={fieldErrors?.claims?.[0]}
        data-testid="giftcode-claims"
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.expiry')}</legend>
        <div className={styles.chips}>
          {config.expiry_hours.map((h) => (
            <button
              key={h}
              type="button"
              className={styles.chip}
              aria-pressed={h === hours}
              onClick={() => change(setHours)(h)}
            >
              {h < 24 ? t('form.hours', { count: h }) : t('form.days', { count: h / 24 })}
            </button>
          ))}
        </div>
      </fieldset>
      <Input
        label={t('form.message')}
        value={message}
        maxLength={60}
        placeholder={t('form.messagePlaceholder')}
        onChange={(event) => change(setMessage)(event.target.value)}
        error={fieldErrors?.message?.[0]}
        data-testid="giftcode-message"
      />
      <p className={styles.summary}>
        <span>{t('form.total')}</span>
        <strong data-testid="giftcode-total">
          {formatAmount(total, { locale })} {chosen.coin}
        </strong>
      </p>
      {problemText ? (
        <p className={styles.error} role="alert">
          {problemText}
        </p>
      ) : null}
      {create.isError && !problemText ? (
        <p className={styles.error} role="alert" data-testid="giftcode-create-error">
          {apiErrorText(create.error)}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={create.isPending} data-testid="giftcode-create">
        {t('form.submit')}
      </Button>
    </form>
  );
}
