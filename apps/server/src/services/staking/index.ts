export { stakingRoutes } from './routes.ts';
export { seedStaking } from './seed.ts';
export * from './staking.ts';
