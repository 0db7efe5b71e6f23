import { POST_LIMITS, REPORT_REASONS } from '@arcadia/contract/calls/community/limits';
import { useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './posts.module.css';
import { type ReportReason, useReportMutation } from './queries.ts';
import { TextArea } from './text-area.tsx';

/** Report a post to the moderators: a reason from the list and an optional note. */
export function ReportSheet({ postId, open, onClose }: { postId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const report = useReportMutation(postId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = () => {
    if (!reason) return;
    report.mutate(
      { reason, note },
      {
        onSuccess: () => {
          showToast(t('report.thanks'), { type: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('report.title')}
      testId="report-sheet"
      footer={
        <Button block onClick={send} disabled={!reason} loading={report.isPending} data-testid="report-send">
          {t('report.send')}
        </Button>
      }
    >
      <fieldset className={styles.reasons}>
        <legend className={styles.label}>{t('report.reason')}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>{t(`reasons.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t('report.note')}
        value={note}
        maxLength={POST_LIMITS.reportNote}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        data-testid="report-note"
      />
      {report.isError ? (
        <p className={styles.error} role="alert">
          {apiErrorText(report.error)}
        </p>
      ) : null}
    </Sheet>
  );
}
