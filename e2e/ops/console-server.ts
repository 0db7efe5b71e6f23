import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { serverEnv } from '../server-env.ts';

const root = resolve(import.meta.dirname, '../..');

export const FIRST_ADMIN = { email: 'first.admin@arcadia.test', password: 'e2e-admin-password-0001' };

export interface ConsoleServer {
  url: string;
  adminSecret: string;
  stop: () => Promise<void>;
}

/**
 * A server of its own for the console spec, set up the way a real one is: the first admin is created by the CLI
 * (`npm run ops:create-admin`) on the server's database before the server starts, never by a default password.
 */
export async function startConsoleServer(port: number): Promise<ConsoleServer> {
  const env = { ...process.env, ...serverEnv(process.env.WEB_DIST ?? join(root, 'apps/web/dist'), port) };
  const cli = spawnSync(
    process.execPath,
    ['apps/server/src/services/ops/create-admin-cli.ts', '--email', FIRST_ADMIN.email],
    { cwd: root, env: { ...env, OPS_ADMIN_PASSWORD: FIRST_ADMIN.password }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`create-admin failed: ${cli.stderr}`);
  const created = JSON.parse(cli.stdout) as { totp_secret: string };

  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  // A fresh PGlite with the whole demo seed: 179 s measured at load 7-10 on the 2-core machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the console server exited with ${server.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the console server did not start in 240 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    adminSecret: created.totp_secret,
    stop: () =>
      new Promise((done) => {
        if (server.exitCode !== null) return done();
        server.once('exit', () => done());
        server.kill('SIGTERM');
      }),
  };
}
