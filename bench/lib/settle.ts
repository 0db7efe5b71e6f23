import type { Page, Request } from 'playwright-core';

/**
 * Opens a page and waits until it is settled: the load event, then no request in flight for `quietMs` while the
 * page's main thread has gone idle (at most `maxMs` after load, so one stuck request cannot hang the run). Returns
 * whether it went quiet.
 *
 * - A live stream (EventSource) never finishes by design: it does not hold the page unsettled.
 * - The network alone is not enough on a loaded machine: a long script evaluation sends nothing for a while and
 *   then asks for the page's chunks. So a quiet network counts only once an idle callback has run in the page
 *   with no new request meanwhile, and first-load figures do not depend on the machine's load.
 */
export async function gotoSettled(page: Page, url: string, quietMs = 500, maxMs = 10_000): Promise<boolean> {
  const inflight = new Set<Request>();
  let lastChange = Date.now();
  const add = (r: Request) => {
    if (r.resourceType() === 'eventsource') return;
    inflight.add(r);
    lastChange = Date.now();
  };
  const remove = (r: Request) => {
    if (!inflight.delete(r)) return;
    lastChange = Date.now();
  };
  page.on('request', add);
  page.on('requestfinished', remove);
  page.on('requestfailed', remove);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (inflight.size === 0 && Date.now() - lastChange >= quietMs) {
        const before = lastChange;
        // A client-side redirect replaces the page's context mid-wait: then look again.
        await page
          .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
          .catch(() => undefined);
        if (inflight.size === 0 && lastChange === before) return true;
        continue;
      }
      await page.waitForTimeout(100);
    }
    return false;
  } finally {
    page.off('request', add);
    page.off('requestfinished', remove);
    page.off('requestfailed', remove);
  }
}
