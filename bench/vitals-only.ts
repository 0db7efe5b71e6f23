/**
 * `npm run vitals -w bench`: only the Lighthouse and INP sections of the report, for some routes, beside the empty
 * React page, measured exactly as run.ts does. `ROUTES=home,pool` (default: every main route), `RUNS=3`,
 * `WEB_DIST=<dir>` to measure a build made elsewhere. Timing figures: run it on an idle machine (load under 1).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measureInp } from './inp.ts';
import { APP_DIST, buildApp, buildPeer, PEER_DIST, WORK } from './lib/build.ts';
import { MAIN_ROUTES, routeUrl } from './lib/routes.ts';
import { startAppServer } from './lib/server.ts';
import { serveStatic } from './lib/static-server.ts';
import { runLighthouse } from './lighthouse.ts';

const port = Number(process.env.BENCH_PORT ?? 3321);
const runs = Number(process.env.RUNS ?? 3);
const webDist = process.env.WEB_DIST ?? APP_DIST;
if (!process.env.WEB_DIST) buildApp();
buildPeer();
const wanted = process.env.ROUTES?.split(',').filter(Boolean);
const routes = wanted ? MAIN_ROUTES.filter((r) => wanted.includes(r.id)) : MAIN_ROUTES;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const server = await startAppServer({ port, webDist, logFile: join(WORK, 'server-vitals.log') });
const peer = await serveStatic(PEER_DIST, port + 1);
try {
  const pages = [
    { name: 'empty-react', url: `http://127.0.0.1:${port + 1}/`, selector: 'button' },
    ...routes.map((r) => ({ name: r.id, url: routeUrl(server.url, r), selector: r.tapSelector })),
  ];
  console.log(`load average at the start: ${load()}`);
  const lighthouse = await runLighthouse(pages, runs, 60_000 * pages.length * runs);
  const inp = await measureInp(pages, runs, 20_000 * pages.length * runs);
  const empty = lighthouse.find((l) => l.route === 'empty-react');
  console.log(`load average at the end: ${load()}`);
  console.log('route                score  LCP ms (x empty)  TBT ms  CLS    INP ms');
  for (const l of lighthouse) {
    const i = inp.find((x) => x.route === l.route);
    const lcpRatio = empty ? (l.lcpMs / empty.lcpMs).toFixed(2) : '?';
    console.log(
      `${l.route.padEnd(20)} ${l.score.toFixed(2)}   ${String(l.lcpMs).padStart(6)} (${lcpRatio})   ${String(l.tbtMs).padStart(5)}  ${l.cls.toFixed(3)}  ${i?.inpMs ?? '-'}${l.errors.length ? `  errors: ${l.errors.join('; ')}` : ''}`,
    );
  }
} finally {
  peer.close();
  await server.stop();
}
