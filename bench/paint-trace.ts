/**
 * When each main route paints, and what it asked for before: FCP, every LCP candidate and (with `NET=1`) every
 * request sent before the final LCP, from a Chromium trace of a cold load beside the empty React page. Not a budget
 * (Lighthouse's LCP is); a tool to see what a change to the first paint buys, which Lighthouse's simulation blurs.
 * `ROUTES=home,wallet npm run paint-trace` (default: every main route), `CPU=4` (the default) slows the CPU as
 * Lighthouse's mobile profile does, `WEB_DIST=<dir>` measures a build made elsewhere. The network is loopback.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildPeer, PEER_DIST } from './lib/build.ts';
import { CHROME_FLAGS, CHROMIUM, MAIN_ROUTES, routeUrl } from './lib/routes.ts';
import { startAppServer } from './lib/server.ts';
import { serveStatic } from './lib/static-server.ts';

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const root = join(import.meta.dirname, '..');
const only = process.env.ROUTES?.split(',').filter(Boolean);
const routes = MAIN_ROUTES.filter((r) => !only || only.includes(r.id));
const cpu = Number(process.env.CPU ?? 4);
const port = Number(process.env.PORT ?? 3360);
const ms = (from: number, to: number) => Math.round((to - from) / 1000);

buildPeer();
const server = await startAppServer({
  port,
  webDist: process.env.WEB_DIST ?? join(root, 'apps/web/dist'),
  logFile: join(tmpdir(), 'arcadia-paint-trace.log'),
});
const peer = await serveStatic(PEER_DIST, port + 1);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const tracePath = join(tmpdir(), `arcadia-paint-trace-${process.pid}.json`);
try {
  const pages = [
    { id: 'empty-react', url: `http://127.0.0.1:${port + 1}/` },
    ...routes.map((r) => ({ id: r.id, url: routeUrl(server.url, r) })),
  ];
  for (const { id, url } of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'loading', 'blink.user_timing'],
    });
    await page.goto(url);
    // LCP candidates stop at the first input or scroll; none comes here, so wait for the page to settle.
    await page.waitForLoadState('networkidle');
    await browser.stopTracing();
    await context.close();
    const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const start = events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith('http'),
    )?.ts;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
    const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => e.ts);
    const lcp = candidates.at(-1);
    if (start === undefined || fcp === undefined || lcp === undefined) {
      console.log(`${id.padEnd(18)} no paint recorded`);
      continue;
    }
    console.log(
      `${id.padEnd(18)} FCP ${ms(start, fcp)} ms  LCP ${ms(start, lcp)} ms  (candidates ${candidates.map((c) => ms(start, c)).join(', ')})`,
    );
    if (!process.env.NET) continue;
    for (const e of events.filter((e) => e.name === 'ResourceSendRequest' && e.ts < lcp))
      console.log(
        `  ${String(ms(start, e.ts)).padStart(6)} ms  ${String(e.args?.data?.url).replace(/^https?:\/\/[^/]+/, '')}`,
      );
  }
} finally {
  rmSync(tracePath, { force: true });
  await browser.close();
  peer.close();
  await server.stop();
}
