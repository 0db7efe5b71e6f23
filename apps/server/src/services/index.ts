import { defaultServiceBase } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.ts';

/** Every service's routes, mounted under its base path from the service map. */
export async function registerServices(app: FastifyInstance) {
  await app.register(healthRoutes);
  void defaultServiceBase;
}
