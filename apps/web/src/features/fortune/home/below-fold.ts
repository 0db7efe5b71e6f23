/** The wheel's and the free lottery's bodies: one chunk, loaded when either card comes near the screen. */
export { LotteryBody } from './lottery-card.tsx';
export { SpinBody } from './spin-panel.tsx';
