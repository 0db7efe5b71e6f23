import { useEffect, useState } from 'react';
import { getHost } from '../host.ts';
import { useHostPath } from '../use-host-path.ts';
import { configuredInstallHosts, INSTALL_SHOWN_KEY, installDelay, mayOfferInstall } from './install-rules.ts';
import { usePwa } from './pwa-store.ts';

const HOSTS = configuredInstallHosts(import.meta.env.VITE_INSTALL_HOSTS);

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * Decides when the dialog opens: on home, after 1 s (prompt available) or 3 s, once per session. `prepare` runs
 * when the wait starts.
 */
export function useInstallOffer(prepare: () => void): [boolean, () => void] {
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
    prepare(); // the dialog's code and words load during the wait, so it shows on time
    const timer = setTimeout(() => {
      sessionStorage.setItem(INSTALL_SHOWN_KEY, '1');
      setOpen(true);
    }, installDelay(promptAvailable));
    return () => clearTimeout(timer);
  }, [path, promptAvailable, prepare]);
  useEffect(() => {
    if (path !== '/') setOpen(false);
  }, [path]);
  return [open, () => setOpen(false)];
}
