export * from './common.ts';
export * from './poll-detail.ts';
export * from './poll-vote.ts';
export * from './vote-my-stakes.ts';
export * from './vote-round.ts';
export * from './vote-rounds.ts';
export * from './vote-stake.ts';
export * from './vote-unstake.ts';
