import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveServiceMap } from '@arcadia/contract';
import { parseSettings, type Settings } from './config-schema.ts';
import { DEFAULT_QUERY_DEADLINE_MS } from './db/client.ts';
import { type GoogleDriveConfig, googleDriveFromEnv } from './lib/google-drive-config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export interface Config {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  /** PGlite folder, used when databaseUrl is unset; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** DB_QUERY_DEADLINE_MS: a query unanswered this long counts as a lost connection (503); Postgres only. */
  dbQueryDeadlineMs: number;
  /** Built web app to serve; empty disables static serving. */
  webDist: string;
  seedDemo: boolean;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  /** Allowed clock skew for the TS header, seconds. */
  tsWindowSeconds: number;
  productName: string;
  subBrandName: string;
  publicOrigin: string;
  services: ReturnType<typeof resolveServiceMap>;
  /** Google Drive backup of wallet shares; undefined when GOOGLE_DRIVE_CLIENT_ID is unset. */
  googleDrive: GoogleDriveConfig | undefined;
  /**
   * Which proxies' X-Forwarded-For the server believes (TRUST_PROXY): unset trusts none, so a client cannot choose
   * the address its per-IP limits count under; a hop count (`1`) or addresses/CIDRs (`127.0.0.1,10.0.0.0/8`).
   */
  trustProxy: false | number | string[];
  /** Seconds of Strict-Transport-Security to send (HSTS_MAX_AGE); 0 sends none (TLS ends at a proxy). */
  hstsMaxAge: number;
  /** Every variable of config-schema.ts, parsed and typed: read settings here, never from process.env. */
  settings: Settings;
}

type Env = Record<string, string | undefined>;

/** The warning a production server logs when it seeds the demo players anyway (their keys are public). */
export function demoDataWarning(config: Pick<Config, 'env' | 'seedDemo'>): string | undefined {
  if (config.env !== 'production' || !config.seedDemo) return undefined;
  return 'SEED_DEMO=true in production: demo players with PUBLISHED secret keys exist on this server. Never do this with real players.';
}

/** The warning a server logs when its test clock can be moved from outside (TEST_CLOCK=true). */
export function testClockWarning(config: Pick<Config, 'settings'>): string | undefined {
  if (config.settings.TEST_CLOCK !== 'true') return undefined;
  return 'TEST_CLOCK=true: anyone who reaches this server can move rentals, maturities and rounds forward. Tests only.';
}

function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false;
  if (/^\d{1,2}$/.test(raw.trim())) return Number(raw.trim());
  const parts = raw.split(',').map((p) => p.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+)(\/\d{1,3})?$/;
  if (parts.every((p) => address.test(p))) return parts;
  throw new Error(`TRUST_PROXY must be a hop count or a list of proxy addresses/CIDRs, got "${raw}"`);
}

/**
 * Secrets a production server must be given: without OTP_PEPPER the one-time codes would be hashed with the
 * development value, published in this repository, so a copied table could be brute-forced.
 */
function requireProductionSecrets(env: Env) {
  const pepper = env.OTP_PEPPER ?? '';
  if (pepper.length < 32) throw new Error('OTP_PEPPER must be set in production (32 or more random characters)');
}

/**
 * The server's configuration, parsed once at start from config-schema.ts: a bad variable stops the start with an
 * error naming every bad one.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const { settings, errors } = parseSettings(env);
  if (errors.length > 0) throw new Error(`Bad configuration:\n  - ${errors.join('\n  - ')}`);
  const nodeEnv = settings.NODE_ENV ?? 'development';
  if (nodeEnv === 'production') requireProductionSecrets(env);
  const port = settings.PORT;
  return {
    port,
    host: settings.HOST,
    env: nodeEnv,
    logLevel: settings.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    dataDir: resolve(settings.DATA_DIR ?? resolve(here, '../../../data')),
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    dbQueryDeadlineMs: settings.DB_QUERY_DEADLINE_MS ?? DEFAULT_QUERY_DEADLINE_MS,
    // Set but empty serves the API only; a relative path is taken from the working directory.
    webDist: env.WEB_DIST === '' ? '' : resolve(env.WEB_DIST ?? resolve(here, '../../web/dist')),
    // Demo players have published keys: in production they exist only when asked for (SEED_DEMO=true).
    seedDemo: nodeEnv === 'production' ? settings.SEED_DEMO === 'true' : settings.SEED_DEMO !== 'false',
    bodyLimit: settings.BODY_LIMIT,
    tsWindowSeconds: settings.TS_WINDOW_SECONDS,
    productName: settings.PRODUCT_NAME,
    subBrandName: settings.SUBBRAND_NAME,
    publicOrigin: settings.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    services: resolveServiceMap(env),
    googleDrive: googleDriveFromEnv(env),
    trustProxy: trustProxyOf(settings.TRUST_PROXY),
    hstsMaxAge: settings.HSTS_MAX_AGE,
    settings,
    ...overrides,
  };
}
