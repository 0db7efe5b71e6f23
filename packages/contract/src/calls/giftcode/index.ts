export * from './claim.ts';
export * from './code.ts';
export * from './common.ts';
export * from './config.ts';
export * from './create.ts';
export * from './detail.ts';
export * from './history.ts';
