import * as z from 'zod/mini';

/**
 * What the captcha reports share (report_trainee_recaptcha, report_recharge_recaptcha): the client solved a
 * challenge (reCAPTCHA or a compatible one) before a trainee task or a recharge and reports its token; the server
 * verifies it once with the configured verifier and records the verdict for the player.
 */
export const captchaReportRequest = z.object({
  /** The challenge token the widget returned: printable, no spaces. */
  token: z
    .string()
    .check(
      z.minLength(20, 'must be a captcha token'),
      z.maxLength(4096),
      z.regex(/^[\x21-\x7e]+$/, 'must be a captcha token'),
    ),
});

export const CAPTCHA_VERDICTS = ['pass', 'fail', 'unverified'] as const;

export const captchaReportAnswer = z.object({
  /** pass or fail from the verifier; unverified when no verifier is configured (development). */
  verdict: z.enum(CAPTCHA_VERDICTS),
  /** The verifier's score (reCAPTCHA v3, 0..1), or null when it gave none. */
  score: z.nullable(z.number()),
  /** Seconds since the epoch. */
  reported_at: z.number(),
});
