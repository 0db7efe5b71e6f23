export { default as StakePage } from './stake-page.tsx';
