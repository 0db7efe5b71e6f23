import { Header } from '@arcadia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { resolveSession } from '../lib/session-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: the logged-in user's id. */
    userId: number;
  }
  interface FastifyInstance {
    /** preHandler for calls that need a session: answers 1004 when the key is missing, unknown, revoked or expired. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Like authenticate, but leaves userId 0 for visitors instead of refusing. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

/** The credentials a request carries, or undefined for the spec's "not logged in" values. */
export function credentialsOf(request: FastifyRequest): { userId: number; key: string } | undefined {
  const rawId = request.headers[Header.USER_ID.toLowerCase()];
  const rawKey = request.headers[Header.USER_SECRET_KEY.toLowerCase()];
  const id = Number(Array.isArray(rawId) ? rawId[0] : rawId);
  const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (!key || key === 'null' || key === 'undefined') return undefined;
  return { userId: id, key };
}

export function registerSession(app: FastifyInstance) {
  app.decorateRequest('userId', 0);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const creds = credentialsOf(request);
    if (!creds) throw new AppError('SESSION_INVALID');
    const userId = await resolveSession(app.db, creds.userId, creds.key);
    if (!userId) throw new AppError('SESSION_INVALID');
    request.userId = userId;
  });

  app.decorate('identify', async (request: FastifyRequest) => {
    const creds = credentialsOf(request);
    if (!creds) return;
    const userId = await resolveSession(app.db, creds.userId, creds.key);
    if (userId) request.userId = userId;
  });
}
