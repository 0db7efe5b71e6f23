export * from './apply.ts';
export * from './common.ts';
export * from './info.ts';
export * from './withdraw.ts';
