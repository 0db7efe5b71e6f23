export * from './common.ts';
export * from './config.ts';
export * from './my-positions.ts';
export * from './position.ts';
export * from './price.ts';
export * from './rounds.ts';
export * from './verify.ts';
