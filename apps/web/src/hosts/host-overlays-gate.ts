import { useSyncExternalStore } from 'react';
import { useFirstPaintDone } from '../app/first-paint.ts';
import { getHost, subscribeHost } from './host.ts';
import { usePwa } from './pwa/pwa-store.ts';
import { useHostPath } from './use-host-path.ts';
import { needsPvpUpdate } from './version.ts';

/**
 * Whether a page needs the hosts' overlays now: the install offer (browser, home page only), the update banner
 * (browser, once a new version waits) or the PvP version gate (native app). Elsewhere their code does not load.
 */
export function hostOverlaysNeeded(platform: string, path: string, appVersion: string, updateReady: boolean): boolean {
  if (platform === 'h5') return path === '/' || updateReady;
  return needsPvpUpdate(path, platform, appVersion);
}

const host = () => getHost();
let needed = false;

/**
 * True from the first page that needs the overlays on (once that page has painted: they are never its first
 * screen): once loaded they stay mounted for the session.
 */
export function useHostOverlaysNeeded(): boolean {
  const { platform, appVersion } = useSyncExternalStore(subscribeHost, host, host);
  const path = useHostPath();
  const updateReady = usePwa((state) => state.updateReady);
  const painted = useFirstPaintDone();
  if (painted && hostOverlaysNeeded(platform, path, appVersion, updateReady)) needed = true;
  return needed;
}
