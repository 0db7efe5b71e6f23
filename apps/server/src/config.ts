import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveServiceMap } from '@arcadia/contract';
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
}

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** The warning a production server logs when it seeds the demo players anyway (their keys are public). */
export function demoDataWarning(config: Pick<Config, 'env' | 'seedDemo'>): string | undefined {
  if (config.env !== 'production' || !config.seedDemo) return undefined;
  return 'SEED_DEMO=true in production: demo players with PUBLISHED secret keys exist on this server. Never do this with real players.';
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

/** Strict-Transport-Security max-age for deployments that terminate TLS in the app (HSTS_MAX_AGE, off when 0). */
function hstsOf(env: Env): number {
  return int(env, 'HSTS_MAX_AGE', 0);
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  if (nodeEnv === 'production') requireProductionSecrets(env);
  const port = int(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    env: nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    dataDir: resolve(env.DATA_DIR ?? resolve(here, '../../../data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dbQueryDeadlineMs: int(env, 'DB_QUERY_DEADLINE_MS', DEFAULT_QUERY_DEADLINE_MS),
    webDist: env.WEB_DIST ?? resolve(here, '../../web/dist'),
    // Demo players have published keys: in production they exist only when asked for (SEED_DEMO=true).
    seedDemo: nodeEnv === 'production' ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    bodyLimit: int(env, 'BODY_LIMIT', 1_048_576),
    tsWindowSeconds: int(env, 'TS_WINDOW_SECONDS', 300),
    productName: env.PRODUCT_NAME ?? 'Arcadia',
    subBrandName: env.SUBBRAND_NAME ?? 'Fortune',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    services: resolveServiceMap(env),
    googleDrive: googleDriveFromEnv(env),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    hstsMaxAge: hstsOf(env),
    ...overrides,
  };
}
