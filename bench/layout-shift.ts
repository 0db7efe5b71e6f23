/**
 * Which element moves, and how far, while a main route loads: the Layout Instability entries of each route with
 * their sources (element, rectangle before and after), so a CLS figure from Lighthouse can be traced to its cause.
 * Not a budget (Lighthouse's CLS is); a tool. `ROUTES=home,pool npm run layout-shift` (default: every main route),
 * `CPU=4` slows the CPU as Lighthouse's mobile profile does.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM, MAIN_ROUTES, routeUrl } from './lib/routes.ts';
import { startAppServer } from './lib/server.ts';
import { gotoSettled } from './lib/settle.ts';

interface Shift {
  at: number;
  value: number;
  sources: { node: string; from: string; to: string }[];
}

const root = join(import.meta.dirname, '..');
const only = process.env.ROUTES?.split(',').filter(Boolean);
const routes = MAIN_ROUTES.filter((r) => !only || only.includes(r.id));
const cpu = Number(process.env.CPU ?? 1);

const server = await startAppServer({
  port: Number(process.env.PORT ?? 3390),
  webDist: process.env.WEB_DIST ?? join(root, 'apps/web/dist'),
  logFile: '/tmp/arcadia-layout-shift.log',
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
try {
  for (const route of routes) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.addInitScript(() => {
      const describe = (node: Node | null): string => {
        if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
        const path: string[] = [];
        for (let el: Element | null = node; el && path.length < 4; el = el.parentElement) {
          const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
          const test = el.getAttribute('data-testid');
          path.unshift(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${test ? `[${test}]` : ''}`);
        }
        return path.join(' > ');
      };
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      const shifts: unknown[] = [];
      (window as unknown as { __shifts: unknown[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            at: Math.round(entry.startTime),
            value: Number(entry.value.toFixed(4)),
            sources: entry.sources.map((s) => ({
              node: describe(s.node),
              from: rect(s.previousRect),
              to: rect(s.currentRect),
            })),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoSettled(page, routeUrl(server.url, route), 1000, 15_000);
    const shifts = (await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)) ?? [];
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    console.log(`\n${route.id} (${route.path}): ${shifts.length} shifts, sum ${total.toFixed(3)}`);
    for (const shift of shifts) {
      console.log(`  at ${shift.at} ms: ${shift.value}`);
      for (const s of shift.sources) console.log(`    ${s.node}: ${s.from} -> ${s.to}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
