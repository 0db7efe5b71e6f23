import type { FastifyInstance } from 'fastify';
import { coreRoutes } from './core-routes.ts';
import { rgRoutes } from './rg-routes.ts';

/**
 * The Fortune sub-brand's service (issue 16, docs/fortune.md): every call under /svc/fortune/fortune/. Each part
 * mounts its own calls; they share access.ts (registration, market, exclusions).
 */
export async function fortuneRoutes(app: FastifyInstance) {
  await app.register(rgRoutes);
  await app.register(
    coreRoutes(app, { chancesLeft: async () => 0, startSeedPair: async () => {}, onFirstDeposit: async () => {} }),
  );
}
