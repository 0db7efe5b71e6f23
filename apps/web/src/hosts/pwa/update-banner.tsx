import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { HOSTS_NAMESPACE } from '../host-text.ts';
import styles from './pwa.module.css';
import { usePwa } from './pwa-store.ts';

/** Tells the user a new version is ready; Reload activates the waiting service worker. */
export default function UpdateBanner() {
  const { updateReady, applyUpdate } = usePwa();
  const { t } = useTranslation(HOSTS_NAMESPACE);
  if (!updateReady) return null;
  return (
    <div className={styles.banner} role="status" data-testid="update-ready">
      <span>{t('update_ready.text')}</span>
      <Button size="sm" onClick={applyUpdate}>
        {t('update_ready.reload')}
      </Button>
    </div>
  );
}
