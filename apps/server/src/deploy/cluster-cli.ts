import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.ts';

/**
 * `npm run scale-out`: N server processes (default 2) behind nginx on http://127.0.0.1:8080, on the Postgres of
 * DATABASE_URL and the Redis of REDIS_URL (defaults: the local ones). Ctrl-C stops everything.
 */
const { values } = parseArgs({
  options: { processes: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
});
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const cluster = await startCluster({
  processes: Number(values.processes),
  port: Number(values.port),
  databaseUrl,
  redisUrl,
  webDist: resolve(new URL('../../../web/dist', import.meta.url).pathname),
  env: {
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    // Production mode needs these secrets; a local look gets fresh ones unless given.
    WALLET_ENC_KEY: process.env.WALLET_ENC_KEY ?? randomBytes(32).toString('hex'),
    OTP_PEPPER: process.env.OTP_PEPPER ?? randomBytes(32).toString('hex'),
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  },
});
console.log(
  `${cluster.serverPorts.length} servers (${cluster.serverPorts.join(', ')}) behind nginx at ${cluster.origin}`,
);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
