export * from './common.ts';
export * from './market-cancel-order.ts';
export * from './market-candles.ts';
export * from './market-depth.ts';
export * from './market-my-orders.ts';
export * from './market-pairs.ts';
export * from './market-place-order.ts';
export * from './market-trades.ts';
