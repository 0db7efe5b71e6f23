import type { FastifyInstance } from 'fastify';
import { chancesLeft, onFirstDeposit } from './chances.ts';
import { coreRoutes } from './core-routes.ts';
import { engageRoutes } from './engage-routes.ts';
import { startSeedPair } from './fair-service.ts';
import { gamesRoutes } from './games-routes.ts';
import { growthRoutes } from './growth-routes.ts';
import { rgRoutes } from './rg-routes.ts';

/**
 * The Fortune sub-brand's service (issue 16, docs/fortune.md): every call under /svc/fortune/fortune/. Each part
 * mounts its own calls; they share access.ts (registration, market, exclusions).
 */
export async function fortuneRoutes(app: FastifyInstance) {
  await app.register(rgRoutes);
  await app.register(engageRoutes);
  await app.register(gamesRoutes);
  await app.register(growthRoutes);
  await app.register(coreRoutes(app, { chancesLeft, startSeedPair, onFirstDeposit }));
}
