import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment of an e2e server: the production server on a fresh PGlite folder with the test doubles' settings.
 * playwright.config.ts starts two with it; ops/console.spec.ts starts its own (its first admin comes from the CLI).
 * Reads the SMS sink and Google double addresses that playwright.config.ts sets before it calls this.
 */
export const serverEnv = (webDist: string, serverPort: number) => ({
  PORT: String(serverPort),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'arcadia-e2e-')),
  NODE_ENV: 'production',
  // The specs log in as the demo players: seeded on purpose (the server warns about it in production).
  SEED_DEMO: 'true',
  OTP_PEPPER: 'e2e-otp-pepper-0123456789abcdef0123456789',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  WEB_DIST: webDist,
  WALLET_ENC_KEY: process.env.WALLET_ENC_KEY ?? 'e2e0'.repeat(16),
  // Google Drive backup against the Google double that global-setup.ts runs (never Google's hosts).
  GOOGLE_DRIVE_CLIENT_ID: 'arcadia-e2e.apps.googleusercontent.com',
  GOOGLE_GIS_URL: `${process.env.GOOGLE_DOUBLE_URL}/gsi/client`,
  GOOGLE_DRIVE_API_URL: process.env.GOOGLE_DOUBLE_URL as string,
  TG_BOTS: process.env.TG_BOTS as string,
  // Third-party login ("Continue with Google") against the OpenID Connect provider global-setup.ts runs.
  OIDC_GOOGLE_ISSUER: process.env.OIDC_PROVIDER_URL as string,
  OIDC_GOOGLE_CLIENT_ID: 'arcadia-web',
  // Linking a YouTube account for follow tasks, against the same provider (its OAuth 2 endpoints and userinfo).
  SOCIAL_PROVIDERS: JSON.stringify({
    youtube: {
      client_id: 'arcadia-web',
      authorize_url: `${process.env.OIDC_PROVIDER_URL}/auth`,
      scope: 'openid email',
      token_url: `${process.env.OIDC_PROVIDER_URL}/token`,
      userinfo_url: `${process.env.OIDC_PROVIDER_URL}/me`,
      id_field: 'sub',
      name_field: 'email',
    },
  }),
  SMS_PROVIDER: process.env.SMS_PROVIDER as string,
  SMS_HTTP_URL: process.env.SMS_HTTP_URL as string,
  // The sink also answers as the Telegram Bot API (social/bot-api-double.ts) for follow checks.
  TG_API_BASE: new URL(process.env.SMS_HTTP_URL as string).origin,
  // Every spec logs in from 127.0.0.1 with the same demo players: per-IP and per-user limits sized for that.
  // The limits themselves are tested in apps/server/test/session/rate-limit.test.ts.
  RATE_LOGIN_PER_IP: '2000',
  RATE_OTP_PER_IP: '2000',
  RATE_USER_PER_MINUTE: '5000',
  RATE_SESSION_FAILURES: '5000',
  RATE_FEEDBACK_PER_IP: '2000',
  RATE_STATS_PER_IP: '5000',
  // A second code to the same phone (login, then password reset) within one test: the specs send again until the
  // server accepts (60 s in the product). 3 s leaves login.spec time to read the countdown on a busy machine.
  OTP_RESEND_SECONDS: '3',
  // The payment sandbox (its secret is required in production) with short webhook delays.
  PAYMENT_SANDBOX_SECRET: 'whsec_arcadia_e2e_sandbox',
  PAYMENT_SANDBOX_DELAY_MS: '200',
  // Crypto deposit addresses are derived from this secret (required in production).
  DEPOSIT_ADDRESS_SECRET: 'e2e-deposit-address-secret-0123456789',
  TASK_SANDBOX_DELAY_MS: '200',
  TASK_SANDBOX: 'true',
  // A sudoku solved faster than a person could is refused (1.5 s per empty cell); the e2e player types at machine speed.
  SUDOKU_MIN_SECONDS_PER_CELL: '0',
  // Offers need minutes between take and completion; the e2e player is faster.
  TASK_MIN_SECONDS_FACTOR: '0',
  TASK_NETWORK_BUILTIN_SECRET: 'tnw_arcadia_e2e_builtin',
  AYET_API_KEY: 'ayet_arcadia_e2e_key',
  // Payout accounts usable at once here (24 hours in the product; tested in apps/server/test/payment).
  PAYMENT_ACCOUNT_COOLDOWN_SECONDS: '0',
  // The first-deposit bonus unlocks after wagering it once (10 times in the product): a few spins in the e2e walk.
  FORTUNE_BONUS_WAGER_MULTIPLIER: '1',
  // Fortune's in-house studio (retiger, turbo): its wallet secret and the crash chain's salt are required in production.
  GAMES_INHOUSE_SECRET: 'e2e-inhouse-studio-secret-0123456789abcdef',
  TURBO_SALT: 'e2e-turbo-salt-0000000000000000000000000000',
  // A crashed turbo round stays on screen 8 s before the next one opens (4 s in the product): fortune/games.spec.ts
  // reads both players' results and opens the round's verifier from it, on machines busy with other work.
  TURBO_PAUSE_MS: '8000',
  // inbet (BitGame): its sandbox chain's salt is required in production; 8 s rounds, so games/inbet.spec.ts sees a
  // position settle within half a minute (60 s in the product).
  INBET_SALT: 'e2e-inbet-salt-000000000000000000000000000000',
  INBET_WINDOW_MS: '8000',
  // Rentals, maturities and rounds end when a spec moves its area's clock (advanceTestClock in support.ts).
  TEST_CLOCK: 'true',
});
