import * as z from 'zod/mini';
import { PERMISSIONS, ROLES } from '../permissions.ts';

/** Shapes the operator calls share. Times are seconds since the epoch; amounts decimal strings. */
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'),
  );
export const opsPasswordField = z.string().check(z.minLength(12, 'must be at least 12 characters'), z.maxLength(128));
export const totpCodeField = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));
export const idField = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const roleField = z.enum(ROLES);
export const pageField = z._default(z.number().check(z.int(), z.positive(), z.lte(10_000)), 1);

export const operatorView = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  created_at: z.number(),
});

export const okAnswer = z.object({ ok: z.boolean() });
