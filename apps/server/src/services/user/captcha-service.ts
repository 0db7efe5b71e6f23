import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { captchaReports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { fetchJson, formBody } from '../../lib/outbound.ts';

/**
 * Captcha reports before a trainee task or a recharge (report_trainee_recaptcha, report_recharge_recaptcha).
 * Configuration: CAPTCHA_SECRET (the reCAPTCHA secret key; unset records 'unverified'), CAPTCHA_VERIFY_URL
 * (default Google's siteverify; any compatible verifier such as hCaptcha or Turnstile works), CAPTCHA_MIN_SCORE
 * (reCAPTCHA v3 score needed to pass, default 0.5). A token counts once: a repeat answers CAPTCHA_REUSED.
 */
export type CaptchaStep = 'trainee' | 'recharge';

export interface CaptchaConfig {
  secret: string | undefined;
  verifyUrl: string;
  minScore: number;
}

export function captchaConfigFrom(
  settings: Pick<Settings, 'CAPTCHA_SECRET' | 'CAPTCHA_VERIFY_URL' | 'CAPTCHA_MIN_SCORE'>,
): CaptchaConfig {
  return {
    secret: settings.CAPTCHA_SECRET,
    verifyUrl: settings.CAPTCHA_VERIFY_URL,
    minScore: settings.CAPTCHA_MIN_SCORE,
  };
}

interface Verdict {
  verdict: 'pass' | 'fail' | 'unverified';
  score: number | null;
  reason: string;
}

async function verify(config: CaptchaConfig, step: CaptchaStep, token: string, ip: string): Promise<Verdict> {
  if (!config.secret) return { verdict: 'unverified', score: null, reason: 'no_verifier' };
  const answer = await fetchJson(config.verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ secret: config.secret, response: token, remoteip: ip }),
  });
  const body = answer.json as { success?: unknown; score?: unknown; action?: unknown; 'error-codes'?: unknown };
  if (!answer.ok || !body || typeof body.success !== 'boolean')
    throw new AppError('PROVIDER_UNAVAILABLE', undefined, { provider: 'captcha', status: answer.status });
  const score = typeof body.score === 'number' ? body.score : null;
  const errors = Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [];
  if (!body.success) return { verdict: 'fail', score, reason: errors.join(',').slice(0, 200) || 'rejected' };
  if (typeof body.action === 'string' && body.action !== step) return { verdict: 'fail', score, reason: 'action' };
  if (score !== null && score < config.minScore) return { verdict: 'fail', score, reason: 'low_score' };
  return { verdict: 'pass', score, reason: '' };
}

export async function reportCaptcha(
  db: Db,
  config: CaptchaConfig,
  input: { userId: number; step: CaptchaStep; token: string; ip: string },
) {
  const tokenHash = createHash('sha256').update(input.token).digest('hex');
  const [seen] = await db
    .select({ tokenHash: captchaReports.tokenHash })
    .from(captchaReports)
    .where(eq(captchaReports.tokenHash, tokenHash))
    .limit(1);
  if (seen) throw new AppError('CAPTCHA_REUSED');
  const result = await verify(config, input.step, input.token, input.ip);
  const [row] = await db
    .insert(captchaReports)
    .values({ tokenHash, userId: input.userId, step: input.step, ...result })
    .onConflictDoNothing()
    .returning({ createdAt: captchaReports.createdAt });
  if (!row) throw new AppError('CAPTCHA_REUSED');
  return { verdict: result.verdict, score: result.score, reported_at: Math.floor(row.createdAt.getTime() / 1000) };
}
