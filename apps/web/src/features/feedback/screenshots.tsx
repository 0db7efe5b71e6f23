import { feedback } from '@arcadia/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../ui/toast.tsx';
import { downscaleImage } from './downscale.ts';
import styles from './feedback.module.css';

/** Up to 3 screenshots, downscaled on the device; thumbnails with a remove button. */
export interface Shot {
  id: string;
  url: string;
}

export function Screenshots({ images, onChange }: { images: Shot[]; onChange: (next: Shot[]) => void }) {
  const { t } = useTranslation('feedback');
  const inputId = useId();
  const [reading, setReading] = useState(false);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = feedback.FEEDBACK_MAX_IMAGES - images.length;
    if (files.length > room) showToast(t('images.tooMany'), { type: 'warning' });
    setReading(true);
    const added: Shot[] = [];
    for (const file of files.slice(0, room)) {
      try {
        added.push({ id: crypto.randomUUID(), url: await downscaleImage(file) });
      } catch {
        showToast(t('images.failed'), { type: 'error' });
      }
    }
    setReading(false);
    if (added.length) onChange([...images, ...added]);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('images.label')}</legend>
      <div className={styles.thumbs}>
        {images.map((shot, index) => (
          <div key={shot.id} className={styles.thumb} data-testid="feedback-thumb">
            <img src={shot.url} alt="" />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('images.remove', { n: index + 1 })}
              onClick={() => onChange(images.filter((other) => other.id !== shot.id))}
            >
              ×
            </button>
          </div>
        ))}
        {images.length < feedback.FEEDBACK_MAX_IMAGES ? (
          <label htmlFor={inputId} className={styles.add} aria-busy={reading || undefined}>
            <span aria-hidden="true">+</span>
            <span className={styles.addText}>{t('images.add')}</span>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              multiple
              className="visually-hidden"
              onChange={add}
              data-testid="feedback-file"
            />
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
