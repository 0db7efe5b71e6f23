// `npm run bench`: every figure of issue 7, measured side by side in one run, written to REPORT.md and report.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runApiLoad } from './api-load.ts';
import { measureAllFirstLoads, totalChunks } from './first-load.ts';
import { runFortuneOdds } from './fortune-odds.ts';
import { measureInp } from './inp.ts';
import { runLedger, runPgbench } from './ledger-bench.ts';
import { APP_DIST, buildApp, buildPeer, PEER_DIST, WORK } from './lib/build.ts';
import { ROOT, rssMb, run } from './lib/proc.ts';
import { MAIN_ROUTES, routeUrl } from './lib/routes.ts';
import { startAppServer } from './lib/server.ts';
import { serveStatic } from './lib/static-server.ts';
import { runLighthouse } from './lighthouse.ts';
import { type Report, renderReport } from './report.ts';

const APP_PORT = Number(process.env.BENCH_PORT ?? 3301);
const PEER_PORT = APP_PORT + 1;
const HELLO_PORT = APP_PORT + 2;
const quick = process.env.BENCH_QUICK === '1';
const started = Date.now();
const log = (msg: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

mkdirSync(WORK, { recursive: true });
const report: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
    node: process.version,
    chromium: run('/usr/bin/chromium', ['--version']).trim(),
    postgres: run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-tAc', 'show server_version']).trim(),
    commit: run('git', ['rev-parse', '--short', 'HEAD']).trim(),
  },
};

log('building the app and the empty React page');
report.build = { appMs: buildApp(), peer: buildPeer() };
report.chunks = totalChunks(APP_DIST);

const server = await startAppServer({ port: APP_PORT, webDist: APP_DIST, logFile: join(WORK, 'server.log') });
const peer = await serveStatic(PEER_DIST, PEER_PORT);
const peerOrigin = `http://127.0.0.1:${PEER_PORT}`;
try {
  await sleep(2000);
  const memory: Record<string, number | null> = { idleMb: rssMb(server.proc.pid) };

  log('first-load JS and CSS');
  report.firstLoad = await measureAllFirstLoads(server.url, peerOrigin, MAIN_ROUTES);

  const pages = [
    { name: 'empty-react', url: `${peerOrigin}/`, selector: 'button' },
    ...MAIN_ROUTES.map((r) => ({ name: r.id, url: routeUrl(server.url, r), selector: r.tapSelector })),
  ];
  log('Lighthouse mobile, 3 runs per page');
  report.lighthouse = await runLighthouse(pages, quick ? 1 : 3);

  log('INP at 4x CPU throttling');
  report.inp = await measureInp(pages, quick ? 1 : 3);

  memory.afterBrowserMb = rssMb(server.proc.pid);
  log('API under load');
  report.api = await runApiLoad(server.url, server.proc.pid, HELLO_PORT, WORK, quick ? 3 : 8);
  memory.afterLoadMb = rssMb(server.proc.pid);
  report.memory = memory;
} finally {
  peer.close();
  await server.stop();
}

log('ledger: the ledger benchmark, then pgbench TPC-B');
report.ledger = await runLedger();
report.pgbench = await runPgbench(quick ? 5 : 20);

log('fortune odds: exact expected values against 1,000,000 simulated draws per game');
report.fortuneOdds = runFortuneOdds();

report.durationS = Math.round((Date.now() - started) / 1000);
(report.machine as Record<string, string>).loadAverageAtEnd = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
writeFileSync(join(ROOT, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/REPORT.md'), renderReport(report as unknown as Report));
log(`done in ${report.durationS} s: bench/REPORT.md, bench/report.json`);
