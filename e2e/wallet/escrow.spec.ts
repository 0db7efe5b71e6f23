import { expect, test } from '@playwright/test';
import { screenshot } from '../support.ts';
import { ANA, openAs, watchWalletConsole } from './helpers.ts';

/** The backup file lost: the copy escrowed with Arcadia (put_shard) plus its password recovers the wallet. */
test('recover from the escrowed backup with only the password', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await browser.newContext();
  const page = await first.newPage();
  await openAs(page, '/wallet', 'en-US', ANA);
  await page.getByTestId('wallet-open-create').click();
  await page.getByTestId('wallet-create').click();
  await expect(page.getByTestId('wallet-created')).toBeVisible({ timeout: 20_000 });
  const evm = await page.getByTestId('wallet-evm-address').textContent();
  await page.getByTestId('wallet-go-backup').click();
  await page.getByTestId('wallet-backup-password').fill('harbour-lights-77');
  await page.getByTestId('wallet-backup-confirm').fill('harbour-lights-77');
  await page.getByTestId('wallet-backup-escrow').check();
  await screenshot(page, 'wallet-backup-en-US');
  const download = page.waitForEvent('download');
  await page.getByTestId('wallet-backup-download').click();
  await download;
  await expect(page.getByTestId('wallet-backup-done')).toBeVisible();
  await first.close();

  const second = await browser.newContext();
  const fresh = await second.newPage();
  const errors = watchWalletConsole(fresh);
  await openAs(fresh, '/wallet', 'vi-VN', ANA);
  await fresh.getByTestId('wallet-open-recovery').click();
  await fresh.getByTestId('wallet-recovery-password').fill('harbour-lights-77');
  await screenshot(fresh, 'wallet-recovery-vi-VN');
  await fresh.getByTestId('wallet-recover').click();
  await expect(fresh.getByTestId('wallet-recovered')).toBeVisible({ timeout: 20_000 });
  await expect(fresh.getByTestId('wallet-evm-address')).toHaveText(evm ?? '');
  await screenshot(fresh, 'wallet-recovered-vi-VN');
  expect(errors).toEqual([]);
  await second.close();
});
