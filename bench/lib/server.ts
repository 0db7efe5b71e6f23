import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTempDb, type TempDb } from './pg.ts';
import { NODE, type Proc, startProcess, waitForHttp } from './proc.ts';

export interface AppServer {
  url: string;
  port: number;
  proc: Proc;
  db: TempDb;
  stop(): Promise<void>;
}

/** The production server (`node apps/server/src/main.ts`) on a fresh Postgres database, serving `webDist`. */
export async function startAppServer(options: { port: number; webDist: string; logFile: string }): Promise<AppServer> {
  const db = await createTempDb('arcadia_bench');
  const proc = startProcess(
    NODE,
    ['apps/server/src/main.ts'],
    {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      OTP_PEPPER: randomBytes(32).toString('hex'),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      WEB_DIST: options.webDist,
      DATA_DIR: join(tmpdir(), 'arcadia-bench-pglite-unused'),
      REDIS_URL: '',
      WALLET_ENC_KEY: randomBytes(32).toString('hex'),
      // Production turns the in-house studio (retiger, turbo) off without its secrets: /fortune/play would only
      // measure the "game not found" screen (and inbet needs its salt with it).
      GAMES_INHOUSE_SECRET: randomBytes(32).toString('hex'),
      TURBO_SALT: randomBytes(32).toString('hex'),
      INBET_SALT: randomBytes(32).toString('hex'),
      // The load test drives one demo player far past the per-user limit (300/min); the limiter still counts.
      RATE_USER_PER_MINUTE: '1000000000',
      RATE_STATS_PER_IP: '1000000000',
      RATE_SESSION_FAILURES: '1000000000',
      RATE_LOGIN_PER_IP: '1000000000',
    },
    options.logFile,
  );
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHttp(`${url}/healthz`, 90_000);
  } catch (error) {
    await proc.stop('SIGKILL');
    await db.drop();
    throw error;
  }
  return {
    url,
    port: options.port,
    proc,
    db,
    async stop() {
      await proc.stop();
      await db.drop();
    },
  };
}
