import { fortune } from '@arcadia/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import parts from '../parts.module.css';
import type { ExcludeInput, RgStatus } from '../queries.ts';
import { formatDateTime } from '../time.ts';
import styles from './me.module.css';

/** The confirmation (and the dialog's code) loads when a break is asked for. */
const ConfirmExclusion = lazy(() => import('./exclusion-dialog.tsx'));

type Timeout = (typeof fortune.TIMEOUT_DURATIONS)[number];
type SelfExclusion = (typeof fortune.SELF_EXCLUSION_DURATIONS)[number];

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): both stop play and deposits at once and
 * can never be shortened. Self-exclusion asks for an explicit "I understand" before it can be confirmed.
 */
export function ExclusionCard({ rg }: { rg: RgStatus }) {
  const { t, locale } = useTranslation('fortune');
  const [timeout, setTimeoutChoice] = useState<Timeout>('1d');
  const [selfExclusion, setSelfExclusion] = useState<SelfExclusion>('6m');
  const [asking, setAsking] = useState<ExcludeInput | null>(null);
  return (
    <section className={styles.card} aria-labelledby="exclusion-title" data-testid="exclusion-card">
      <h2 id="exclusion-title" className={parts.cardTitle}>
        {t('exclusion.title')}
      </h2>
      {rg.exclusion ? (
        <p className={styles.pending} role="status" data-testid="exclusion-active">
          {t(`exclusion.active.${rg.exclusion.kind}`)} ·{' '}
          {t('exclusion.until', { date: formatDateTime(rg.exclusion.ends_at, locale) })}
        </p>
      ) : null}
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>{t('exclusion.timeout')}</h3>
        <p className={parts.note}>{t('exclusion.timeoutText')}</p>
        <div className={styles.inline}>
          <select
            className={styles.select}
            value={timeout}
            onChange={(event) => setTimeoutChoice(event.target.value as Timeout)}
            aria-label={t('exclusion.duration')}
            data-testid="timeout-duration"
          >
            {fortune.TIMEOUT_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`exclusion.durations.${d}`)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            onClick={() => setAsking({ kind: 'timeout', duration: timeout })}
            data-testid="timeout-start"
          >
            {t('exclusion.takeBreak')}
          </Button>
        </div>
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>{t('exclusion.self')}</h3>
        <p className={parts.note}>{t('exclusion.selfText')}</p>
        <div className={styles.inline}>
          <select
            className={styles.select}
            value={selfExclusion}
            onChange={(event) => setSelfExclusion(event.target.value as SelfExclusion)}
            aria-label={t('exclusion.duration')}
            data-testid="self-exclusion-duration"
          >
            {fortune.SELF_EXCLUSION_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`exclusion.durations.${d}`)}
              </option>
            ))}
          </select>
          <Button
            variant="danger"
            onClick={() => setAsking({ kind: 'self_exclusion', duration: selfExclusion })}
            data-testid="self-exclusion-start"
          >
            {t('exclusion.selfExclude')}
          </Button>
        </div>
        <p className={parts.note}>{t('exclusion.help')}</p>
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmExclusion input={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
