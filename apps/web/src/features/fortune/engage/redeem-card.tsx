import { fortune } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { type Currency, formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import { useRedeemGiftCodeMutation } from '../queries-rewards.ts';
import { useIntentKey } from '../use-intent-key.ts';
import { refusalText } from './error-text.ts';
import styles from './rewards.module.css';

const CODE = new RegExp(`^[${fortune.GIFT_CODE_ALPHABET}]{${fortune.GIFT_CODE_LENGTH}}$`);

/** A code as the server reads it: spaces around dropped, letters upper-cased. */
const cleanCode = (typed: string) => typed.trim().toUpperCase();

/**
 * Redeem a gift code: operators' codes (cash or a locked bonus) and streamers' codes (cash). The answer says which;
 * refusals (invalid, used, too many tries) show in the player's language.
 */
export function RedeemCard({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const redeem = useRedeemGiftCodeMutation();
  const intent = useIntentKey();
  const [typed, setTyped] = useState('');
  const [badFormat, setBadFormat] = useState(false);
  const code = cleanCode(typed);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);

  const change = (value: string) => {
    setTyped(value.toUpperCase());
    setBadFormat(false);
    intent.reset();
    if (!redeem.isPending) redeem.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) {
      setBadFormat(true);
      return;
    }
    try {
      await redeem.mutateAsync({ code, key: intent.current() });
      intent.settle();
      setTyped('');
    } catch (error) {
      if (error instanceof ApiError && error.business) intent.reset();
    }
  };

  const claim = redeem.data;
  return (
    <section id="codes" className={styles.card} aria-labelledby="codes-title" data-testid="redeem-card">
      <h2 id="codes-title" className={parts.cardTitle}>
        {t('codes.title')}
      </h2>
      <p className={parts.note}>{t('codes.text')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label={t('codes.label')}
          value={typed}
          onChange={(event) => change(event.target.value)}
          placeholder={t('codes.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className={styles.codeInput}
          error={badFormat ? t('codes.badFormat', { n: fortune.GIFT_CODE_LENGTH }) : undefined}
          data-testid="redeem-input"
        />
        <Button type="submit" block disabled={code === ''} loading={redeem.isPending} data-testid="redeem-submit">
          {t('codes.submit')}
        </Button>
      </form>
      <div aria-live="polite" data-testid="redeem-result">
        {claim?.prize_kind === 'cash' ? (
          <p className={styles.ok}>{t('codes.cash', { amount: money(claim.amount) })}</p>
        ) : null}
        {claim?.prize_kind === 'bonus' ? (
          <p className={styles.ok}>
            {t('codes.bonus', { amount: money(claim.amount), wager: money(claim.bonus?.wager_required ?? '0') })}
          </p>
        ) : null}
        {redeem.isError ? (
          <p className={parts.error} role="alert">
            {refusalText(redeem.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
