import { useState } from 'react';
import { getHost } from '../hosts/host.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { showToast } from '../ui/toast.tsx';
import { closeOverlay, type OverlayProps } from './overlay-store.ts';
import styles from './overlays.module.css';
import { useLast } from './use-last.ts';

/** The share dialog: the text and link, share through the host (native sheet, bridge, messenger) or copy. */
export function ShareDialog({ props }: { props: OverlayProps['share'] | undefined }) {
  const { t } = useTranslation();
  const shown = useLast(props);
  const [busy, setBusy] = useState(false);
  const close = () => closeOverlay('share');
  if (!shown) return null;
  const shareNative = async () => {
    setBusy(true);
    try {
      if (await getHost().share({ text: shown.text, url: shown.url })) close();
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.url ? `${shown.text} ${shown.url}` : shown.text);
      showToast(t('actions.copied'), { type: 'success' });
    } catch {
      showToast(t('errors.renderFailure'), { type: 'error' });
    }
  };
  return (
    <Dialog open={props !== undefined} onClose={close} title={shown.title ?? t('share.title')} testId="share-dialog">
      <p className={styles.shareBox} data-testid="share-text">
        {shown.text}
        {shown.url ? <span className={styles.shareUrl}>{shown.url}</span> : null}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={copy} data-testid="share-copy">
          {t('actions.copyLink')}
        </Button>
        <Button onClick={shareNative} loading={busy} data-testid="share-native">
          {t('share.native')}
        </Button>
      </div>
    </Dialog>
  );
}
