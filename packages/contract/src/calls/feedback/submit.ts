import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

export const FEEDBACK_CATEGORIES = ['bug', 'account', 'payment', 'suggestion', 'other'] as const;
export const FEEDBACK_MAX_IMAGES = 3;
/** A screenshot travels as a data URL of a downscaled JPEG/PNG/WebP, at most ~300 KB of base64. */
export const FEEDBACK_IMAGE_MAX_CHARS = 300_000;

const text = (max: number) => z.string().check(z.maxLength(max));

/** POST /api/feedback/submit: the /user/feedback form, stored with the app environment it came from. */
export const submit = defineCall({
  service: 'feedback',
  method: 'POST',
  path: '/api/feedback/submit',
  auth: 'optional',
  idempotent: true,
  request: z.object({
    category: z.enum(FEEDBACK_CATEGORIES),
    content: z.string().check(z.trim(), z.minLength(5), z.maxLength(1000)),
    images: z
      .array(
        z
          .string()
          .check(
            z.maxLength(FEEDBACK_IMAGE_MAX_CHARS),
            z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/),
          ),
      )
      .check(z.maxLength(FEEDBACK_MAX_IMAGES)),
    contact: z.optional(text(128)),
    page: z.optional(text(512)),
    env: z.object({
      platform: z.enum(['h5', 'app', 'tg']),
      locale: text(16),
      web_version: z.optional(text(32)),
      app_version: z.optional(text(32)),
      user_agent: z.optional(text(512)),
      screen: z.optional(text(32)),
    }),
  }),
  response: z.object({ id: z.string() }),
});
