/** What other features may use of Fortune: its mark and its VIP gems (pages register through app/router/pages.ts). */
export { FortuneMark } from './shell/fortune-logo.tsx';
export { VipGem } from './vip/vip-gem.tsx';
