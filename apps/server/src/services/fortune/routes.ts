import type { FastifyInstance } from 'fastify';

/**
 * The Fortune sub-brand's service (issue 16, docs/fortune.md): every call under /svc/fortune/fortune/. Each part
 * mounts its own calls; they share access.ts (registration, market, exclusions).
 */
export async function fortuneRoutes(_app: FastifyInstance) {}
