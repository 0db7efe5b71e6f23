// The profile service's calls (a player's public profiles, docs/profiles.md), one file each; export every call here.
export * from './common.ts';
export { profileCreate } from './create.ts';
export { profileDelete } from './delete.ts';
export { profileMine } from './mine.ts';
export { profilePublic } from './public.ts';
export { profileSelect } from './select.ts';
export { profileUpdate } from './update.ts';
export * from './upload-image.ts';
