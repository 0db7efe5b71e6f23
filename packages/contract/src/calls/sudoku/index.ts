export * from './common.ts';
export * from './daily.ts';
export * from './ranking.ts';
export * from './start.ts';
export * from './submit.ts';
