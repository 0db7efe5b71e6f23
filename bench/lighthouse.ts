import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, round } from './lib/proc.ts';
import { CHROME_FLAGS, CHROMIUM } from './lib/routes.ts';

interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

export interface LighthouseResult extends LighthouseRun {
  route: string;
  runs: LighthouseRun[];
  errors: string[];
}

async function once(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('lighthouse returned nothing');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: round(audit('largest-contentful-paint'), 0),
    tbtMs: round(audit('total-blocking-time'), 0),
    cls: round(audit('cumulative-layout-shift'), 3),
    benchmarkIndex: round(lhr.environment.benchmarkIndex, 0),
  };
}

function summarise(route: string, runs: LighthouseRun[], errors: string[]): LighthouseResult {
  const pick = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    route,
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    runs,
    errors,
  };
}

/**
 * Lighthouse mobile (default simulated throttling: Moto G Power, slow 4G, 4x CPU) against Debian's Chromium,
 * `runs` runs per page interleaved across pages so machine noise spreads evenly; the median is reported.
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs = 3,
  budgetMs = 300_000,
): Promise<LighthouseResult[]> {
  const deadline = Date.now() + budgetMs;
  process.env.CHROME_PATH = CHROMIUM;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const collected = new Map(pages.map((p) => [p.name, { runs: [] as LighthouseRun[], errors: [] as string[] }]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        const slot = collected.get(page.name);
        if (!slot) continue;
        if (Date.now() > deadline) {
          slot.errors.push(`round ${i + 1} skipped: the Lighthouse time budget (${budgetMs / 1000} s) ran out`);
          continue;
        }
        // One retry: a loaded machine sometimes loses the trace (NO_NAVSTART).
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            slot.runs.push(await once(page.url, chrome.port));
            break;
          } catch (error) {
            slot.errors.push(String((error as Error).message ?? error));
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return pages.map((p) => {
    const slot = collected.get(p.name) ?? { runs: [], errors: [] };
    return summarise(p.name, slot.runs, slot.errors);
  });
}
