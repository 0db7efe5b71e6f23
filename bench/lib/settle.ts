import type { Page } from 'playwright-core';

/**
 * Opens a page and waits until it is settled: the load event, then no request in flight for `quietMs`
 * (at most `maxMs` after load, so one stuck request cannot hang the run). Returns whether it went quiet.
 */
export async function gotoSettled(page: Page, url: string, quietMs = 500, maxMs = 10_000): Promise<boolean> {
  const inflight = new Set<unknown>();
  let lastChange = Date.now();
  const add = (r: unknown) => {
    inflight.add(r);
    lastChange = Date.now();
  };
  const remove = (r: unknown) => {
    inflight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', add);
  page.on('requestfinished', remove);
  page.on('requestfailed', remove);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (inflight.size === 0 && Date.now() - lastChange >= quietMs) return true;
      await page.waitForTimeout(100);
    }
    return false;
  } finally {
    page.off('request', add);
    page.off('requestfinished', remove);
    page.off('requestfailed', remove);
  }
}
