import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import styles from './add-product-page.module.css';
import { PRODUCT_PICTURE_TYPES, pictureTrouble, productPictureDataUrl } from './add-product-picture.ts';
import { type PictureRole, useUploadPictureMutation } from './add-product-queries.ts';

export interface Picture {
  key: string;
  url: string;
}

/** A hidden file input behind a button: picks one picture, scales it on the device and uploads it at once. */
function PicturePicker({
  kind,
  label,
  onUploaded,
  testId,
}: {
  kind: PictureRole;
  label: string;
  onUploaded: (picture: Picture) => void;
  testId: string;
}) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPictureMutation();
  const [busy, setBusy] = useState(false);
  const [trouble, setTrouble] = useState<string>();
  const troubleId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    setTrouble(undefined);
    setBusy(true);
    try {
      const image = await productPictureDataUrl(file, kind);
      const done = await upload.mutateAsync({ role: kind, image });
      onUploaded({ key: done.key, url: done.url });
    } catch (error) {
      setTrouble(t(`product.picture.${pictureTrouble(error)}`));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className={styles.picker}>
      <input
        ref={input}
        type="file"
        accept={PRODUCT_PICTURE_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event.target.files?.[0])}
        data-testid={`${testId}-file`}
      />
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => input.current?.click()}
        aria-describedby={trouble ? troubleId : undefined}
        data-testid={testId}
      >
        {label}
      </Button>
      {trouble ? (
        <p id={troubleId} className={styles.error} role="alert">
          {trouble}
        </p>
      ) : null}
    </div>
  );
}

/** The product's icon: its preview, and a picker to choose or change it. */
export function IconField({
  icon,
  onChange,
  error,
}: {
  icon: Picture | undefined;
  onChange: (picture: Picture) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('profile');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('product.form.icon')}</legend>
      <p className={styles.hint}>{t('product.form.iconHint')}</p>
      <div className={styles.iconRow}>
        {icon ? (
          <Image src={icon.url} alt={t('product.form.icon')} width={64} height={64} radius="md" eager />
        ) : (
          <span className={styles.iconEmpty} aria-hidden="true" />
        )}
        <PicturePicker
          kind="icon"
          label={icon ? t('product.form.changeIcon') : t('product.form.pickIcon')}
          onUploaded={onChange}
          testId="add-product-icon"
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Up to `max` screenshots: previews with a remove button each, and a picker while there is room. */
export function ScreenshotsField({
  shots,
  max,
  onChange,
  error,
}: {
  shots: Picture[];
  max: number;
  onChange: (shots: Picture[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('profile');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('product.form.screenshots')}</legend>
      <p className={styles.hint}>{t('product.form.screenshotsHint', { max })}</p>
      {shots.length > 0 ? (
        <ul className={styles.shots}>
          {shots.map((shot, i) => (
            <li key={shot.key} className={styles.shot}>
              <Image src={shot.url} alt={t('product.form.shotAlt', { n: i + 1 })} width={96} height={170} eager />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(shots.filter((s) => s.key !== shot.key))}
                aria-label={t('product.form.removeShot', { n: i + 1 })}
              >
                {t('product.form.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {shots.length < max ? (
        <PicturePicker
          kind="screenshot"
          label={t('product.form.addShot')}
          onUploaded={(picture) => onChange([...shots, picture])}
          testId="add-product-shot"
        />
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
