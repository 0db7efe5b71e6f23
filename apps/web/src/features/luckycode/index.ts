// The lucky-code feature's public surface for other features (they import only this file).
export { luckyKeys, useCurrentQuery } from './queries.ts';
