import { create } from 'zustand';

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
