export * from './claim.ts';
export * from './common.ts';
export * from './status.ts';
