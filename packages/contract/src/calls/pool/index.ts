// The prize pool's calls (service `pool`, docs/pool.md), one file each. Shared shapes: './common.ts'.
export { poolInfo } from './info.ts';
export { poolPeriods } from './periods.ts';
export { poolStake } from './stake.ts';
export { poolUnstake } from './unstake.ts';
