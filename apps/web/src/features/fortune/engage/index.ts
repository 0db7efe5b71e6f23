/**
 * What home takes from the engagement pieces: the slots (each loads its piece's code once it shows). Everything else
 * in engage/ is reached through these. The invite screen shares links with the same helpers and words refusals the
 * same way.
 */

export { refusalText } from './error-text.ts';
export { HelpSlot, NewbieSlot, PopupSlot, RtPrizeSlot } from './home-slots.tsx';
export { copyText, shareOrCopy } from './share-out.ts';
