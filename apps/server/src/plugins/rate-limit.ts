import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../config-schema.ts';
import { AppError } from '../lib/errors.ts';

/** A fixed-window limit: at most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The limits of issue 3; each can be tuned by environment (read when the app is built). */
export interface Limits {
  /** Every authenticated call, per user. RATE_USER_PER_MINUTE, default 300. */
  perUser: Limit;
  /** Login attempts of any kind, per IP. RATE_LOGIN_PER_IP (per 10 minutes), default 30. */
  loginPerIp: Limit;
  /** One-time codes sent, per phone. RATE_OTP_PER_PHONE (per hour), default 5. */
  otpPerPhone: Limit;
  /** One-time codes sent, per IP. RATE_OTP_PER_IP (per hour), default 20. */
  otpPerIp: Limit;
  /** Seconds between two codes to one phone. OTP_RESEND_SECONDS, default 60. */
  otpResendSeconds: number;
  /** Failed session checks (wrong or dead keys) per IP and per user id. RATE_SESSION_FAILURES (per 10 minutes), 60. */
  sessionFailures: Limit;
  /** Anonymous or player writes that store data: feedback per IP. RATE_FEEDBACK_PER_IP (per hour), default 10. */
  feedbackPerIp: Limit;
  /** Analytics batches per IP. RATE_STATS_PER_IP (per minute), default 60. */
  statsPerIp: Limit;
}

export function limitsFrom(s: Settings): Limits {
  return {
    perUser: { max: s.RATE_USER_PER_MINUTE, windowSeconds: 60 },
    loginPerIp: { max: s.RATE_LOGIN_PER_IP, windowSeconds: 600 },
    otpPerPhone: { max: s.RATE_OTP_PER_PHONE, windowSeconds: 3600 },
    otpPerIp: { max: s.RATE_OTP_PER_IP, windowSeconds: 3600 },
    otpResendSeconds: s.OTP_RESEND_SECONDS,
    sessionFailures: { max: s.RATE_SESSION_FAILURES, windowSeconds: 600 },
    feedbackPerIp: { max: s.RATE_FEEDBACK_PER_IP, windowSeconds: 3600 },
    statsPerIp: { max: s.RATE_STATS_PER_IP, windowSeconds: 60 },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
    /**
     * Counts one hit of `bucket` for `key` (a user id, phone or IP) and answers 429 with code 4290 once
     * the window's limit is passed. Counters live in `app.fastStore` (Redis when REDIS_URL is set).
     */
    rateLimit(bucket: string, key: string | number, limit: Limit): Promise<void>;
  }
}

/** The client's IP: X-Forwarded-For counts only from the proxies TRUST_PROXY names (config.ts). */
export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

export function registerRateLimit(app: FastifyInstance) {
  app.decorate('limits', limitsFrom(app.config.settings));
  app.decorate('rateLimit', async (bucket: string, key: string | number, limit: Limit) => {
    const count = await app.fastStore.increment(`rl:${bucket}:${key}`, limit.windowSeconds * 1000);
    if (count > limit.max) {
      throw new AppError('RATE_LIMITED', undefined, { retry_after: limit.windowSeconds });
    }
  });
}
