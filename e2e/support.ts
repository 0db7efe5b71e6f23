import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const SCREENSHOT_DIR = join(here, 'screenshots');

/** Saves a 375x812 screenshot under e2e/screenshots/<name>.png for people to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * Collects console errors and page errors; `expectNone()` fails the test if any appeared. Each console error names
 * where it came from (for "Failed to load resource", the resource's address), so a failure says which call it was.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Moves one area's clock forward on the test server (TEST_CLOCK=true in server-env.ts; lib/test-clock.ts): a rental
 * expires or a round ends without waiting, while sessions and the other areas keep real time.
 */
export async function advanceTestClock(request: APIRequestContext, area: string, seconds: number) {
  const response = await request.post('/dev/test-clock', { data: { area, advanceSeconds: seconds } });
  expect(response.ok(), await response.text()).toBe(true);
}
