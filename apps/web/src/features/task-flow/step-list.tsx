import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import type { StepView } from './queries.ts';
import styles from './task-flow.module.css';

const TONE: Record<StepView['status'], BadgeTone> = {
  locked: 'neutral',
  open: 'primary',
  done: 'success',
  pending_audit: 'warning',
  rejected: 'danger',
};

/** The offer's steps in order: goal, reward, and where the player stands on each. */
export function StepList({ steps }: { steps: StepView[] }) {
  const { t, locale } = useTranslation('tasks');
  return (
    <ol className={styles.steps} aria-label={t('details.steps')}>
      {steps.map((step) => (
        <li key={step.stepId} className={styles.step} data-testid="task-step" data-status={step.status}>
          <span className={styles.seq} aria-hidden="true">
            {step.seq}
          </span>
          <div className={styles.stepBody}>
            <p className={styles.stepTitle}>{step.title}</p>
            <p className={styles.muted}>
              +{formatAmount(step.reward.amount, { locale })} {step.reward.coin}
              {step.reward.token
                ? ` · +${formatAmount(step.reward.token.amount, { locale })} ${step.reward.token.coin}`
                : ''}
            </p>
            {step.status === 'rejected' && step.reason ? <p className={styles.reason}>{step.reason}</p> : null}
          </div>
          <Badge tone={TONE[step.status]}>{t(`details.status.${step.status}`)}</Badge>
        </li>
      ))}
    </ol>
  );
}
