import { type FormEvent, useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { type StepView, useSubmitAuditMutation } from './queries.ts';
import styles from './task-flow.module.css';

/** Largest screenshot the form sends (the server caps and re-encodes it again). */
const MAX_BYTES = 4 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Screenshot proof for the first open step of an audit task, sent for review. */
export function AuditForm({ offerId, clickId, step }: { offerId: number; clickId: string; step: StepView }) {
  const { t } = useTranslation('tasks');
  const submit = useSubmitAuditMutation(offerId);
  const [image, setImage] = useState<string>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();

  async function choose(file: File | undefined) {
    setProblem(undefined);
    if (!file) return setImage(undefined);
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return setProblem(t('audit.wrongType'));
    if (file.size > MAX_BYTES) return setProblem(t('audit.tooLarge'));
    setImage(await readAsDataUrl(file));
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!image) return setProblem(t('audit.needImage'));
    try {
      await submit.mutateAsync({ clickId, stepId: step.stepId, content: note, img: image });
      setImage(undefined);
      setNote('');
    } catch (error) {
      setProblem(apiErrorText(error));
    }
  }

  return (
    <form className={styles.panel} onSubmit={send} data-testid="audit-form" noValidate>
      <h2 className={styles.formTitle}>{t('audit.title', { step: step.title })}</h2>
      <p className={styles.muted}>{t('audit.hint')}</p>
      <label className={styles.field}>
        <span>{t('audit.image')}</span>
        <input
          className={styles.file}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => void choose(e.target.files?.[0])}
          data-testid="audit-file"
        />
      </label>
      {image ? <img className={styles.preview} src={image} alt={t('audit.preview')} /> : null}
      <label className={styles.field}>
        <span>{t('audit.note')}</span>
        <textarea className={styles.textarea} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {problem ? (
        <p className={styles.reason} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" loading={submit.isPending} data-testid="audit-submit">
        {t('audit.submit')}
      </Button>
    </form>
  );
}
