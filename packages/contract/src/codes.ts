import * as ErrorCode from './error-codes.ts';

/**
 * The error-code catalogue. 1004, 1010 and 1012 are the spec's (section 8); the rest are ours.
 * `http` is the status the server answers with; business refusals answer HTTP 200 with the code,
 * as the spec's client expects ("HTTP 200 with failed code shows the message").
 */
export { ErrorCode };

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

interface CatalogueEntry {
  http: number;
  /** English fallback message; the web app shows the translated `errors.<code>` text (user namespace). */
  msg: string;
}

export const ERROR_CATALOGUE: Record<ErrorCodeName, CatalogueEntry> = {
  OK: { http: 200, msg: 'ok' },
  SESSION_INVALID: { http: 200, msg: 'Session expired, please log in again.' },
  VERIFICATION_NEEDED: { http: 200, msg: 'Verification needed.' },
  PHONE_BINDING_REQUIRED: { http: 200, msg: 'Please bind your phone number first.' },
  VALIDATION: { http: 400, msg: 'Some fields are not valid.' },
  MALFORMED_JSON: { http: 400, msg: 'The request body is not valid JSON.' },
  UNAUTHENTICATED: { http: 401, msg: 'Please log in.' },
  REPLAY_REJECTED: { http: 401, msg: 'Request rejected: stale timestamp or repeated nonce.' },
  BAD_SIGNATURE: { http: 401, msg: 'Request signature is not valid.' },
  FORBIDDEN: { http: 403, msg: 'Not allowed.' },
  NOT_FOUND: { http: 404, msg: 'Not found.' },
  METHOD_NOT_ALLOWED: { http: 405, msg: 'Method not allowed.' },
  CONFLICT: { http: 409, msg: 'Conflict.' },
  IDEMPOTENCY_MISMATCH: { http: 409, msg: 'This idempotency key was used with another request.' },
  PAYLOAD_TOO_LARGE: { http: 413, msg: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, msg: 'Unsupported content type.' },
  RATE_LIMITED: { http: 429, msg: 'Too many requests, please wait a moment.' },
  INTERNAL: { http: 500, msg: 'Something went wrong on our side.' },
  UNAVAILABLE: { http: 503, msg: 'Service unavailable, please try again.' },
  INSUFFICIENT_BALANCE: { http: 200, msg: 'Insufficient balance.' },
  QUOTE_EXPIRED: { http: 200, msg: 'The quote has expired, please refresh it.' },
  WALLET_NOT_BOUND: { http: 200, msg: 'Create or recover your wallet first.' },
  CHAIN_REJECTED: { http: 200, msg: 'The network rejected this transaction.' },
  INVALID_OTP: { http: 200, msg: 'The code is not correct.' },
  OTP_EXPIRED: { http: 200, msg: 'The code has expired, please request a new one.' },
  OTP_ATTEMPTS_EXCEEDED: { http: 200, msg: 'Too many wrong codes, please request a new one.' },
  INVALID_CREDENTIALS: { http: 200, msg: 'The account or password is not correct.' },
  ACCOUNT_EXISTS: { http: 200, msg: 'This account already exists.' },
  PHONE_IN_USE: { http: 200, msg: 'This phone number is bound to another account.' },
  THIRD_PARTY_TOKEN_INVALID: { http: 200, msg: 'The sign-in with this provider could not be verified.' },
  THIRD_PARTY_ALREADY_BOUND: { http: 200, msg: 'This account is already linked to another player.' },
  PROVIDER_NOT_CONFIGURED: { http: 200, msg: 'This sign-in method is not available.' },
  GIFT_CODE_INVALID: { http: 200, msg: 'This gift code is not valid.' },
  GIFT_CODE_USED: { http: 200, msg: 'This gift code has already been used.' },
  ERROR_OUT_OF_NEWBIE: { http: 200, msg: 'ERROR_OUT_OF_NEWBIE' },
  NEWBIE_STEP_NOT_DONE: { http: 200, msg: 'Finish this step first.' },
  TG_INIT_DATA_INVALID: { http: 200, msg: 'Telegram User data is not provided.' },
  TG_BOT_UNKNOWN: { http: 200, msg: 'Token is not provided.' },
  TG_CONTACT_INVALID: { http: 200, msg: 'The shared contact could not be verified.' },
  TG_ACCOUNT_NOT_LINKED: { http: 200, msg: 'Open the app from Telegram to link your account first.' },
  SOCIAL_NOT_LINKED: { http: 200, msg: 'Link this account first.' },
  PROVIDER_UNAVAILABLE: { http: 200, msg: 'The provider did not answer, please try again later.' },
  CAPTCHA_REUSED: { http: 200, msg: 'This check was already used, please try again.' },
  FORTUNE_NOT_AVAILABLE: { http: 200, msg: 'Fortune is not available in your country.' },
  FORTUNE_NOT_REGISTERED: { http: 200, msg: 'Join Fortune first.' },
  FORTUNE_EXCLUDED: { http: 200, msg: 'Play is paused on your account.' },
  FORTUNE_LIMIT_REACHED: { http: 200, msg: 'This would go past a limit you set.' },
  FORTUNE_NO_CHANCES: { http: 200, msg: 'No chances left, come back tomorrow.' },
  FORTUNE_WAGERING_NOT_MET: { http: 200, msg: 'This bonus is still locked: finish its wagering first.' },
  FORTUNE_REWARD_NOT_CLAIMABLE: { http: 200, msg: 'This reward cannot be claimed.' },
  FORTUNE_GAME_OFF: { http: 200, msg: 'This game is not available yet.' },
  FORTUNE_ROUND_OVER: { http: 200, msg: 'Bets are closed for this round: wait for the next one.' },
  SUDOKU_TOO_FAST: { http: 200, msg: 'That was faster than anyone can solve this puzzle, so it does not count.' },
};

/** Messages the client never reports as API errors (spec section 8). */
export const SILENT_ERROR_MESSAGES = ['ERROR_OUT_OF_NEWBIE', 'ERROR_OUTOF_NEWBIE'] as const;
