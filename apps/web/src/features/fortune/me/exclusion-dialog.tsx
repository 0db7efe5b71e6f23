import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import parts from '../parts.module.css';
import type { ExcludeInput } from '../queries.ts';
import { useExcludeMutation } from '../queries-me.ts';
import styles from './me.module.css';

/** Confirms a time-out or a self-exclusion, which can never be shortened; self-exclusion needs "I understand". */
export default function ConfirmExclusion({ input, onClose }: { input: ExcludeInput; onClose: () => void }) {
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
