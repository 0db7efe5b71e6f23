import { lazy, Suspense, useEffect, useState } from 'react';
import type { WalletDrawerType } from './overlay-store.ts';
import { closeOverlay } from './overlay-store.ts';

/**
 * The wallet drawer is owned by the wallet feature; the overlay layer mounts it and forwards
 * `openWalletDrawer(type)` to it, so any feature can open it without importing wallet code.
 */
const walletStore = () => import('../features/wallet/drawer/drawer-store.ts');

const WalletDrawer = lazy(() =>
  import('../features/wallet/drawer/wallet-drawer.tsx').then((module) => ({ default: module.WalletDrawer })),
);

export function WalletDrawerSlot({ type }: { type: WalletDrawerType | undefined }) {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!type) return;
    setRequested(true);
    let cancelled = false;
    void walletStore().then((store) => {
      if (cancelled) return;
      store.openWalletDrawer(type);
      // The request is handed over: the wallet feature's own store now says what is shown.
      closeOverlay('walletDrawer');
    });
    return () => {
      cancelled = true;
    };
  }, [type]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <WalletDrawer />
    </Suspense>
  );
}
