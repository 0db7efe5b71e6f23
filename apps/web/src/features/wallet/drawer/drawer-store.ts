import { create } from 'zustand';
import { openWalletDrawer as requestViaOverlays } from '../../../overlays/overlay-store.ts';

/** The wallet drawer (spec section 2: "wallet drawer (default type create)"). */
export type WalletDrawerType = 'create' | 'backup' | 'recovery' | 'reset';

interface DrawerState {
  type: WalletDrawerType | null;
}

export const useWalletDrawer = create<DrawerState>(() => ({ type: null }));

export function openWalletDrawer(type: WalletDrawerType = 'create') {
  useWalletDrawer.setState({ type });
}

export function closeWalletDrawer() {
  useWalletDrawer.setState({ type: null });
}

/**
 * Opens the drawer from a page or another feature: the overlay layer mounts it (lazily) and hands the
 * type over to `openWalletDrawer` above. Flows inside the drawer switch with `openWalletDrawer`.
 */
export function requestWalletDrawer(type: WalletDrawerType = 'create') {
  requestViaOverlays(type);
}
