// The main brand's popups (service `popups`, docs/rewards.md "Popups"), one file each; export every call here.
export { popupsDetail } from './detail.ts';
export { popupsQuery } from './query.ts';
