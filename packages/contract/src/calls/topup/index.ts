export * from './common.ts';
export * from './order.ts';
export * from './orders.ts';
export * from './packages.ts';
