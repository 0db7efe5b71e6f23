import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processSettings } from '../config-schema.ts';

/**
 * A scale-out deployment on one machine: N server processes on one Postgres and one Redis, behind nginx (Debian's
 * nginx-light) as the reverse proxy. `npm run scale-out` starts it for a look; test/scale/scale-out.test.ts runs the
 * money races, the replay guard, the rate limits and logins through it. Production uses the distribution's nginx
 * service with the same upstream block (docs/scale-out.md).
 */
export interface ClusterOptions {
  processes: number;
  /** The proxy's port; the servers take the ports after it. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Built web app to serve ('' serves the API only). */
  webDist?: string;
  /** Extra environment for every server process. */
  env?: Record<string, string>;
}

export interface Cluster {
  origin: string;
  serverPorts: number[];
  stop(): Promise<void>;
  logs(): string;
}

const MAIN = new URL('../main.ts', import.meta.url).pathname;
export const NGINX = processSettings().NGINX_PATH;

function nginxConfig(dir: string, port: number, serverPorts: number[]): string {
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${asRoot}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream arcadia {
${serverPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://arcadia;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, what: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${output()}`);
    const up = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start:\n${output()}`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'arcadia-cluster-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const serverPorts = Array.from({ length: options.processes }, (_, i) => options.port + 1 + i);
  let log = '';
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and seeds, the others find it done.
    for (const port of serverPorts) {
      const child = spawn(process.execPath, [MAIN], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          WEB_DIST: options.webDist ?? '',
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      child.stdout?.on('data', (c) => (log += `[${port}] ${c}`));
      child.stderr?.on('data', (c) => (log += `[${port}] ${c}`));
      await waitFor(`http://127.0.0.1:${port}/readyz`, child, () => log, `server on ${port}`);
    }
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(dir, options.port, serverPorts));
    const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
    const proxy = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(proxy);
    proxy.stderr?.on('data', (c) => (log += `[nginx] ${c}`));
    const origin = `http://127.0.0.1:${options.port}`;
    await waitFor(`${origin}/healthz`, proxy, () => log, 'nginx');
    return { origin, serverPorts, stop, logs: () => log };
  } catch (error) {
    await stop();
    throw error;
  }
}
