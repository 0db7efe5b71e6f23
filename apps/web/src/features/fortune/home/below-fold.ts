/** The wheel's and the free lottery's bodies and the tiles: one chunk, loaded when one of them comes near the screen. */
export { LotteryBody } from './lottery-card.tsx';
export { SpinBody } from './spin-panel.tsx';
export { HomeTiles } from './tiles.tsx';
