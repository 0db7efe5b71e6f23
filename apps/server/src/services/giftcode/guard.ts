import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { clientIp, type Limit } from '../../plugins/rate-limit.ts';

/**
 * Gift-code guessing is limited (DESIGN.md section 5): looking up or claiming a code that does not exist (or can
 * no longer be claimed) counts against the player and against the IP; once either has used its allowance, every
 * lookup and claim, right or wrong, answers RATE_LIMITED until the window ends. Right codes count nothing, so a
 * player opening links they were sent is never slowed. Visitors (no session) count against their IP only.
 */
export const GIFTCODE_GUESSES: { perUser: Limit; perIp: Limit } = {
  perUser: { max: 10, windowSeconds: 600 },
  perIp: { max: 30, windowSeconds: 600 },
};

export interface GuessGuard {
  /** Refuses (RATE_LIMITED) when the player or the IP has no wrong guesses left. */
  check(): Promise<void>;
  /** Counts one wrong guess. */
  miss(): Promise<void>;
}

export function guessGuard(app: FastifyInstance, request: FastifyRequest, userId: number | undefined): GuessGuard {
  const buckets: [string, string | number, Limit][] = [['giftcode-ip', clientIp(request), GIFTCODE_GUESSES.perIp]];
  if (userId) buckets.unshift(['giftcode-user', userId, GIFTCODE_GUESSES.perUser]);
  return {
    async check() {
      for (const [bucket, key, limit] of buckets) {
        // The counter app.rateLimit keeps for this bucket (plugins/rate-limit.ts), read without adding a hit.
        const used = Number((await app.fastStore.get(`rl:${bucket}:${key}`)) ?? 0);
        if (used >= limit.max) throw new AppError('RATE_LIMITED', undefined, { retry_after: limit.windowSeconds });
      }
    },
    async miss() {
      for (const [bucket, key, limit] of buckets) await app.rateLimit(bucket, key, limit);
    },
  };
}

/** A guard that never limits (seeds, jobs and unit tests that call the service directly). */
export const NO_GUARD: GuessGuard = { check: async () => {}, miss: async () => {} };
