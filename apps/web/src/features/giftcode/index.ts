// The gift-code feature's public surface for other features (they import only this file).
export { giftKeys } from './queries.ts';
