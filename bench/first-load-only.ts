/**
 * `npm run bench:first-load`: only the first-load JS and CSS section of the report (a minute instead of fifteen),
 * measured exactly as run.ts does: the app and the empty React page built now, each route loaded in Chromium.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { measureAllFirstLoads, measureFirstLoad } from './first-load.ts';
import { APP_DIST, buildApp, buildPeer, PEER_DIST, WORK } from './lib/build.ts';
import { CHROME_FLAGS, CHROMIUM, MAIN_ROUTES } from './lib/routes.ts';
import { startAppServer } from './lib/server.ts';
import { serveStatic } from './lib/static-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3311);
// WEB_DIST: measure a build made elsewhere (`vite build --outDir <dir>`) instead of building into bench/.work.
const webDist = process.env.WEB_DIST ?? APP_DIST;
if (!process.env.WEB_DIST) buildApp();
buildPeer();
// ROUTES: only these route ids (comma-separated), for trying changes.
const routes = process.env.ROUTES
  ? MAIN_ROUTES.filter((r) => process.env.ROUTES?.split(',').includes(r.id))
  : MAIN_ROUTES;
const server = await startAppServer({ port, webDist, logFile: join(WORK, 'server-first-load.log') });
const peer = await serveStatic(PEER_DIST, port + 1);
try {
  const { peer: empty, app } = await measureAllFirstLoads(server.url, `http://127.0.0.1:${port + 1}`, routes);
  const budget = empty.jsKb * 1.5;
  console.log(`empty React page: ${empty.jsKb.toFixed(1)} KB JS gz; budget ${budget.toFixed(1)} KB`);
  for (const route of process.env.FILES?.split(',') ?? []) {
    console.log(route);
    for (const f of app.find((r) => r.route === route)?.files ?? []) console.log(' ', JSON.stringify(f));
  }
  for (const r of app) {
    const verdict = r.jsKb <= budget ? 'ok' : 'MISS';
    console.log(
      `${r.route.padEnd(14)} JS ${r.jsKb.toFixed(1)} KB (${(r.jsKb / empty.jsKb).toFixed(2)}x) CSS ${r.cssKb.toFixed(1)} KB i18n ${r.i18nKb.toFixed(1)} KB ${verdict}`,
    );
  }
  // The operator console is its own build (ADR 013): its login page's first load, and proof that no player route
  // loads any of its files.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const consoleLoad = await measureFirstLoad(browser, 'console', `${server.url}/ops`).finally(() => browser.close());
  const leaked = app.flatMap((r) =>
    r.files.filter((f) => f.url.startsWith('/ops/')).map((f) => `${r.route}: ${f.url}`),
  );
  console.log(
    `console /ops  JS ${consoleLoad.jsKb.toFixed(1)} KB CSS ${consoleLoad.cssKb.toFixed(1)} KB (separate build); console files in player routes: ${leaked.length === 0 ? 'none' : leaked.join(', ')}`,
  );
} finally {
  peer.close();
  await server.stop();
}
