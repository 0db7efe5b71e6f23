export * from './common.ts';
export * from './ranking.ts';
export * from './record.ts';
export * from './season.ts';
