import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './editor.module.css';
import type { MediaKind, Uploaded } from './queries.ts';
import { ACCEPT, UploadError, uploadFile } from './upload.ts';

/** A file button (a label over a hidden file input) that uploads what is picked and hands back the upload. */
export function MediaPicker({
  kind,
  label,
  onUploaded,
  testId,
}: {
  kind: MediaKind;
  label: string;
  onUploaded: (uploaded: Uploaded) => void;
  testId: string;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onUploaded(await uploadFile(kind, file));
    } catch (error) {
      const text =
        error instanceof UploadError
          ? t(`upload.${error.problem}`)
          : error instanceof ApiError
            ? apiErrorText(error)
            : t('upload.read');
      showToast(text, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.picker}>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
        data-testid={testId}
      />
      <label htmlFor={id} className={styles.pickerButton} aria-busy={busy || undefined}>
        {busy ? <Spinner size="sm" label={t('upload.busy')} /> : null}
        <span>{busy ? t('upload.busy') : label}</span>
      </label>
    </div>
  );
}
