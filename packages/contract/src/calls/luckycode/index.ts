export * from './audit.ts';
export * from './buy.ts';
export * from './common.ts';
export * from './current.ts';
export * from './draws.ts';
export * from './history.ts';
