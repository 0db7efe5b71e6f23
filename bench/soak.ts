// `npm run soak`: 10 minutes (SOAK_MINUTES) of mixed traffic against the production server on Postgres, in
// one-minute windows: errors (target zero), latency drift and memory growth. Writes bench/SOAK.md and soak.json.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type RequestSpec } from 'autocannon';
import { pickCalls, targetOf } from './api-load.ts';
import { APP_DIST, buildApp, WORK } from './lib/build.ts';
import { commonHeaders } from './lib/headers.ts';
import { ROOT, rssMb } from './lib/proc.ts';
import { DEMO } from './lib/routes.ts';
import { startAppServer } from './lib/server.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 200);
const port = Number(process.env.SOAK_PORT ?? 3311);

interface Window {
  minute: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  rssMb: number;
}

function mixedRequests(): { specs: RequestSpec[]; names: string[] } {
  const specs: RequestSpec[] = [
    { method: 'GET', path: '/vi-VN/wallet' },
    { method: 'GET', path: '/healthz' },
    {
      method: 'GET',
      path: '/svc/user/user/public_cheak?user_id=100002',
      setupRequest: (r) => ({ ...r, headers: commonHeaders() }),
    },
  ];
  const names = ['HTML page', 'health', 'public_cheak'];
  for (const { name, call } of pickCalls()) {
    const target = call && targetOf(name, call);
    if (!target) continue;
    names.push(name);
    specs.push({
      method: target.method,
      path: target.path,
      ...(target.body ? { body: target.body } : {}),
      setupRequest: (r) => ({ ...r, headers: { 'content-type': 'application/json', ...commonHeaders(DEMO) } }),
    });
  }
  return { specs, names };
}

if (!existsSync(join(APP_DIST, 'index.html'))) buildApp();
const server = await startAppServer({ port, webDist: APP_DIST, logFile: join(WORK, 'soak-server.log') });
const windows: Window[] = [];
const { specs, names } = mixedRequests();
const idleMb = rssMb(server.proc.pid);
try {
  for (let minute = 1; minute <= minutes; minute++) {
    const r = await autocannon({
      url: server.url,
      connections: 8,
      duration: 60,
      overallRate: rate,
      timeout: 10,
      requests: specs,
    });
    const w: Window = {
      minute,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      rssMb: rssMb(server.proc.pid),
    };
    windows.push(w);
    console.log(
      `[soak] minute ${minute}: ${w.rps} req/s, p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms, ${w.non2xx} non-2xx, ${w.errors} errors, RSS ${w.rssMb} MB`,
    );
  }
} finally {
  await server.stop();
}

const first = windows[0];
const last = windows.at(-1);
const errors = windows.reduce((a, w) => a + w.errors + w.non2xx, 0);
const summary = {
  when: new Date().toISOString(),
  minutes,
  paceRps: rate,
  mix: names,
  idleRssMb: idleMb,
  errors,
  p99DriftRatio: first && last ? Math.round((last.p99Ms / Math.max(first.p99Ms, 1)) * 100) / 100 : null,
  rssGrowthMb: first && last ? Math.round((last.rssMb - first.rssMb) * 10) / 10 : null,
  windows,
};
writeFileSync(join(ROOT, 'bench/soak.json'), `${JSON.stringify(summary, null, 2)}\n`);
const md = [
  '# Soak report',
  '',
  `${minutes} minutes of mixed traffic (${names.join(', ')}) paced at ${rate} req/s, 8 connections, against the production server on a fresh Postgres database. Written by \`npm run soak\` on ${summary.when}.`,
  '',
  `- Errors and non-2xx answers: **${errors}** (target zero) — ${errors === 0 ? 'pass' : '**MISS**'}`,
  `- Latency drift, p99 of the last minute over the first: **${summary.p99DriftRatio}x**`,
  `- Memory growth from the first minute to the last: **${summary.rssGrowthMb} MB** (idle before the soak: ${idleMb} MB)`,
  '',
  '| minute | requests | req/s | p50 ms | p99 ms | non-2xx | errors | RSS MB |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...windows.map(
    (w) =>
      `| ${w.minute} | ${w.requests} | ${w.rps} | ${w.p50Ms} | ${w.p99Ms} | ${w.non2xx} | ${w.errors} | ${w.rssMb} |`,
  ),
  '',
].join('\n');
writeFileSync(join(ROOT, 'bench/SOAK.md'), md);
console.log(
  `[soak] done: bench/SOAK.md (errors ${errors}, drift ${summary.p99DriftRatio}x, growth ${summary.rssGrowthMb} MB)`,
);
if (errors > 0) process.exitCode = 1;
