import { SERVICES as SERVICE_NAMES, serviceEnvKey } from '@arcadia/contract';
import { z } from 'zod';

/**
 * Every environment variable the server reads, in one schema: its type and range, its default and what it means.
 * `loadConfig()` parses the environment with it once at start and refuses to start naming every bad variable; the
 * README's configuration table is written from it (`npm run config-table -w apps/server`), and a test fails when a
 * module reads a variable that is not declared here or the README's table is out of date.
 */

interface Setting {
  /** Validates the raw text (unset and empty both arrive as undefined) and gives the typed value. */
  type: z.ZodType;
  /** The default as the README shows it. */
  shown: string;
  doc: string;
  /** Rows of a family (GAMES_<ID>_SECRET ...) share one README row: the name shown, on the family's first row. */
  family?: string;
}

const int = (min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);
const positive = () => int(1);
const text = () => z.string().min(1);
const url = () => z.url();
const flag = () => z.enum(['true', 'false']);
const json = (what: 'object' | 'array') =>
  z.string().refine(
    (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return what === 'array' ? Array.isArray(value) : value !== null && typeof value === 'object';
      } catch {
        return false;
      }
    },
    { message: `must be a JSON ${what}` },
  );

function s<T extends z.ZodType>(type: T, shown: string, doc: string) {
  return { type: z.optional(type), shown, doc } satisfies Setting;
}
function d<T extends z.ZodType>(type: T, fallback: z.output<T>, shown: string, doc: string) {
  return { type: z._default(type, fallback as never), shown, doc } satisfies Setting;
}

const SERVER = {
  PORT: d(int(0, 65_535), 3000, '`3000`', 'HTTP port of the server (API and web app)'),
  HOST: d(text(), '0.0.0.0', '`0.0.0.0`', 'Listen address'),
  NODE_ENV: s(
    z.enum(['development', 'production', 'test']),
    '`development`',
    '`production` or `test` change logging and defaults',
  ),
  LOG_LEVEL: s(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    '`info` (`silent` in test)',
    'pino log level',
  ),
  DATABASE_URL: s(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    'unset',
    'Postgres connection string; unset means embedded PGlite',
  ),
  DATA_DIR: s(text(), '`./data`', 'PGlite folder when `DATABASE_URL` is unset'),
  DB_QUERY_DEADLINE_MS: s(
    positive(),
    '`30000`',
    'A Postgres query unanswered this long counts as a lost connection and the call answers 503; `statement_timeout` is set a second shorter',
  ),
  REDIS_URL: s(
    z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
    'unset',
    'Redis for nonces, rate limits and caches; unset means in-process. When set and unreachable, calls answer 503 within a second (no in-process fallback: per-process nonces would let replays through)',
  ),
  REDIS_PREFIX: d(
    text(),
    'arcadia:',
    '`arcadia:`',
    "Namespace of this deployment's Redis keys: the same on every process of a deployment ([docs/scale-out.md](docs/scale-out.md))",
  ),
  SEED_DEMO: s(
    flag(),
    '`true`, but `false` with `NODE_ENV=production`',
    'Seed the demo users and data at start; in production only when set to `true`, and the server then warns (their keys are published)',
  ),
  TEST_CLOCK: s(
    flag(),
    '`false`',
    "Tests only: `true` serves `POST /dev/test-clock`, which moves one area's clock (rentals, maturities, rounds) forward; the server warns at start",
  ),
  WEB_DIST: s(z.string(), '`apps/web/dist`', 'Built web app to serve; empty serves the API only'),
  BODY_LIMIT: d(positive(), 1_048_576, '`1048576`', 'Largest request body in bytes (413 above)'),
  TS_WINDOW_SECONDS: d(positive(), 300, '`300`', 'Accepted clock skew of the `TS` header'),
  PRODUCT_NAME: d(text(), 'Arcadia', '`Arcadia`', 'Brand name (white-label)'),
  SUBBRAND_NAME: d(text(), 'Fortune', '`Fortune`', "The sub-brand's name"),
  PUBLIC_ORIGIN: s(url(), '`http://localhost:$PORT`', 'Origin used in canonical and Open Graph links'),
  TRUST_PROXY: s(
    z
      .string()
      .regex(/^(false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be a hop count or addresses/CIDRs'),
    'unset (trust no proxy)',
    "Behind a load balancer or reverse proxy, the proxies whose `X-Forwarded-For` is believed: their addresses or CIDRs (`10.0.0.0/8,127.0.0.1`) or a hop count (`1`). Unset, per-IP limits count the connection's own address",
  ),
  HSTS_MAX_AGE: d(
    int(),
    0,
    '`0` (none)',
    'Strict-Transport-Security max-age in seconds, for deployments that terminate TLS in the app itself',
  ),
  REPLAY_HEADERS: s(
    z.enum(['required', 'optional']),
    '`required` in production, else `optional`',
    'Whether `/svc` calls must carry `TS` and `NONCE` (sent ones are always checked)',
  ),
  OUTBOUND_TIMEOUT_MS: d(positive(), 5000, '`5000`', 'Time limit of calls to providers (OAuth, Bot API, captcha)'),
} satisfies Record<string, Setting>;

const SERVICES = Object.fromEntries(
  SERVICE_NAMES.map((service, i) => [
    serviceEnvKey(service),
    {
      ...s(
        z.string().regex(/^(\/|https?:\/\/)/, 'must be a path or an http(s) URL'),
        '`/svc/<service>`',
        'Base path of one service (server side)',
      ),
      ...(i === 0 ? { family: '`SVC_<SERVICE>_BASE`' } : { family: '' }),
    },
  ]),
) as Record<string, Setting>;

const SESSIONS = {
  SESSION_IDLE_SECONDS: d(
    positive(),
    7 * 24 * 3600,
    '`604800` (7 days)',
    'A session key unused this long answers 1004',
  ),
  SESSION_ABSOLUTE_SECONDS: d(positive(), 30 * 24 * 3600, '`2592000` (30 days)', 'A session key this old answers 1004'),
  SESSION_CACHE_MS: d(
    int(),
    2000,
    '`2000`',
    'How long a checked session is remembered in the process (0: off); see docs/api.md',
  ),
  RATE_USER_PER_MINUTE: d(positive(), 300, '`300`', 'Calls per logged-in user per minute (429 above)'),
  RATE_LOGIN_PER_IP: d(positive(), 30, '`30`', 'Login attempts per IP per 10 minutes'),
  RATE_OTP_PER_PHONE: d(positive(), 5, '`5`', 'One-time codes per phone per hour'),
  RATE_OTP_PER_IP: d(positive(), 20, '`20`', 'One-time codes per IP per hour'),
  RATE_SESSION_FAILURES: d(positive(), 60, '`60`', 'Failed session checks per IP and per user id per 10 minutes'),
  RATE_FEEDBACK_PER_IP: d(positive(), 10, '`10`', 'Anonymous feedback posts per IP per hour'),
  RATE_STATS_PER_IP: d(positive(), 60, '`60`', 'Analytics batches per IP per minute'),
  OTP_RESEND_SECONDS: d(positive(), 60, '`60`', 'Seconds between two codes to one phone'),
  OTP_PEPPER: s(
    z.string().min(16),
    'development value; **required** (32+ characters) with `NODE_ENV=production`',
    'Secret mixed into one-time-code hashes; a production server refuses to start without it',
  ),
  SMS_PROVIDER: s(z.enum(['http']), 'unset (codes printed in the log)', '`http`: send codes by POST to `SMS_HTTP_URL`'),
  SMS_HTTP_URL: s(url(), 'unset', 'Where `SMS_PROVIDER=http` posts codes'),
  SMS_HTTP_TOKEN: s(text(), 'unset', 'Bearer token of the SMS endpoint'),
  SMS_SENDER: s(text(), 'unset', 'Sender name of the SMS'),
  GRAY_FLAGS: s(json('object'), 'unset', 'Feature flags for `/api/get_gray_cfg`, JSON like `{"feedback_v2":true}`'),
  INVITE_REWARD_COIN: d(text(), 'WH', '`WH`', "The main brand's invite reward coin"),
  INVITE_REWARD_INVITER: d(z.string().regex(/^\d+(\.\d+)?$/), '10.00', '`10.00`', "The inviter's reward"),
  INVITE_REWARD_INVITEE: d(z.string().regex(/^\d+(\.\d+)?$/), '5.00', '`5.00`', "The invitee's reward"),
  INVITE_REWARD_MAX_PER_DAY: d(int(), 20, '`20`', 'Rewarded invites per inviter per day'),
  NEWBIE_DAYS: d(
    int(1, 365),
    7,
    '`7`',
    "Days after registration a new player's first-steps journey (/activity/newbie) stays open",
  ),
  NEWBIE_REWARDS_KC: d(
    z.string().regex(/^\s*\d{1,6}(\s*,\s*\d{1,6}){3}\s*$/, 'must be four whole amounts'),
    '10,20,50,30',
    '`10,20,50,30`',
    'KC for the journey steps: bind phone, first task, first recharge, first invite',
  ),
  CAPTCHA_SECRET: s(
    text(),
    'unset (reports unverified)',
    'Verifier secret of the trainee and recharge captcha reports',
  ),
  CAPTCHA_VERIFY_URL: d(
    url(),
    'https://www.google.com/recaptcha/api/siteverify',
    'Google siteverify',
    'Captcha verifier',
  ),
  CAPTCHA_MIN_SCORE: d(z.coerce.number().min(0).max(1), 0.5, '`0.5`', 'Lowest reCAPTCHA v3 score that passes'),
} satisfies Record<string, Setting>;

const OIDC = Object.fromEntries(
  ['GOOGLE', 'APPLE', 'FACEBOOK'].flatMap((p, i) =>
    (['ISSUER', 'CLIENT_ID', 'JWKS_URI', 'CLIENT_SECRET'] as const).map((part, j) => [
      `OIDC_${p}_${part}`,
      {
        ...s(
          part === 'CLIENT_ID' || part === 'CLIENT_SECRET' ? text() : url(),
          'unset (provider off)',
          'Third-party login through OpenID Connect (the browser uses the code flow with PKCE)',
        ),
        family:
          i === 0 && j === 0
            ? '`OIDC_<GOOGLE|APPLE|FACEBOOK>_ISSUER`, `_CLIENT_ID`, `_JWKS_URI`, `_CLIENT_SECRET`'
            : '',
      },
    ]),
  ),
) as Record<string, Setting>;

const TELEGRAM_AND_SOCIAL = {
  TG_BOTS: s(
    json('object'),
    'unset (Telegram login off)',
    'Telegram bots, JSON `{"bot_name":"token"}` (several allowed)',
  ),
  TG_AUTH_MAX_AGE_SECONDS: d(positive(), 3600, '`3600`', 'Oldest accepted Telegram `auth_date`'),
  TG_PUBLIC_KEY: s(
    z.string().regex(/^([0-9a-fA-F]{64}|test)$/, 'must be 64 hex characters or `test`'),
    "Telegram's production key",
    "Third-party initData signature key (`test`: the test environment's)",
  ),
  TG_APP_NAME: d(text(), 'app', '`app`', 'Mini app short name for t.me links'),
  TG_API_BASE: d(
    url(),
    'https://api.telegram.org',
    '`https://api.telegram.org`',
    'Telegram Bot API base for follow checks (`getChatMember`)',
  ),
  SOCIAL_FOLLOW_LIST: s(
    json('array'),
    'demo list with `SEED_DEMO`, else none',
    'Channels of the follow tasks, JSON array (see docs/hosts.md)',
  ),
  SOCIAL_PROVIDERS: s(
    json('object'),
    'unset (linking off)',
    'Account linking (OAuth 2 + PKCE) for x, discord, youtube, JSON (docs/hosts.md)',
  ),
  GOOGLE_DRIVE_CLIENT_ID: s(
    text(),
    'unset (Drive backup off)',
    "Google OAuth web client id: wallet backups to the player's Google Drive ([docs/money.md](docs/money.md#google-drive-backup))",
  ),
  GOOGLE_GIS_URL: d(
    url(),
    'https://accounts.google.com/gsi/client',
    "Google's",
    'Google Identity Services script (tests point it at a double)',
  ),
  GOOGLE_DRIVE_API_URL: d(
    url(),
    'https://www.googleapis.com',
    "Google's",
    'Drive REST base (tests point it at a double)',
  ),
} satisfies Record<string, Setting>;

const WALLET = {
  WALLET_ENC_KEY: s(
    z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters'),
    'fixed development key; unset in production disables key shares',
    '64 hex characters: AES-256-GCM key for wallet key shares at rest',
  ),
  WALLET_COINS: s(json('object'), 'built-in coins', 'JSON overrides of coin names and logos'),
  WALLET_QUOTE_TTL_MS: d(positive(), 60_000, '`60000`', 'How long a swap/transfer quote lives'),
  WALLET_HOLD_TTL_MS: d(positive(), 3_600_000, '`3600000`', 'How long a withdrawal hold lives'),
  DEVNET_BLOCK_MS: d(
    int(),
    2000,
    '`2000`',
    'Block interval of the built-in devnet chain; `0` stops its blocks and the deposit scan',
  ),
} satisfies Record<string, Setting>;

const OPS = {
  OPS_SESSION_IDLE_SECONDS: d(
    positive(),
    1800,
    '`1800`',
    'Operator console sessions: idle lifetime ([docs/ops.md](docs/ops.md))',
  ),
  OPS_SESSION_ABSOLUTE_SECONDS: d(positive(), 43_200, '`43200`', 'Operator console sessions: absolute lifetime'),
  OPS_REAUTH_SECONDS: d(
    positive(),
    300,
    '`300`',
    'How recent the password + TOTP check must be before money and role actions',
  ),
  OPS_LOCKOUT_ATTEMPTS: d(positive(), 5, '`5`', 'Wrong operator logins before the account locks'),
  OPS_LOCKOUT_SECONDS: d(positive(), 900, '`900`', 'How long a locked operator account stays locked'),
  OPS_FOUR_EYES_LIMIT_USD: d(
    int(),
    100,
    '`100`',
    "Manual ledger adjustments worth more need a second operator's approval",
  ),
  OPS_TOTP_ISSUER: s(text(), '`<PRODUCT_NAME> Ops`', 'Issuer shown by authenticator apps'),
  OPS_ADMIN_PASSWORD: s(
    text(),
    'unset (asked for)',
    "The first admin's password for `create-admin` when it runs unattended",
  ),
} satisfies Record<string, Setting>;

const PAYMENTS = {
  PAYMENT_SANDBOX_SECRET: s(
    text(),
    'a development value (unset in production turns the sandbox off)',
    "The sandbox's webhook signing secret",
  ),
  PAYMENT_SANDBOX_DELAY_MS: d(int(), 1500, '`1500`', "Delay before the sandbox's first webhook delivery"),
  RECHARGE_KC_PER_USDT: d(
    int(1, 1_000_000),
    1000,
    '`1000`',
    'KC per USDT for recharge rebate bonuses and KC prices of game top-ups ([docs/topup.md](docs/topup.md))',
  ),
  RECHARGE_REBATE_CLAIM_DAYS: d(
    int(0, 90),
    3,
    '`3`',
    "Days after a rebate campaign's end that reached tiers may be claimed",
  ),
  TOPUP_SANDBOX_DELAY_MS: d(int(), 1500, '`1500`', "Delay before the sandbox merchant's first delivery callback"),
  TOPUP_RETRY_MS: d(int(), 2000, '`2000`', 'How often top-ups waiting on a merchant are retried or asked about'),
  PAYMENT_QUOTE_TTL_SECONDS: d(positive(), 120, '`120`', "How long a quote's rate holds"),
  PAYMENT_ORDER_TTL_SECONDS: d(positive(), 1800, '`1800`', 'How long a recharge order waits for payment'),
  PAYMENT_RATES: s(
    json('object'),
    'demo rates',
    'JSON, market -> fiat per USDT ([docs/payments.md](docs/payments.md))',
  ),
  PAYMENT_CHANNELS: s(json('object'), 'built-in', 'JSON, channel id -> `{min, max, fee_bps, provider}` overrides'),
  PAYMENT_REVIEW_ABOVE_USD: d(
    int(),
    200,
    '`200`',
    'Withdrawals worth more go to operator review (first withdrawals always do)',
  ),
  PAYMENT_WITHDRAWALS_PER_DAY: d(positive(), 3, '`3`', 'Withdrawals per player per 24 hours'),
  PAYMENT_ACCOUNT_COOLDOWN_SECONDS: d(
    int(),
    86_400,
    '`86400`',
    'A new payout account can be withdrawn to after this long',
  ),
  PAYMENT_XENDIT_SECRET_KEY: s(text(), 'unset (Xendit off)', 'Xendit secret API key (HTTP Basic user name)'),
  PAYMENT_XENDIT_CALLBACK_TOKEN: s(
    text(),
    'unset (Xendit off)',
    "The dashboard's webhook verification token (`x-callback-token`)",
  ),
  PAYMENT_XENDIT_API_URL: d(
    url(),
    'https://api.xendit.co',
    '`https://api.xendit.co`',
    "Xendit's API, or its double for local runs",
  ),
  DEPOSIT_ADDRESS_SECRET: s(
    text(),
    'a development value (unset in production turns deposits off)',
    "Secret the players' crypto deposit addresses are derived from",
  ),
  DEPOSIT_SCAN_MS: d(positive(), 2000, '`2000`', 'How often confirmed deposits are looked for and credited'),
} satisfies Record<string, Setting>;

const TASKS = {
  TASK_NETWORK_BUILTIN_SECRET: s(
    text(),
    'a development secret; none in production',
    'HMAC key of builtin postbacks ([docs/tasks.md](docs/tasks.md))',
  ),
  AYET_API_KEY: s(
    text(),
    'a development key; none in production',
    'ayeT publisher API key (HMAC key); unset: ayeT refused',
  ),
  AYET_OFFERWALL_URL: s(url(), 'unset (ayeT takes open the double)', "The placement's offerwall URL"),
  TASK_SANDBOX: s(flag(), 'on outside production', '`true` serves the offer network double in production'),
  TASK_SANDBOX_DELAY_MS: d(int(), 1500, '`1500`', 'How late the offer network double delivers'),
  TASK_MIN_SECONDS_FACTOR: d(
    z.coerce.number().min(0),
    1,
    '`1`',
    "Scales offers' click-to-completion minimum; `0` (e2e) turns it off",
  ),
  TASK_CATALOGUE_CACHE_MS: d(int(), 30_000, '`30000`', 'How long category counts and list totals are reused'),
  CHECKIN_REWARDS_KC: s(
    z.string().regex(/^\s*\d{1,6}(\s*,\s*\d{1,6}){6}\s*$/, 'must be seven whole amounts'),
    '`10,10,20,20,30,30,70`',
    'KC for days 1-7 of the check-in cycle',
  ),
  UPLOAD_DIR: s(text(), '`<DATA_DIR>/uploads`', 'Where uploaded images are stored'),
} satisfies Record<string, Setting>;

const STORAGE = {
  STORAGE: d(
    z.enum(['disk', 's3']),
    'disk',
    '`disk`',
    'Where uploads (audit screenshots, avatars, pictures) are stored: `disk` under `UPLOAD_DIR`, or `s3`: an S3-compatible bucket (`S3_*`) ([docs/tasks.md](docs/tasks.md))',
  ),
  S3_ENDPOINT: s(
    url(),
    '`https://s3.<S3_REGION>.amazonaws.com`',
    'Origin of the S3-compatible service (MinIO, R2, Ceph ...)',
  ),
  S3_BUCKET: s(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
    'unset; **required** with `STORAGE=s3`',
    'The bucket uploads go to',
  ),
  S3_REGION: d(text(), 'us-east-1', '`us-east-1`', 'Region the requests are signed for'),
  S3_ACCESS_KEY_ID: s(text(), 'unset; **required** with `STORAGE=s3`', 'Access key id of the bucket'),
  S3_SECRET_ACCESS_KEY: s(text(), 'unset; **required** with `STORAGE=s3`', 'Its secret access key'),
  S3_FORCE_PATH_STYLE: d(
    flag(),
    'false',
    '`false`',
    '`true` addresses `<endpoint>/<bucket>/<key>` (most self-hosted servers) instead of `<bucket>.<endpoint host>/<key>`',
  ),
  S3_PREFIX: s(
    z.string().regex(/^([A-Za-z0-9._-]+\/)+$/, 'must be folder names ending in /, like `arcadia/`'),
    'none',
    'Put before every key, for a bucket shared with other data',
  ),
  S3_TIMEOUT_MS: d(positive(), 10_000, '`10000`', 'Time limit of one S3 request'),
} satisfies Record<string, Setting>;

const FORTUNE = {
  FORTUNE_BONUS_WAGER_MULTIPLIER: d(
    int(1, 100),
    10,
    '`10`',
    "Fortune's first-deposit bonus is locked until the player wagers this many times it ([docs/fortune.md](docs/fortune.md))",
  ),
} satisfies Record<string, Setting>;

const POOL = {
  POOL_SHARE_BPS: d(
    int(0, 10_000),
    2000,
    '`2000`',
    'Basis points of what the fees and house accounts earn in USDT each period that go into the prize pool ([docs/pool.md](docs/pool.md))',
  ),
  POOL_PERIOD_HOURS: d(
    int(1, 24 * 7),
    24,
    '`24`',
    'Length of a prize-pool period, aligned on UTC midnight of 1970-01-01',
  ),
  POOL_SETTLE_AFTER_SECONDS: d(int(0, 3600), 60, '`60`', 'How long after a period closes the job funds and pays it'),
  POOL_JOB_EVERY_MS: d(int(0), 30_000, '`30000`', "How often each server runs the pool's job; `0` turns it off"),
} satisfies Record<string, Setting>;

const LUCKYCODE = {
  LUCKYCODE_PERIOD_MINUTES: d(
    int(1, 43_200),
    1440,
    '`1440`',
    'How long a lucky-code draw is on sale; the next opens when one closes ([docs/luckycode.md](docs/luckycode.md))',
  ),
  LUCKYCODE_PRICE_KC: d(
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a KC amount like 5 or 2.5')
      .refine((v) => /[1-9]/.test(v), 'must be above 0'),
    '5',
    '`5`',
    'Price of one lucky-code ticket in KC',
  ),
  LUCKYCODE_CAP: d(int(1, 100_000), 2000, '`2000`', 'Most tickets one draw sells'),
  LUCKYCODE_MIN_TICKETS: d(int(1, 100_000), 20, '`20`', 'A draw closing with fewer tickets refunds every ticket'),
  LUCKYCODE_PRIZE_BPS: d(
    int(0, 10_000),
    9000,
    '`9000`',
    "The winner's share of a draw's sales in basis points; the house keeps the rest",
  ),
  LUCKYCODE_MAX_PER_BUY: d(int(1, 1000), 100, '`100`', 'Most tickets one purchase may take'),
  LUCKYCODE_JOB_MS: d(
    int(),
    10_000,
    '`10000`',
    'How often each server runs the lucky-code job (close, pay, open); `0` turns it off',
  ),
} satisfies Record<string, Setting>;

const SHARE = {
  SHARE_LEVELS: d(
    z.string().regex(/^\s*\d{1,6}:\d{1,3}(\s*,\s*\d{1,6}:\d{1,3})*\s*$/, 'must be min_active:bonus_percent pairs'),
    '0:0,3:10,10:20,30:35,100:50',
    '`0:0,3:10,10:20,30:35,100:50`',
    'Invite levels as `active invitees:bonus %` pairs, raising the inviter reward ([docs/share.md](docs/share.md))',
  ),
  SHARE_BIND_DAYS: d(int(1, 365), 7, '`7`', 'Days after registration a player may still bind an invite code'),
  SHARE_RANK_SIZE: d(int(1, 100), 20, '`20`', 'Inviters shown in the weekly invite ranking'),
  SHARE_JOB_MS: d(int(), 60_000, '`60000`', 'How often each server settles qualified invitees; `0` turns it off'),
} satisfies Record<string, Setting>;

const GIFTCODES = {
  GIFTCODE_MAX_CLAIMS: d(
    int(1, 1000),
    100,
    '`100`',
    'Most claimers one red packet may have ([docs/giftcodes.md](docs/giftcodes.md))',
  ),
  GIFTCODE_MAX_ACTIVE: d(int(1, 1000), 10, '`10`', 'Red packets a player may have claimable at once'),
  GIFTCODE_SWEEP_MS: d(
    int(0),
    60_000,
    '`60000`',
    'How often expired red packets return their rest to their creators; `0` turns the sweep off on this server',
  ),
} satisfies Record<string, Setting>;

const PARTNER = {
  PARTNER_BONUS_PERCENT: d(
    int(0, 500),
    30,
    '`30`',
    "Percent an approved partner's invite rewards carry, in place of the level bonus when larger ([docs/partner.md](docs/partner.md))",
  ),
  PARTNER_MIN_INVITEES: d(
    int(0, 10_000),
    5,
    '`5`',
    'Active invitees that make a player eligible for the partner programme',
  ),
  PARTNER_REAPPLY_DAYS: d(
    int(0, 365),
    7,
    '`7`',
    'Days after a rejected partner application before the player may apply again',
  ),
  PARTNER_APPLY_PER_DAY: d(int(1, 1000), 10, '`10`', 'Partner applications (attempts) a player may send in 24 hours'),
} satisfies Record<string, Setting>;

const ACCOUNT = {
  ACCOUNT_DELETE_COOLING_DAYS: d(
    int(1, 90),
    14,
    '`14`',
    'Days a deletion request waits (cancellable) before the account is anonymised ([docs/account.md](docs/account.md))',
  ),
  ACCOUNT_DUST_CENTS: d(
    int(0, 100_000),
    1,
    '`1`',
    'USDT cents a balance may hold and still count as dust: more refuses a deletion request',
  ),
  ACCOUNT_EXPORT_EVERY_SECONDS: d(int(0, 86_400), 3600, '`3600`', "Seconds between two exports of a player's data"),
  ACCOUNT_SWEEP_MS: d(
    int(0),
    600_000,
    '`600000`',
    'How often due deletions are carried out; `0` turns the sweep off on this server',
  ),
  PRODUCT_MAX_PENDING: d(
    int(1, 100),
    3,
    '`3`',
    "A creator's submissions waiting for review at once ([docs/creator-products.md](docs/creator-products.md))",
  ),
  PRODUCT_SUBMISSIONS_PER_DAY: d(int(1, 1000), 5, '`5`', 'Product submissions a creator may make in 24 hours'),
  PRODUCT_UPLOADS_PER_HOUR: d(int(1, 10_000), 60, '`60`', 'Product pictures a creator may upload in an hour'),
} satisfies Record<string, Setting>;

const STUDIOS = ['INHOUSE', 'PG', 'PPGAME', 'IMPERIUM', 'BRIDGE'];
const LOTTO = {
  LOTTO_PERIOD_MINUTES: d(
    int(1, 43_200),
    240,
    '`240`',
    'How long a lotto draw is on sale; the next opens when one closes ([docs/lotto.md](docs/lotto.md))',
  ),
  LOTTO_PRICE_USDT: d(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,6})?$/, 'must be a USDT amount like 0.5')
      .refine((v) => /[1-9]/.test(v), 'must be above 0'),
    '0.5',
    '`0.5`',
    'Price of one lotto line (6 numbers of 45) in USDT, the game balance',
  ),
  LOTTO_JACKPOT_BPS: d(int(0, 10_000), 4000, '`4000`', "The share of each lotto draw's sales added to the jackpot"),
  LOTTO_MAX_LINES: d(int(1, 50), 10, '`10`', 'Most lotto lines one purchase may take'),
  XOSO_MIN_STAKE_USDT: d(
    z.string().regex(/^\d{1,6}(\.\d{1,6})?$/, 'must be a USDT amount like 0.1'),
    '0.1',
    '`0.1`',
    'Smallest xoso bet in USDT',
  ),
  XOSO_MAX_STAKE_USDT: d(
    z.string().regex(/^\d{1,6}(\.\d{1,6})?$/, 'must be a USDT amount like 100'),
    '100',
    '`100`',
    'Largest xoso bet in USDT',
  ),
  XOSO_DAYS_AHEAD: d(int(0, 7), 1, '`1`', 'How many days ahead xoso draws (and their committed seeds) are made'),
  LOTTO_JOB_MS: d(
    int(),
    10_000,
    '`10000`',
    'How often each server runs the lotto and xoso scheduler tick (close, draw, pay, open); `0` turns it off',
  ),
} satisfies Record<string, Setting>;

const WIN = {
  WIN_GAMES_MARKETS: d(
    z.string().regex(/^\s*([a-z]{2}(\s*,\s*[a-z]{2})*)?\s*$/, 'must be market codes like vn,id,br'),
    'vn,id,br,th,ph,my,mx,ru,in,kz,uz',
    'every demo market',
    "Markets (the player's country code) where the main brand's win games (dice, hi-lo) are on ([docs/win.md](docs/win.md))",
  ),
  WIN_MIN_BET_SPACING_MS: d(
    int(0, 60_000),
    250,
    '`250`',
    "Shortest time between two of a player's win-game bets (auto-bet paces itself by it); `0` for none",
  ),
} satisfies Record<string, Setting>;

const SUDOKU = {
  SUDOKU_REWARDS_KC: d(
    z.string().regex(/^\s*\d{1,6}(\s*,\s*\d{1,6}){3}\s*$/, 'must be four whole amounts'),
    '5,10,20,40',
    '`5,10,20,40`',
    "KC for solving the day's easy, medium, hard and expert sudoku on its day ([docs/sudoku.md](docs/sudoku.md))",
  ),
  SUDOKU_MIN_SECONDS_PER_CELL: d(
    z.coerce.number().min(0).max(60),
    1.5,
    '`1.5`',
    'Seconds per empty cell below which a sudoku time is refused as impossible',
  ),
} satisfies Record<string, Setting>;

const INBET = {
  INBET_FEED: d(
    z.enum(['sandbox', 'binance']),
    'sandbox',
    '`sandbox`',
    "Where inbet's prices come from: the provably fair sandbox chain or Binance's spot ticker ([docs/inbet.md](docs/inbet.md))",
  ),
  INBET_BINANCE_URL: d(
    z.string().url(),
    'https://api.binance.com',
    '`https://api.binance.com`',
    "Binance's spot API base",
  ),
  INBET_SALT: s(text(), 'development value; required in production with the sandbox feed', "inbet's chain salt"),
  INBET_WINDOW_MS: d(
    int(5000, 3_600_000).refine((v) => v % 1000 === 0, 'must be whole seconds'),
    60_000,
    '`60000`',
    "inbet's round window: positions for this long, then the round runs as long again",
  ),
  INBET_CHAIN_LENGTH: d(int(10, 10_000_000), 100_000, '`100000`', 'inbet sandbox ticks (seconds) per hash chain'),
  INBET_ENGINE_MS: d(int(), 1000, '`1000`', "inbet's engine tick; `0` turns the engine off on this server"),
} satisfies Record<string, Setting>;

const PVP = {
  PVP_STAKES_USDT: d(
    z.string().regex(/^\s*[1-9]\d{0,5}(\s*,\s*[1-9]\d{0,5}){0,5}\s*$/, 'must be one to six whole USDT amounts'),
    '1,5,20',
    '`1,5,20`',
    'The PvP duel stake tiers in whole USDT ([docs/pvp.md](docs/pvp.md))',
  ),
  PVP_FEE_BP: d(int(0, 2000), 500, '`500`', "The house's share of a PvP pot, in basis points (500 = 5 %)"),
  PVP_GRACE_SECONDS: d(
    int(10, 3600),
    60,
    '`60`',
    'How long a PvP player may stay idle before the match is forfeited (or drawn when both are)',
  ),
} satisfies Record<string, Setting>;

const STAKING = {
  STAKE_COOLDOWN_HOURS: d(
    int(0, 24 * 60),
    72,
    '`72`',
    'How long unstaked coins wait before they come back to the player ([docs/staking.md](docs/staking.md))',
  ),
} satisfies Record<string, Setting>;

const MARKET = {
  MARKET_REFERENCE_FEED: d(
    z.enum(['demo', 'off']),
    'demo',
    '`demo`',
    "Where the market's reference prices of the exchanges 151 and 221 come from: `demo` is an offline deterministic feed, `off` shows none ([docs/market.md](docs/market.md))",
  ),
} satisfies Record<string, Setting>;

const BATTLE = {
  BATTLE_SEASON_DAYS: d(
    int(1, 90),
    7,
    '`7`',
    'Length of a battle season in days, aligned on Mondays 00:00 UTC ([docs/battle.md](docs/battle.md))',
  ),
  BATTLE_POINTS_PER_USDT: d(int(0, 1_000_000), 100, '`100`', 'Battle points per whole USDT staked in a settled round'),
  BATTLE_PLAY_DAILY_CAP: d(
    int(0, 100_000_000),
    20_000,
    '`20000`',
    'Most battle points a player earns from rounds a day',
  ),
  BATTLE_SUDOKU_POINTS: d(
    z.string().regex(/^\s*\d{1,6}(\s*,\s*\d{1,6}){3}\s*$/, 'must be four whole amounts'),
    '100,200,400,800',
    '`100,200,400,800`',
    "Battle points for the day's easy, medium, hard and expert sudoku solved on its day",
  ),
  BATTLE_PRIZES_KC: d(
    z
      .string()
      .regex(/^\s*\d{1,5}(-\d{1,5})?:\d{1,9}(\s*,\s*\d{1,5}(-\d{1,5})?:\d{1,9})*\s*$/, 'must be place:KC pairs'),
    '1:2000,2:1200,3:800,4-10:300,11-50:50',
    '`1:2000,2:1200,3:800,4-10:300,11-50:50`',
    "Each market's season prizes in KC by final place (`place` or `from-to`), paid from issuance",
  ),
  BATTLE_JOB_MS: d(
    int(0),
    60_000,
    '`60000`',
    'How often each server opens the current season, pays ended ones and sweeps honours; `0` turns it off',
  ),
} satisfies Record<string, Setting>;

const GAMES = {
  ...(Object.fromEntries(
    STUDIOS.flatMap((id, i) => [
      [
        `GAMES_${id}_SECRET`,
        {
          ...s(
            z.string().min(16),
            'unset (off); a development value for `INHOUSE`',
            "A studio's wallet secret (32+ characters in production)",
          ),
          family: i === 0 ? '`GAMES_<ID>_SECRET`, `GAMES_<ID>_LAUNCH_URL`' : '',
        },
      ],
      [`GAMES_${id}_LAUNCH_URL`, { ...s(z.string().min(1), '', ''), family: '' }],
    ]),
  ) as Record<string, Setting>),
  GAMES_INHOUSE_WALLET_URL: s(
    url(),
    'unset (in process)',
    'Where the in-house studio sends wallet messages ([docs/fortune-games.md](docs/fortune-games.md))',
  ),
  TURBO_SALT: s(
    text(),
    'development value; required in production with the in-house studio on',
    "The crash chain's salt",
  ),
  TURBO_BETTING_MS: d(positive(), 7000, '`7000`', "turbo's betting time"),
  TURBO_PAUSE_MS: d(positive(), 4000, '`4000`', "turbo's pause between games"),
  TURBO_CHAIN_LENGTH: d(int(10, 10_000_000), 100_000, '`100000`', 'turbo games per hash chain'),
  TURBO_TICK_MS: d(int(), 100, '`100`', "turbo's engine tick; `0` turns the engine off on this server"),
  GAMES_BET_CEILING_USDT: d(
    z.string().regex(/^\d{1,9}(\.\d{1,6})?$/, 'must be a USDT amount like 1000'),
    '1000',
    '`1000`',
    'The highest bet limit the console may set for a game, in USDT ([docs/ops.md](docs/ops.md))',
  ),
} satisfies Record<string, Setting>;

const DEPLOY = {
  NGINX_PATH: d(text(), '/usr/sbin/nginx', '`/usr/sbin/nginx`', 'The proxy `npm run scale-out` starts'),
} satisfies Record<string, Setting>;

export const SETTINGS = {
  ...SERVER,
  ...SERVICES,
  ...SESSIONS,
  ...OIDC,
  ...TELEGRAM_AND_SOCIAL,
  ...WALLET,
  ...OPS,
  ...PAYMENTS,
  ...TASKS,
  ...STORAGE,
  ...FORTUNE,
  ...GIFTCODES,
  ...PARTNER,
  ...ACCOUNT,
  ...POOL,
  ...LUCKYCODE,
  ...LOTTO,
  ...SHARE,
  ...SUDOKU,
  ...WIN,
  ...INBET,
  ...BATTLE,
  ...PVP,
  ...MARKET,
  ...STAKING,
  ...GAMES,
  ...DEPLOY,
};

type Known = typeof SERVER &
  typeof SESSIONS &
  typeof TELEGRAM_AND_SOCIAL &
  typeof WALLET &
  typeof OPS &
  typeof PAYMENTS &
  typeof TASKS &
  typeof STORAGE &
  typeof FORTUNE &
  typeof GIFTCODES &
  typeof PARTNER &
  typeof ACCOUNT &
  typeof POOL &
  typeof LUCKYCODE &
  typeof LOTTO &
  typeof SHARE &
  typeof SUDOKU &
  typeof WIN &
  typeof INBET &
  typeof BATTLE &
  typeof PVP &
  typeof MARKET &
  typeof STAKING &
  typeof GAMES &
  typeof DEPLOY;

/** The environment, parsed: each declared variable with its type (families as optional strings). */
export type Settings = { [K in keyof Known]: z.output<Known[K]['type']> } & Record<string, unknown>;

type Env = Record<string, string | undefined>;
/** Never echoed in an error: the log may be read by more people than the secret. */
const SECRET_NAME = /SECRET|KEY|TOKEN|PEPPER|PASSWORD|SALT|BOTS|_URL$/;

/** Parses every declared variable; the errors name each bad one with what it must be and what it was. */
export function parseSettings(env: Env): { settings: Settings; errors: string[] } {
  const settings: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [name, setting] of Object.entries(SETTINGS) as [string, Setting][]) {
    const raw = env[name];
    const result = setting.type.safeParse(raw === '' ? undefined : raw);
    if (result.success) settings[name] = result.data;
    else {
      const got = SECRET_NAME.test(name) ? 'a hidden value' : `"${raw}"`;
      errors.push(`${name}: ${result.error.issues.map((i) => i.message).join('; ')} (got ${got})`);
    }
  }
  if (settings.STORAGE === 's3') {
    const missing = missingS3Settings(settings).filter((name) => !env[name]);
    if (missing.length > 0) errors.push(`STORAGE=s3 needs ${missing.join(', ')} (unset)`);
  }
  return { settings: settings as Settings, errors };
}

/** The settings `STORAGE=s3` cannot go without. */
export function missingS3Settings(settings: Record<string, unknown>): string[] {
  return ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => settings[name] === undefined);
}

/** The README's configuration table (server variables), written from the schema. */
export function configTable(): string {
  const rows: [string, string, string][] = [];
  for (const [name, setting] of Object.entries(SETTINGS) as [string, Setting][]) {
    if (setting.family === '') continue;
    rows.push([setting.family ?? `\`${name}\``, setting.shown, setting.doc]);
  }
  const header: [string, string, string] = ['Variable', 'Default', 'Meaning'];
  const cells = rows.map((r) => r.map((cell) => cell.replaceAll('|', '\\|')) as [string, string, string]);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((r) => r[c]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join('\n');
}

/**
 * The same schema over process.env, for the few constants read when a module loads (before any app and its
 * config exist); everything else reads `app.config.settings`.
 */
export function processSettings(): Settings {
  return parseSettings(process.env).settings;
}
