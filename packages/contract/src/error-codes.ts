/**
 * The error codes, one constant each. `codes.ts` gathers them as `ErrorCode` (its names and the catalogue); the web
 * app reads single constants (`ErrorCode.NOT_FOUND`), which the bundler inlines as numbers, so no page ships the names.
 */
export const OK = 0;
export const SESSION_INVALID = 1004;
export const VERIFICATION_NEEDED = 1010;
export const PHONE_BINDING_REQUIRED = 1012;

export const VALIDATION = 4000;
export const MALFORMED_JSON = 4001;
export const UNAUTHENTICATED = 4010;
export const REPLAY_REJECTED = 4011;
export const BAD_SIGNATURE = 4012;
export const FORBIDDEN = 4030;
export const NOT_FOUND = 4040;
export const METHOD_NOT_ALLOWED = 4050;
export const CONFLICT = 4090;
export const IDEMPOTENCY_MISMATCH = 4091;
export const PAYLOAD_TOO_LARGE = 4130;
export const UNSUPPORTED_MEDIA_TYPE = 4150;
export const RATE_LIMITED = 4290;
export const INTERNAL = 5000;
export const UNAVAILABLE = 5030;

export const INSUFFICIENT_BALANCE = 2001;
export const QUOTE_EXPIRED = 2002;
export const WALLET_NOT_BOUND = 2003;
export const CHAIN_REJECTED = 2004;
export const INVALID_OTP = 2101;
export const OTP_EXPIRED = 2102;
export const OTP_ATTEMPTS_EXCEEDED = 2103;
export const INVALID_CREDENTIALS = 2104;
export const ACCOUNT_EXISTS = 2105;
export const PHONE_IN_USE = 2106;
export const THIRD_PARTY_TOKEN_INVALID = 2107;
export const THIRD_PARTY_ALREADY_BOUND = 2108;
export const PROVIDER_NOT_CONFIGURED = 2109;
export const GIFT_CODE_INVALID = 2201;
export const GIFT_CODE_USED = 2202;
export const ERROR_OUT_OF_NEWBIE = 2301;
export const NEWBIE_STEP_NOT_DONE = 2302;
export const TG_INIT_DATA_INVALID = 2401;
export const TG_BOT_UNKNOWN = 2402;
export const TG_CONTACT_INVALID = 2403;
export const TG_ACCOUNT_NOT_LINKED = 2404;
export const SOCIAL_NOT_LINKED = 2501;
export const PROVIDER_UNAVAILABLE = 2502;
export const CAPTCHA_REUSED = 2503;
export const FORTUNE_NOT_AVAILABLE = 2601;
export const FORTUNE_NOT_REGISTERED = 2602;
export const FORTUNE_EXCLUDED = 2603;
export const FORTUNE_LIMIT_REACHED = 2604;
export const FORTUNE_NO_CHANCES = 2605;
export const FORTUNE_WAGERING_NOT_MET = 2606;
export const FORTUNE_REWARD_NOT_CLAIMABLE = 2607;
export const FORTUNE_GAME_OFF = 2608;
export const FORTUNE_ROUND_OVER = 2609;
export const SUDOKU_TOO_FAST = 2801;
