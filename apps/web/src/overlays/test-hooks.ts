import * as store from './overlay-store.ts';
import { openShareDialog } from './share.ts';

/**
 * Opens overlays from end-to-end tests and the browser console: loaded only when local storage has
 * `arcadia_test_hooks=1`, never part of the startup bundle.
 */
export function installTestHooks() {
  (window as unknown as { arcadiaOverlays: unknown }).arcadiaOverlays = { ...store, openShareDialog };
}
