export * from './common.ts';
export * from './cpl-init.ts';
export * from './homepage.ts';
export * from './list-son.ts';
export * from './product-detail.ts';
export * from './product-list.ts';
export * from './recommend.ts';
export * from './search.ts';
