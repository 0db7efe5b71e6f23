import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  output(): string;
}

/** The real server (`node src/main.ts`, production mode) on a given database, for tests that kill it. */
export async function startServer(databaseUrl: string, port: number, encKey: string): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      OTP_PEPPER: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      WALLET_ENC_KEY: encKey,
      RATE_USER_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const up = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, child, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export function newEncKey(): string {
  return randomBytes(32).toString('hex');
}

export async function kill(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}
