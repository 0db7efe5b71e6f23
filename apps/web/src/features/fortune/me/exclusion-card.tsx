import { fortune } from '@arcadia/contract';
import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import parts from '../parts.module.css';
import type { ExcludeInput, RgStatus } from '../queries.ts';
import { useExcludeMutation } from '../queries-me.ts';
import { formatDateTime } from '../time.ts';
import styles from './me.module.css';

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
      {asking ? <ConfirmExclusion input={asking} onClose={() => setAsking(null)} /> : null}
    </section>
  );
}

function ConfirmExclusion({ input, onClose }: { input: ExcludeInput; onClose: () => void }) {
  const { t } = useTranslation('fortune');
  const exclude = useExcludeMutation();
  const [understood, setUnderstood] = useState(false);
  const strong = input.kind === 'self_exclusion';
  const duration = t(`exclusion.durations.${input.duration}`);
  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      title={strong ? t('exclusion.confirmSelfTitle', { duration }) : t('exclusion.confirmTimeoutTitle', { duration })}
      description={
        strong ? t('exclusion.confirmSelfText', { duration }) : t('exclusion.confirmTimeoutText', { duration })
      }
      testId={strong ? 'self-exclusion-dialog' : 'timeout-dialog'}
      footer={
        <>
          <Button variant="secondary" block onClick={onClose} data-testid="exclusion-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            variant={strong ? 'danger' : 'primary'}
            block
            disabled={strong && !understood}
            loading={exclude.isPending}
            onClick={() => exclude.mutate(input, { onSuccess: onClose })}
            data-testid="exclusion-confirm"
          >
            {strong ? t('exclusion.confirmSelf') : t('exclusion.confirmTimeout')}
          </Button>
        </>
      }
    >
      <p className={styles.warning}>{t('exclusion.cannotUndo')}</p>
      {strong ? (
        <label className={parts.check}>
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            data-testid="self-exclusion-understood"
          />
          <span>{t('exclusion.understood', { duration })}</span>
        </label>
      ) : null}
      {exclude.isError ? (
        <p className={parts.error} role="alert">
          {apiErrorText(exclude.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
