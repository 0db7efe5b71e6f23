export * from './common.ts';
export * from './staking-claim.ts';
export * from './staking-collect.ts';
export * from './staking-deposit.ts';
export * from './staking-pools.ts';
export * from './staking-positions.ts';
export * from './staking-unstake.ts';
