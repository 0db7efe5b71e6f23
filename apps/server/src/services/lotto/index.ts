// lotto and xoso (docs/lotto.md): what other features may use.

export { runLottoTick } from './job.ts';
export { jobIds } from './money.ts';
export { lottoRoutes } from './routes.ts';
export { seedLotto } from './seed.ts';
export { termsFrom } from './settings.ts';
