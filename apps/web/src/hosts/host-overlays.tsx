import { useSyncExternalStore } from 'react';
import { UpdateDialog } from './gates/update-dialog.tsx';
import { getHost, subscribeHost } from './host.ts';
import { InstallDialog } from './pwa/install-dialog.tsx';
import { UpdateBanner } from './pwa/update-banner.tsx';

const platform = () => getHost().platform;

/** The hosts' overlays: the install dialog and update banner in the browser, the version gate in the app. */
export default function HostOverlays() {
  const current = useSyncExternalStore(subscribeHost, platform, platform);
  if (current === 'app') return <UpdateDialog />;
  if (current === 'h5')
    return (
      <>
        <InstallDialog />
        <UpdateBanner />
      </>
    );
  return null;
}
