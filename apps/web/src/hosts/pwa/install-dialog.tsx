import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { getHost } from '../host.ts';
import { HOSTS_NAMESPACE } from '../host-text.ts';
import { useHostPath } from '../use-host-path.ts';
import { configuredInstallHosts, INSTALL_SHOWN_KEY, installDelay, isIos, mayOfferInstall } from './install-rules.ts';
import styles from './pwa.module.css';
import { usePwa } from './pwa-store.ts';

const HOSTS = configuredInstallHosts(import.meta.env.VITE_INSTALL_HOSTS);

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/** Decides when the dialog opens: on home, after 1 s (prompt available) or 3 s, once per session. */
function useInstallOffer(): [boolean, () => void] {
  const path = useHostPath();
  const promptAvailable = usePwa((state) => state.installEvent !== undefined);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const allowed = mayOfferInstall({
      platform: getHost().platform,
      path,
      hostname: window.location.hostname,
      hosts: HOSTS,
      standalone: standalone(),
      shownThisSession: sessionStorage.getItem(INSTALL_SHOWN_KEY) === '1',
    });
    if (!allowed) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(INSTALL_SHOWN_KEY, '1');
      setOpen(true);
    }, installDelay(promptAvailable));
    return () => clearTimeout(timer);
  }, [path, promptAvailable]);
  useEffect(() => {
    if (path !== '/') setOpen(false);
  }, [path]);
  return [open, () => setOpen(false)];
}

export function InstallDialog() {
  const [open, close] = useInstallOffer();
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
