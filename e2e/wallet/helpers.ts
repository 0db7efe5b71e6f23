import type { Page } from '@playwright/test';

export const DEMO = {
  userId: 100001,
  secretKey: 'demo0000000000000000000000000000000000000000000000000000000linh',
};

/** Opens a wallet path logged in as the demo user through the URL-credentials startup path. */
export async function openAs(page: Page, path: string, locale = 'vi-VN') {
  const joiner = path.includes('?') ? '&' : '?';
  await page.goto(`/${locale}${path}${joiner}userId=${DEMO.userId}&secretKey=${DEMO.secretKey}`);
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
