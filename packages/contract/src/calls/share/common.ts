import * as z from 'zod/mini';

/**
 * The main brand's share and invite land (issue 18, docs/share.md). Every player has one share code, which is also
 * the slug of their short link `/r/<code>`: 8 characters of a look-alike-free alphabet (no 0/O, 1/I/L), 31^8
 * (about 8.5 x 10^11) possible codes. Amounts are decimal strings in coin units; times are epoch seconds.
 */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_RE = /^[A-HJKMNP-Z2-9]{8}$/;

/** A code as typed or taken from a link: spaces dropped and letters upper-cased before the check. */
export const shareCodeField = z
  .string()
  .check(z.maxLength(64), z.trim(), z.toUpperCase(), z.regex(SHARE_CODE_RE, 'Must be an 8-character invite code'));

/** How an invitee was bound: a link (/r/<code> or share_uid), a typed code (bindCode) or a Telegram start_param. */
export const INVITE_SOURCES = ['link', 'code', 'tg'] as const;
/**
 * pending: bound, not qualified yet; waiting: qualified, the inviter's reward waits for tomorrow (daily cap);
 * paid: both rewards paid; refused: a self-invite (same device or phone as the inviter), never paid.
 */
export const INVITE_STATUSES = ['pending', 'waiting', 'paid', 'refused'] as const;
export const REFUSED_REASONS = ['same_device', 'same_phone'] as const;

export const pageField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);
export const pageSizeField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20);

/** One invite level: reached with `min_active` active (qualified) invitees; raises the inviter's reward. */
export const shareLevel = z.object({
  level: z.number(),
  min_active: z.number(),
  bonus_percent: z.number(),
});

export const shareLevelState = z.object({
  level: z.number(),
  active: z.number(),
  bonus_percent: z.number(),
  /** Active invitees the next level needs, or null at the top. */
  next_min_active: z.nullable(z.number()),
});

export const inviteRewardTerms = z.object({
  coin: z.string(),
  inviter_reward: z.string(),
  invitee_reward: z.string(),
  max_per_day: z.number(),
  bind_days: z.number(),
});
