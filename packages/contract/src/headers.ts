/** Common request headers (spec section 7). Header names are case-insensitive on the wire. */
export const Header = {
  USER_ID: 'User-Id',
  USER_SECRET_KEY: 'User-Secret-Key',
  LANGUAGE: 'language',
  COUNTRY_CODE: 'Country-Code',
  TS: 'TS',
  NONCE: 'NONCE',
  PLATFORM: 'PLATFORM',
  APP_VER: 'APP-VER',
  USER_LOGIN: 'User-Login',
  DEVICE_ID: 'D-Id',
  AD_ID: 'Ad-Id',
  ANDROID_ID: 'Android-Id',
  /** The casino sub-brand's session header. */
  SUBBRAND_SESSION: 'Fortune-Session',
  /** Signature over body + TS + NONCE on the signed paths, from the native app. */
  SIGNATURE: 'XBSL',
  IDEMPOTENCY_KEY: 'Idempotency-Key',
} as const;

export const PLATFORMS = ['app', 'tg', 'h5'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const NONCE_LENGTH = 5;
