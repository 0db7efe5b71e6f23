/**
 * What home takes from the engagement pieces: the slots (each loads its piece's code once it shows) and the tiles'
 * grid. Everything else in engage/ is reached through these.
 */
export { HelpSlot, NewbieSlot, PopupSlot, RewardsSlot, RtPrizeSlot } from './home-slots.tsx';
export { default as tileStyles } from './tiles.module.css';
