export * from './accounts.ts';
export * from './channels.ts';
export * from './order-detail.ts';
export * from './orders.ts';
export * from './quote.ts';
export * from './recharge.ts';
export * from './withdraw.ts';
