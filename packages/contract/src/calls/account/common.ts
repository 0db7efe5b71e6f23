import * as z from 'zod/mini';

/**
 * Shapes of the account behind a player's profiles (service `profile`, paths /account/..., docs/account.md). Times
 * are unix seconds.
 */

/** How a player can log in: a password, a one-time code to their phone, Google (OIDC), Telegram, a social account. */
export const LOGIN_KINDS = ['password', 'phone', 'oidc', 'telegram', 'social'] as const;
export const loginKind = z.enum(LOGIN_KINDS);

export const linkedLogin = z.object({
  kind: loginKind,
  /** oidc: google, ...; social: twitter, discord, ...; else the kind again. */
  provider: z.string(),
  /** What identifies it to its owner, masked (an e-mail, a Telegram @name, a phone). */
  label: z.string(),
  /** When it was linked; 0 when not recorded (a password set at sign-up). */
  since: z.number(),
});
export type LinkedLogin = z.infer<typeof linkedLogin>;

/** pending: cooling off until `purge_at`, cancellable; the sweep then anonymises the account. */
export const deletionView = z.object({
  status: z.literal('pending'),
  requested_at: z.number(),
  purge_at: z.number(),
  /** Why the sweep waits past `purge_at`: balance, pending_withdrawal; '' when it does not. */
  held_reason: z.string(),
});
export type DeletionView = z.infer<typeof deletionView>;

/** A live session of the player: its opaque id, how it logged in, and whether it is the one asking. */
export const sessionView = z.object({
  session_id: z.string(),
  login_type: z.string(),
  created_at: z.number(),
  last_seen_at: z.number(),
  expires_at: z.number(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

/** A session's opaque id: 16 hex characters derived from its key hash (the key itself never leaves the client). */
export const sessionIdField = z.string().check(z.regex(/^[0-9a-f]{16}$/, 'Must be a session id'));
