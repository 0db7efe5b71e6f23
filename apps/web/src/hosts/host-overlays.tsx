import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useOpenedOnce } from '../ui/use-opened-once.ts';
import { getHost, subscribeHost } from './host.ts';
import { loadHostText } from './host-text.ts';
import { usePwa } from './pwa/pwa-store.ts';
import { useInstallOffer } from './pwa/use-install-offer.ts';

// The views load when they first show: every page pays only for the rules that decide when.
const UpdateDialog = lazy(() => import('./gates/update-dialog.tsx'));
const loadInstallDialog = () => import('./pwa/install-dialog.tsx');
const InstallDialog = lazy(loadInstallDialog);

/** Fetches the install dialog's code and texts while its 1 s / 3 s wait runs. */
function prepareInstallDialog() {
  void loadInstallDialog();
  void loadHostText();
}
const UpdateBanner = lazy(() => import('./pwa/update-banner.tsx'));

const platform = () => getHost().platform;

/** The hosts' overlays: the install dialog and update banner in the browser, the version gate in the app. */
export default function HostOverlays() {
  const current = useSyncExternalStore(subscribeHost, platform, platform);
  if (current === 'app')
    return (
      <Suspense fallback={null}>
        <UpdateDialog />
      </Suspense>
    );
  return current === 'h5' ? <BrowserOverlays /> : null;
}

function BrowserOverlays() {
  const [open, close] = useInstallOffer(prepareInstallDialog);
  const installWanted = useOpenedOnce(open);
  const updateReady = usePwa((state) => state.updateReady);
  return (
    <>
      {installWanted ? (
        <Suspense fallback={null}>
          <InstallDialog open={open} close={close} />
        </Suspense>
      ) : null}
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      ) : null}
    </>
  );
}
