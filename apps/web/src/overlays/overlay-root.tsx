import { ToastViewport } from '../ui/toast.tsx';

/** Global overlays of spec section 2, mounted once above the router. */
export function OverlayRoot() {
  return <ToastViewport />;
}
