import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { prizeText } from '../prize.ts';
import type { Draw, PrizeRow, Tier } from '../queries.ts';
import { parseWeights, type VerifyGame, verifyDraw } from './compute.ts';
import styles from './verify.module.css';

/** Draws are in USDT; the public verifier shows prizes in it. */
export const USDT = { symbol: 'USDT', decimals: 2, rate: '1' };

export interface VerifyFields {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  game: VerifyGame;
  hash: string;
  weights: string;
}

/** Every step from the seeds to the outcome, and whether it matches the published hash and the recorded draw. */
export function Steps({
  fields,
  table,
  tiers,
  recorded,
}: {
  fields: VerifyFields;
  table: PrizeRow[] | undefined;
  tiers: Tier[] | undefined;
  recorded: Draw | undefined;
}) {
  const { t, locale } = useTranslation('fortune');
  const ready = fields.serverSeed !== '' && fields.clientSeed !== '' && fields.nonce !== '';
  const steps = useMemo(
    () =>
      ready
        ? verifyDraw({
            serverSeed: fields.serverSeed,
            clientSeed: fields.clientSeed,
            nonce: Number(fields.nonce),
            game: fields.game,
            weights: parseWeights(fields.weights),
            publishedHash: fields.hash,
          })
        : null,
    [ready, fields],
  );
  if (!steps)
    return (
      <p className={styles.note} data-testid="verify-waiting">
        {t('verify.fillIn')}
      </p>
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
