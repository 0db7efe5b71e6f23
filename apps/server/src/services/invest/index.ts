export * from './invest.ts';
export { investRoutes } from './routes.ts';
export { seedInvest } from './seed.ts';
