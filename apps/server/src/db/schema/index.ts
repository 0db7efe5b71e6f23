// One file per area; each feature adds its tables in its own file and re-exports it here.

export * from './activity.ts';
export * from './aichat.ts';
export * from './auth.ts';
export * from './chain.ts';
export * from './feedback.ts';
export * from './fortune.ts';
export * from './games.ts';
export * from './giftcodes.ts';
export * from './invites.ts';
export * from './ledger.ts';
export * from './luckycode.ts';
export * from './ops.ts';
export * from './payment.ts';
export * from './pool.ts';
export * from './popups.ts';
export * from './share.ts';
export * from './social.ts';
export * from './stats.ts';
export * from './task.ts';
export * from './tg.ts';
export * from './users.ts';
export * from './wallet.ts';
