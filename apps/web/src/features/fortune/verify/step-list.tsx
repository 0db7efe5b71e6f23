import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { prizeText } from '../prize.ts';
import { parseWeights, verifyDraw } from './compute.ts';
import { type StepsProps, USDT } from './steps.tsx';
import styles from './verify.module.css';

/** Every step from the seeds to the outcome, and whether it matches the published hash and the recorded draw. */
export default function StepList({ fields, table, tiers, recorded }: StepsProps) {
  const { t, locale } = useTranslation('fortune');
  const steps = useMemo(
    () =>
      verifyDraw({
        serverSeed: fields.serverSeed,
        clientSeed: fields.clientSeed,
        nonce: Number(fields.nonce),
        game: fields.game,
        weights: parseWeights(fields.weights),
        publishedHash: fields.hash,
      }),
    [fields],
  );
  // A row's prize is named only when the known table is the one these weights come from.
  const sameTable = table?.map((r) => r.weight).join(',') === parseWeights(fields.weights).join(',');
  const row = fields.game === 'lucky_spin' && steps.outcome !== null && sameTable ? table?.[steps.outcome] : undefined;
  const tier =
    fields.game === 'free_lottery' && steps.outcome !== null
      ? tiers?.find((x) => steps.outcome !== null && steps.outcome >= x.from && steps.outcome <= x.to)
      : undefined;
  const prize = row?.prize ?? tier?.prize;
  const recordedMatches =
    recorded && recorded.game === fields.game && steps.outcome !== null ? recorded.outcome === steps.outcome : null;
  return (
    <section className={styles.steps} aria-labelledby="verify-steps-title" data-testid="verify-steps">
      <h2 id="verify-steps-title" className={styles.cardTitle}>
        {t('verify.steps')}
      </h2>
      <ol className={styles.stepList}>
        <li>
          <span>{t('verify.step.hash')}</span>
          <code data-testid="verify-step-hash">{steps.hash}</code>
          {steps.hashMatches === null ? (
            <span className={styles.note}>{t('verify.noHash')}</span>
          ) : (
            <span
              className={steps.hashMatches ? styles.ok : styles.bad}
              data-testid="verify-hash-result"
              data-ok={steps.hashMatches}
              role="status"
            >
              {steps.hashMatches ? t('verify.hashOk') : t('verify.hashBad')}
            </span>
          )}
        </li>
        <li>
          <span>{t('verify.step.hmac', { message: steps.message })}</span>
          <code data-testid="verify-step-bytes">{steps.bytes}</code>
        </li>
        <li>
          <span>{t('verify.step.float', { bytes: steps.firstBytes, uint: steps.uint32 })}</span>
          <code data-testid="verify-step-float">{String(steps.float)}</code>
        </li>
        <li>
          {fields.game === 'free_lottery' ? (
            <span>{t('verify.step.roll')}</span>
          ) : steps.outcome === null ? (
            <span>{t('verify.step.needWeights')}</span>
          ) : (
            <span>{t('verify.step.row', { pick: steps.pick ?? 0, total: steps.total ?? 0 })}</span>
          )}
          {steps.outcome !== null ? <code data-testid="verify-step-outcome">{steps.outcome}</code> : null}
          {prize ? <span>{prizeText(prize, USDT, locale, t)}</span> : null}
        </li>
      </ol>
      {recordedMatches !== null ? (
        <p
          className={recordedMatches ? styles.ok : styles.bad}
          role="status"
          data-testid="verify-outcome-result"
          data-ok={recordedMatches}
        >
          {recordedMatches ? t('verify.outcomeOk') : t('verify.outcomeBad')}
        </p>
      ) : null}
    </section>
  );
}
