import { peekStartDialog, takeStartDialog } from '../hosts/start-dialog.ts';
import {
  EXPLAIN_TYPES,
  type ExplainType,
  MISSION_TYPES,
  type MissionType,
  openBindPhoneDialog,
  openDownloadDialog,
  openExplainDialog,
  openMissionModal,
  openWalletDrawer,
  WALLET_DRAWER_TYPES,
  type WalletDrawerType,
} from './overlay-store.ts';

const isOneOf = <T extends string>(list: readonly T[], name: string): name is T =>
  (list as readonly string[]).includes(name);

/** The opener of a global dialog a start parameter may name, or undefined for a feature's own dialog. */
function openerFor(name: string): (() => void) | undefined {
  if (isOneOf<ExplainType>(EXPLAIN_TYPES, name)) return () => openExplainDialog(name);
  if (isOneOf<MissionType>(MISSION_TYPES, name)) return () => openMissionModal({ type: name });
  if (isOneOf<WalletDrawerType>(WALLET_DRAWER_TYPES, name)) return () => openWalletDrawer(name);
  if (name === 'wallet') return () => openWalletDrawer();
  if (name === 'download') return () => openDownloadDialog();
  if (name === 'bindPhone' || name === 'bind_phone')
    return () => openBindPhoneDialog(`${window.location.pathname}${window.location.search}`);
  return undefined;
}

/** Opens the pending start dialog when it is a global one (spec section 2); answers whether it did. */
export function openStartDialog(): boolean {
  const pending = peekStartDialog();
  const open = pending && openerFor(pending.dialog);
  if (!pending || !open) return false;
  takeStartDialog(pending.dialog);
  open();
  return true;
}
