import type { Page } from '@playwright/test';

/** Demo users of the seed: Linh runs the self-custody story, Budi the read-only screens (no clash in parallel). */
export const DEMO = {
  userId: 100001,
  secretKey: 'demo0000000000000000000000000000000000000000000000000000000linh',
};
export const BUDI = {
  userId: 100002,
  secretKey: 'demo0000000000000000000000000000000000000000000000000000000budi',
};

export const ANA = {
  userId: 100003,
  secretKey: 'demo00000000000000000000000000000000000000000000000000000000ana',
};

/** Opens a wallet path logged in through the URL-credentials startup path. */
export async function openAs(page: Page, path: string, locale = 'vi-VN', user = DEMO) {
  const joiner = path.includes('?') ? '&' : '?';
  await page.goto(`/${locale}${path}${joiner}userId=${user.userId}&secretKey=${user.secretKey}`);
}

/** Fails when the page is wider than the 375 px phone viewport (a horizontal scroll). */
export async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 375) throw new Error(`page is ${width}px wide`);
}

/**
 * Console errors and page errors, except 404s of coin logo images (/coins/*.svg), which the wallet
 * replaces with lettered badges.
 */
export function watchWalletConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/\/coins\/[a-z]+\.svg/.test(message.location().url)) return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
