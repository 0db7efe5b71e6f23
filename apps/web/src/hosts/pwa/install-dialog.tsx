import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { HOSTS_NAMESPACE } from '../host-text.ts';
import { isIos } from './install-rules.ts';
import styles from './pwa.module.css';
import { usePwa } from './pwa-store.ts';

/** The install offer itself (loaded when it first opens; `useInstallOffer` decides when). */
export default function InstallDialog({ open, close }: { open: boolean; close: () => void }) {
  const { t } = useTranslation(HOSTS_NAMESPACE);
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);
  const install = async () => {
    const event = usePwa.getState().installEvent;
    close();
    if (!event) return;
    await event.prompt().catch(() => {});
    usePwa.setState({ installEvent: undefined });
  };
  const canPrompt = usePwa((state) => state.installEvent !== undefined);
  return (
    <Dialog
      open={open}
      onClose={close}
      testId="install-dialog"
      title={t('install.title')}
      description={ios ? t('install.ios_hint') : t('install.body')}
      hero={<img className={styles.icon} src="/pwa/icon-192.png" alt="" width={64} height={64} />}
      footer={
        ios || !canPrompt ? (
          <Button block onClick={close}>
            {t('install.ok')}
          </Button>
        ) : (
          <>
            <Button block onClick={() => void install()}>
              {t('install.add')}
            </Button>
            <Button block variant="ghost" onClick={close}>
              {t('install.later')}
            </Button>
          </>
        )
      }
    >
      {!ios && !canPrompt && <p className={styles.hint}>{t('install.menu_hint')}</p>}
    </Dialog>
  );
}
