import {
  closeOverlay,
  EXPLAIN_TYPES,
  getOpenOverlays,
  isPageLoading,
  MISSION_TYPES,
  openBindPhoneDialog,
  openDownloadDialog,
  openExplainDialog,
  openInsufficientBalance,
  openMissionModal,
  openOverlay,
  openStockDrawer,
  openWalletDrawer,
  resetOverlays,
  runBindPhoneAction,
  STOCK_DRAWER_TYPES,
  setBindPhoneAction,
  showPageLoading,
  WALLET_DRAWER_TYPES,
} from './overlay-store.ts';
import { openShareDialog } from './share.ts';

/**
 * Opens overlays from end-to-end tests and the browser console: loaded only when local storage has
 * `arcadia_test_hooks=1`, never part of the startup bundle. The store's functions are named one by one (not
 * `import * as`): a namespace import would make the startup chunk carry the store's namespace object.
 */
export function installTestHooks() {
  (window as unknown as { arcadiaOverlays: unknown }).arcadiaOverlays = {
    EXPLAIN_TYPES,
    MISSION_TYPES,
    STOCK_DRAWER_TYPES,
    WALLET_DRAWER_TYPES,
    openOverlay,
    closeOverlay,
    getOpenOverlays,
    showPageLoading,
    isPageLoading,
    openExplainDialog,
    openWalletDrawer,
    openBindPhoneDialog,
    openInsufficientBalance,
    openDownloadDialog,
    openMissionModal,
    openStockDrawer,
    setBindPhoneAction,
    runBindPhoneAction,
    resetOverlays,
    openShareDialog,
  };
}
