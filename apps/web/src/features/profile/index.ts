// The profiles feature's public surface for other features (they import only this file).
export { profileKeys } from './queries.ts';
