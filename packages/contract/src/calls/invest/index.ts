export * from './common.ts';
export * from './invest-positions.ts';
export * from './invest-products.ts';
export * from './invest-redeem.ts';
export * from './invest-subscribe.ts';
