import { Header } from '@arcadia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { resolveSession } from '../lib/session-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: the logged-in user's id. */
    userId: number;
    /** The session key the call was authenticated with ('' for visitors). */
    sessionKey: string;
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

/**
 * Session checks for calls. A resolved user also spends one hit of the global per-user rate limit
 * (plugins/rate-limit.ts), so one player cannot flood the server whatever call they use.
 */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('userId', 0);
  app.decorateRequest('sessionKey', '');

  async function resolve(request: FastifyRequest): Promise<boolean> {
    const creds = credentialsOf(request);
    if (!creds) return false;
    const userId = await resolveSession(app.db, creds.userId, creds.key);
    if (!userId) {
      // Guessing keys costs: failed checks count per IP and per user id, past the limit the answer is 4290.
      await app.rateLimit('session-fail-ip', request.ip, app.limits.sessionFailures);
      await app.rateLimit('session-fail-user', creds.userId, app.limits.sessionFailures);
      return false;
    }
    request.userId = userId;
    request.sessionKey = creds.key;
    await app.rateLimit('user', userId, app.limits.perUser);
    return true;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw new AppError('SESSION_INVALID');
  });

  app.decorate('identify', async (request: FastifyRequest) => {
    await resolve(request);
  });
}
