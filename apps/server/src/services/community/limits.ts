import type { Limit } from '../../plugins/rate-limit.ts';

/**
 * Per-player limits of the community calls (app.rateLimit, counters in app.fastStore: Redis when REDIS_URL is set).
 * A like, follow or report repeated to the same target still counts: the limit is on calls, not on effects.
 */
export const COMMUNITY_LIMITS = {
  like: { max: 120, windowSeconds: 600 },
  follow: { max: 60, windowSeconds: 600 },
  comment: { max: 20, windowSeconds: 600 },
  report: { max: 10, windowSeconds: 3600 },
  upload: { max: 60, windowSeconds: 3600 },
  newPost: { max: 30, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

type LimitName = keyof typeof COMMUNITY_LIMITS;

/** Counts one call of `name` for the player; RATE_LIMITED past the limit. */
export type Limiter = (name: LimitName, userId: number) => Promise<void>;
