import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { median } from './lib/proc.ts';
import { CHROME_FLAGS, CHROMIUM } from './lib/routes.ts';
import { gotoSettled } from './lib/settle.ts';

const require = createRequire(import.meta.url);
// The package's exports map hides dist/; resolve the package root through its package.json instead.
const WEB_VITALS_DIR = dirname(require.resolve('web-vitals/attribution'));
const WEB_VITALS = readFileSync(join(WEB_VITALS_DIR, 'web-vitals.attribution.iife.js'), 'utf8');
/**
 * Injected through CDP (Page.addScriptToEvaluateOnNewDocument via addInitScript), which the page's strict CSP
 * does not apply to; the page itself is unchanged.
 */
const INIT = `${WEB_VITALS}
;(function(){ window.__inp = []; webVitals.onINP(function(m){ window.__inp.push({ value: m.value,
  target: m.attribution && m.attribution.interactionTarget, type: m.attribution && m.attribution.interactionType }); },
  { reportAllChanges: true, durationThreshold: 0 }); })();`;

export interface InpResult {
  route: string;
  inpMs: number | null;
  target: string;
  runs: (number | null)[];
  note: string;
}

interface InpEntry {
  value: number;
  target?: string;
}

async function tapSomething(page: Page, selector: string): Promise<string> {
  const candidates = page.locator(selector);
  const count = Math.min(await candidates.count(), 20);
  for (let i = 0; i < count; i++) {
    const element = candidates.nth(i);
    if (await element.isVisible()) {
      const label = ((await element.getAttribute('aria-label')) ?? (await element.textContent()) ?? '').trim();
      await element.tap({ timeout: 5000 });
      return label.slice(0, 40) || selector;
    }
  }
  await page.tap('body');
  return 'body';
}

async function measureOnce(browser: Browser, url: string, selector: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
  });
  // Closed whatever happens: a page left open after a failed tap (a game's animation) would keep a renderer busy and
  // slow every later measurement.
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INIT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await gotoSettled(page, url);
    await page.waitForTimeout(300);
    const tapped = await tapSomething(page, selector);
    await page.waitForTimeout(1500);
    const entries = (await page.evaluate('window.__inp || []')) as InpEntry[];
    const last = entries.at(-1);
    return { value: last ? last.value : null, target: last?.target ?? tapped };
  } finally {
    await context.close();
  }
}

/** INP of one tap per main screen, Chromium at 4x CPU throttling, median of `runs` runs. */
export async function measureInp(
  pages: { name: string; url: string; selector: string }[],
  runs = 3,
  budgetMs = 150_000,
) {
  const deadline = Date.now() + budgetMs;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const results: InpResult[] = [];
  try {
    for (const p of pages) {
      const values: (number | null)[] = [];
      let target = '';
      let note = '';
      for (let i = 0; i < runs; i++) {
        if (i > 0 && Date.now() > deadline) break;
        try {
          const r = await measureOnce(browser, p.url, p.selector);
          values.push(r.value);
          target = r.target;
        } catch (error) {
          values.push(null);
          note = String((error as Error).message ?? error).split('\n')[0] ?? '';
        }
      }
      const measured = values.filter((v): v is number => v !== null);
      results.push({
        route: p.name,
        inpMs: measured.length ? Math.round(median(measured)) : null,
        target,
        runs: values,
        note,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
