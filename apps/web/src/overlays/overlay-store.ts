import { useSyncExternalStore } from 'react';
import { getLocation, navigate } from '../app/router/history.ts';
import { localeHref } from '../app/router/navigation.ts';
import { getLocale } from '../i18n/i18n.ts';

/**
 * The global overlays of spec section 2 behind one small store, so any feature (or the API
 * client, or a host) can open one: `openOverlay('explain', { type: 'kther' })`. OverlayRoot
 * renders what is open; the dialogs themselves load lazily the first time one opens.
 */

export const EXPLAIN_TYPES = ['assets', 'kther', 'xusd', 'contribute', 'happy'] as const;
export type ExplainType = (typeof EXPLAIN_TYPES)[number];

export const MISSION_TYPES = ['newbie', 'retention', 'reward', 'mission', 'success', 'failed'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

export const STOCK_DRAWER_TYPES = ['BUY_DRAWER', 'SELL_DRAWER'] as const;
export type StockDrawerType = (typeof STOCK_DRAWER_TYPES)[number];

export const WALLET_DRAWER_TYPES = ['create', 'backup', 'recovery', 'reset'] as const;
export type WalletDrawerType = (typeof WALLET_DRAWER_TYPES)[number];

export interface OverlayProps {
  explain: { type: ExplainType };
  insufficient: { coin?: string; onDeposit?: () => void };
  share: { text: string; url?: string; title?: string };
  download: { url?: string };
  bindPhone: { backUrl?: string };
  mission: { type: MissionType; text?: string; reward?: string; onAction?: () => void };
  stock: { type: StockDrawerType; symbol?: string; onSubmit?: (amount: string) => void };
  walletDrawer: { type: WalletDrawerType };
}

export type OverlayKind = keyof OverlayProps;
export type OpenOverlays = { [K in OverlayKind]?: OverlayProps[K] };

let open: OpenOverlays = {};
let pageLoading = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openOverlay<K extends OverlayKind>(kind: K, props: OverlayProps[K]) {
  open = { ...open, [kind]: props };
  emit();
}

export function closeOverlay(kind: OverlayKind) {
  if (!(kind in open)) return;
  const { [kind]: _closed, ...rest } = open;
  open = rest;
  emit();
}

export function getOpenOverlays(): OpenOverlays {
  return open;
}

export function useOpenOverlays(): OpenOverlays {
  return useSyncExternalStore(subscribe, getOpenOverlays, getOpenOverlays);
}

/** Page loading: a counter, so overlapping loads keep the layer up until the last one ends. */
export function showPageLoading(): () => void {
  pageLoading++;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pageLoading = Math.max(0, pageLoading - 1);
    emit();
  };
}

export const isPageLoading = () => pageLoading > 0;
const getPageLoading = isPageLoading;

export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, getPageLoading, getPageLoading);
}

/** Shorthands named as the spec names the overlays. */
export const openExplainDialog = (type: ExplainType) => openOverlay('explain', { type });
export const openWalletDrawer = (type: WalletDrawerType = 'create') => openOverlay('walletDrawer', { type });
export const openBindPhoneDialog = (backUrl?: string) => openOverlay('bindPhone', { backUrl });
export const openInsufficientBalance = (props: OverlayProps['insufficient'] = {}) => openOverlay('insufficient', props);
export const openDownloadDialog = (url?: string) => openOverlay('download', { url });
export const openMissionModal = (props: OverlayProps['mission']) => openOverlay('mission', props);
export const openStockDrawer = (props: OverlayProps['stock']) => openOverlay('stock', props);

/** Where "bind now" goes; the session helper replaces it with its own flow. */
let bindPhoneAction: (backUrl: string | undefined) => void = (backUrl) => {
  const back = backUrl ?? getLocation().href;
  navigate(localeHref(`/user/bind-phone?backUrl=${encodeURIComponent(back)}`, getLocale()));
};
export function setBindPhoneAction(action: (backUrl: string | undefined) => void) {
  bindPhoneAction = action;
}
export function runBindPhoneAction(backUrl: string | undefined) {
  bindPhoneAction(backUrl);
}

/** Test hook: close everything. */
export function resetOverlays() {
  open = {};
  pageLoading = 0;
  emit();
}
