export * from './badges.ts';
export * from './common.ts';
export * from './set-title.ts';
