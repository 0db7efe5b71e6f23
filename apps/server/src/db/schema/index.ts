// One file per area; each feature adds its tables in its own file and re-exports it here.
export * from './users.ts';
export * from './tg.ts';
