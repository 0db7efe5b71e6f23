import * as z from 'zod/mini';

/**
 * The gift-code format shared by the main brand's red packets (service `giftcode`) and Fortune's gift codes: 10
 * characters drawn by a CSPRNG from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or off a
 * screen is typed right. 31^10 (about 8.2 x 10^14) codes: at least a million times the number either brand will
 * issue (below 8 x 10^8 codes each).
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 10;
export const GIFT_CODE_RE = /^[A-HJKMNP-Z2-9]{10}$/;

/** A code as typed: spaces around it dropped and letters upper-cased before the check. */
export const giftCodeField = z
  .string()
  .check(z.maxLength(64), z.trim(), z.toUpperCase(), z.regex(GIFT_CODE_RE, 'Must be a 10-character gift code'));
