import * as z from 'zod/mini';

/** Shapes several user-service calls share. */

/** A full phone number in E.164 form: '+', country dialing code, number (e.g. +84901234567). */
export const phoneField = z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number like +84901234567'));

/** A one-time code: exactly 6 digits. */
export const otpField = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));

/** A password: 8 to 128 characters. */
export const passwordField = z
  .string()
  .check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(128, 'must be at most 128 characters'));

/** Market country code, lower case (vn, th, id, ph, my, br, mx, ru, in, ...). */
export const countryField = z.string().check(z.regex(/^[a-z]{2}$/, 'must be a two-letter country code'));

/** Third-party identity providers configured on the server (OpenID Connect). */
export const PROVIDERS = ['google', 'apple', 'facebook'] as const;
export const providerField = z.enum(PROVIDERS);

/** A signed OpenID Connect id token (JWT). */
export const idTokenField = z.string().check(z.minLength(20, 'must be an id token'), z.maxLength(8192));

/**
 * What every login answers. `user_secret_key` is a new 256-bit session key (64 hex characters), shown once;
 * the server keeps only its hash. `is_new` is true when this login created the account.
 */
export const loginAnswer = z.object({
  user_id: z.number(),
  user_secret_key: z.string(),
  username: z.string(),
  user_login: z.string(),
  is_new: z.boolean(),
});

/** The User info entity of spec section 3 (never the secret key). */
export const userInfo = z.object({
  user_id: z.number(),
  username: z.string(),
  user_login: z.string(),
  head_url: z.string(),
  intro: z.object({ value: z.string() }),
  background_images: z.object({ value: z.string() }),
  /** E.164, or '' when no phone is bound. */
  phone_number: z.string(),
  country_code: z.string(),
  momo_account_list: z.array(z.string()),
});
