import { useEffect, useState } from 'react';
import { getHost } from '../host.ts';
import { useHostPath } from '../use-host-path.ts';
import {
  configuredInstallHosts,
  INSTALL_DELAY_KEY,
  INSTALL_SHOWN_KEY,
  installDelay,
  mayOfferInstall,
} from './install-rules.ts';
import { usePwa } from './pwa-store.ts';

const HOSTS = configuredInstallHosts(import.meta.env.VITE_INSTALL_HOSTS);

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * The offer's decision on the current page, on `<html data-install-offer>`: 'waiting' (the 1 s / 3 s wait runs),
 * 'shown' (it opened) or 'declined' (not on this page, host or session). Tests wait for it instead of a wall-clock
 * wait when they check that no dialog comes.
 */
function decided(decision: 'waiting' | 'shown' | 'declined') {
  document.documentElement.dataset.installOffer = decision;
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
    if (!allowed) {
      decided('declined');
      return;
    }
    decided('waiting');
    prepare(); // the dialog's code and words load during the wait, so it shows on time
    const delay = installDelay(promptAvailable);
    const timer = setTimeout(() => {
      sessionStorage.setItem(INSTALL_SHOWN_KEY, '1');
      // Which wait opened it (1 s with the install prompt, 3 s without): tests read this, not the wall clock.
      sessionStorage.setItem(INSTALL_DELAY_KEY, String(delay));
      setOpen(true);
      decided('shown');
    }, delay);
    return () => clearTimeout(timer);
  }, [path, promptAvailable, prepare]);
  useEffect(() => {
    if (path !== '/') setOpen(false);
  }, [path]);
  return [open, () => setOpen(false)];
}
