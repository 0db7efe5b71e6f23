// The partner feature's public surface for other features (they import only this file).
export { partnerKeys } from './queries.ts';
