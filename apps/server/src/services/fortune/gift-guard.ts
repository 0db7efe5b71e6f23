import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { clientIp, type Limit } from '../../plugins/rate-limit.ts';

/**
 * Gift-code guessing is limited (DESIGN.md: codes are rate-limited per user and IP): wrong codes count per player
 * and per IP, and once either has used its allowance every attempt, right or wrong, answers RATE_LIMITED until the
 * window ends. Right codes count nothing, so a player claiming codes they were given is never slowed.
 */
export const GIFT_GUESSES: { perUser: Limit; perIp: Limit } = {
  perUser: { max: 10, windowSeconds: 600 },
  perIp: { max: 30, windowSeconds: 600 },
};

export interface GuessGuard {
  /** Refuses (RATE_LIMITED) when the player or the IP has no wrong guesses left. */
  check(): Promise<void>;
  /** Counts one wrong guess against both. */
  miss(): Promise<void>;
}

export function guessGuard(app: FastifyInstance, request: FastifyRequest, userId: number): GuessGuard {
  const buckets: [string, string | number, Limit][] = [
    ['fortune-gift-user', userId, GIFT_GUESSES.perUser],
    ['fortune-gift-ip', clientIp(request), GIFT_GUESSES.perIp],
  ];
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
