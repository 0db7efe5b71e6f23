// The wallet feature's public surface for other features (they import only this file).
export { requestWalletDrawer, type WalletDrawerType } from './drawer/drawer-store.ts';
export { useRefreshWallet, useWalletInfoQuery, walletKeys } from './queries.ts';
