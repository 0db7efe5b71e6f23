export { voteRoutes } from './routes.ts';
export { seedVote } from './seed.ts';
export * from './vote.ts';
