import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIp, type Limit } from '../plugins/rate-limit.ts';
import { AppError } from './errors.ts';

/**
 * Guessing a code (gift codes, red packets, invite codes) is limited per player and per IP (DESIGN.md section 5):
 * wrong codes count; once either counter has used its allowance, every attempt, right or wrong, answers
 * RATE_LIMITED until the window ends. Right codes count nothing, so a player using codes they were given is never
 * slowed. Visitors (no user id) count against their IP only. Counters are app.rateLimit's (plugins/rate-limit.ts),
 * in app.fastStore: Redis when REDIS_URL is set, so every server process sees the same counts.
 */
export interface GuessLimits {
  perUser: Limit;
  perIp: Limit;
}

export interface GuessGuard {
  /** Refuses (RATE_LIMITED) when the player or the IP has no wrong guesses left. */
  check(): Promise<void>;
  /** Counts one wrong guess. */
  miss(): Promise<void>;
}

/** `name` names the counters (`<name>-user`, `<name>-ip`). */
export function guessGuard(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  userId: number | undefined,
  limits: GuessLimits,
): GuessGuard {
  const buckets: [string, string | number, Limit][] = [[`${name}-ip`, clientIp(request), limits.perIp]];
  if (userId) buckets.unshift([`${name}-user`, userId, limits.perUser]);
  return {
    async check() {
      for (const [bucket, key, limit] of buckets) {
        // The counter app.rateLimit keeps for this bucket, read without adding a hit.
        const used = Number((await app.fastStore.get(`rl:${bucket}:${key}`)) ?? 0);
        if (used >= limit.max) throw new AppError('RATE_LIMITED', undefined, { retry_after: limit.windowSeconds });
      }
    },
    async miss() {
      for (const [bucket, key, limit] of buckets) await app.rateLimit(bucket, key, limit);
    },
  };
}

/** A guard that never limits (seeds, jobs and unit tests that call a service directly). */
export const NO_GUARD: GuessGuard = { check: async () => {}, miss: async () => {} };
