import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { showToast } from '../../ui/toast.tsx';
import { PICTURE_TYPES, PictureError, type PictureProblem, pictureDataUrl } from './picture-file.ts';
import styles from './profile.module.css';
import { type ImageKind, useUploadImageMutation } from './queries.ts';

/** What went wrong with a picture, from the device's check or the server's field error on `img`. */
export function pictureProblem(error: unknown): PictureProblem | 'pixels' | 'network' {
  if (error instanceof PictureError) return error.problem;
  if (!(error instanceof ApiError)) return 'read';
  const message = (error.fieldErrors.img ?? []).join(' ');
  if (/PNG, JPEG or WebP/i.test(message)) return 'type';
  if (/larger than/i.test(message)) return 'size';
  if (/pixels/i.test(message)) return 'pixels';
  if (message) return 'read';
  return error.business ? 'read' : 'network';
}

/** A profile's avatar or background with a button to pick a new one; it uploads at once. */
export function ImagePicker({
  xid,
  kind,
  name,
  current,
}: {
  xid: string;
  kind: ImageKind;
  /** The profile's name (the avatar's initials and alt text). */
  name: string;
  current: string;
}) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImageMutation();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(undefined);
    setBusy(true);
    try {
      const img = await pictureDataUrl(file, kind);
      await upload.mutateAsync({ xid, kind, img });
      showToast(t(`picture.saved.${kind}`), { type: 'success' });
    } catch (error) {
      setProblem(t(`picture.problem.${pictureProblem(error)}`));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className={styles.picker} data-testid={`picker-${kind}`}>
      {kind === 'avatar' ? (
        <Avatar name={name} src={current || null} size="xl" />
      ) : current ? (
        <Image src={current} alt={t('picture.backgroundAlt')} width={150} ratio={375 / 150} radius="md" />
      ) : (
        <div className={styles.pickerEmpty} aria-hidden="true" />
      )}
      <div className={styles.pickerSide}>
        <Button variant="secondary" loading={busy} onClick={() => input.current?.click()} data-testid={`pick-${kind}`}>
          {t(current ? `picture.change.${kind}` : `picture.add.${kind}`)}
        </Button>
        <p className={styles.hint}>{t('picture.hint')}</p>
        {problem ? (
          <p className={styles.error} role="alert" data-testid={`picker-${kind}-problem`}>
            {problem}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={PICTURE_TYPES.join(',')}
        onChange={(e) => void choose(e.target.files?.[0])}
        data-testid={`file-${kind}`}
      />
    </div>
  );
}
