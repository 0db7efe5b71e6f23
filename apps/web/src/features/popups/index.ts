// The main brand's popups (docs/rewards.md "Popups"): other features import from here only.
export type { PlayerPopup } from './queries.ts';
export { usePopupDetailQuery } from './queries.ts';
