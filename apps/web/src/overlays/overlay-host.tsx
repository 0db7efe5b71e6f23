import { MissionModal } from './mission-modal.tsx';
import { closeOverlay, useOpenOverlays } from './overlay-store.ts';
import { ShareDialog } from './share-dialog.tsx';
import { BindPhoneDialog, DownloadDialog, ExplainDialog, InsufficientDialog } from './simple-dialogs.tsx';
import { StockDrawer } from './stock-drawer.tsx';
import { useLast } from './use-last.ts';
import { WalletDrawerSlot } from './wallet-drawer-slot.tsx';

/** The store-driven overlays; loaded lazily the first time any of them opens. */
export default function OverlayHost() {
  const open = useOpenOverlays();
  const mission = useLast(open.mission);
  const stock = useLast(open.stock);
  return (
    <>
      <ExplainDialog props={open.explain} />
      <InsufficientDialog props={open.insufficient} />
      <ShareDialog props={open.share} />
      <DownloadDialog props={open.download} />
      <BindPhoneDialog props={open.bindPhone} />
      {mission ? (
        <MissionModal
          open={open.mission !== undefined}
          onClose={() => closeOverlay('mission')}
          type={mission.type}
          text={mission.text}
          reward={mission.reward}
          onAction={mission.onAction}
        />
      ) : null}
      {stock ? (
        <StockDrawer
          key={stock.type}
          open={open.stock !== undefined}
          onClose={() => closeOverlay('stock')}
          type={stock.type}
          symbol={stock.symbol}
          onSubmit={stock.onSubmit}
        />
      ) : null}
      <WalletDrawerSlot type={open.walletDrawer?.type} />
    </>
  );
}
