import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { formatMoney, isPositive, multiplyDecimal } from '../money.ts';
import { fiatToUsdt, minDecimal } from '../money-calc.ts';
import parts from '../parts.module.css';
import type { Recharge, RechargeConf } from '../queries.ts';
import styles from './pay.module.css';

/** The first-deposit bonus a fiat amount earns, in USDT: percent of it, up to the maximum. */
export function bonusFor(fiat: string, conf: RechargeConf): string {
  const bonus = conf.first_deposit_bonus;
  if (!bonus.eligible || fiat === '') return '0';
  const share = multiplyDecimal(fiatToUsdt(fiat, conf.currency), String(bonus.percent), 8);
  return minDecimal(multiplyDecimal(share, '0.01', 6), bonus.max);
}

/** What the player's deposit limits still allow, or a clear refusal when nothing is left. */
export function Allowance({
  allowance,
  blocked,
  fiat,
}: {
  allowance: string | null;
  blocked: boolean;
  fiat: (v: string) => string;
}) {
  const { t } = useTranslation('fortune');
  if (allowance === null)
    return (
      <p className={parts.note} data-testid="pay-allowance">
        {t('pay.noLimit')}{' '}
        <Link to="/fortune?tab=me#limits" className={styles.textLink}>
          {t('pay.setLimit')}
        </Link>
      </p>
    );
  if (blocked)
    return (
      <div className={styles.refusal} role="alert" data-testid="pay-blocked">
        <strong>{t('pay.limitReached')}</strong>
        <span>{t('pay.limitReachedText')}</span>
        <Link to="/fortune?tab=me#limits" className={styles.textLink}>
          {t('pay.seeLimits')}
        </Link>
      </div>
    );
  return (
    <p className={parts.note} data-testid="pay-allowance">
      {t('pay.allowance', { left: fiat(allowance) })}{' '}
      <Link to="/fortune?tab=me#limits" className={styles.textLink}>
        {t('pay.seeLimits')}
      </Link>
    </p>
  );
}

/** The first-deposit bonus explained, and what this amount would earn. */
export function BonusNote({ conf, amount }: { conf: RechargeConf; amount: string }) {
  const { t, locale } = useTranslation('fortune');
  const bonus = conf.first_deposit_bonus;
  if (!bonus.eligible) return null;
  const earned = bonusFor(amount, conf);
  return (
    <section className={styles.bonus} aria-labelledby="pay-bonus-title" data-testid="pay-bonus">
      <h2 id="pay-bonus-title" className={styles.bonusTitle}>
        {t('pay.bonusTitle')}
      </h2>
      <p>
        {t('pay.bonusText', {
          percent: bonus.percent,
          max: formatMoney(bonus.max, conf.currency, locale),
          times: bonus.wager_multiplier,
          days: bonus.expires_days,
        })}
      </p>
      {isPositive(earned) ? (
        <p className={styles.earned} data-testid="pay-bonus-earned">
          {t('pay.bonusEarned', {
            bonus: formatMoney(earned, conf.currency, locale),
            wager: formatMoney(multiplyDecimal(earned, String(bonus.wager_multiplier), 6), conf.currency, locale),
          })}
        </p>
      ) : null}
    </section>
  );
}

/** A recharge without a checkout page: how to pay, then back to the wallet. */
export function Instructions({ order }: { order: Recharge }) {
  const { t } = useTranslation('fortune');
  return (
    <section className={styles.instructions} aria-labelledby="pay-instructions-title" data-testid="pay-instructions">
      <h2 id="pay-instructions-title" className={styles.bonusTitle}>
        {t('pay.instructions')}
      </h2>
      <dl className={parts.facts}>
        {order.instructions.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd className={parts.mono}>{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className={parts.note}>{t('pay.instructionsText')}</p>
      <Link to="/fortune/money" className={parts.cta} data-testid="pay-back">
        {t('pay.backToWallet')}
      </Link>
    </section>
  );
}
