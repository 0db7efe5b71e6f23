// The share and invite land (docs/share.md). Other features reach it only through this file.
export { shareKeys } from './queries.ts';
