// Lucky code (docs/luckycode.md): what other features may use.

export { closeDraw, ensureOpenDraw, type JobIds, jobIds, runLuckycodeJob, settleDraw } from './job.ts';
export { luckycodeRoutes } from './routes.ts';
export { seedLuckycode } from './seed.ts';
