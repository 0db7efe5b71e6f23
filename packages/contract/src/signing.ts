/**
 * POST paths that the native app signs (spec section 7): body + TS + NONCE, sent as XBSL.
 * Paths are relative to their service's base.
 */
export const SIGNED_PATHS: readonly string[] = [
  '/cpl/take_task',
  '/share/bind_code',
  '/pet/nft_create',
  '/pet/nft_trade',
  '/pet/nft_rent',
  '/giftcode/red_code_exchange',
  '/order/create',
  '/order/submit',
  '/usdt/buy',
  '/usdt/sell',
  '/api/stake/vote',
  '/api/stake/reclaim',
  '/mission/reclaim_wheel',
  '/wallet/put_frag',
  '/invest/save',
  '/aiagent/power',
  '/aiagent/mint',
  '/aiagent/bid',
  '/aiagent/lock_token',
  '/user/third_party_regist_or_login',
  '/user/third_party_bind',
  '/user/user_phone_and_password_reset',
  '/user/send_otp_via_phone',
  '/user/register_or_login_by_phone',
  '/api/app_global_config',
  '/deeplink/report',
];

export function isSignedPath(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return SIGNED_PATHS.includes(bare);
}

/** The exact bytes that are signed: body, then TS, then NONCE. */
export function signingPayload(body: string, ts: string | number, nonce: string): string {
  return `${body}${ts}${nonce}`;
}

export const DEVICE_KEY_VERSION = '3.3.6';
