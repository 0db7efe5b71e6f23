import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot } from '../support.ts';
import { openAs, watchWalletConsole } from './helpers.ts';

const PASSWORD = 'lantern-river-42';

/**
 * The self-custody story end to end against the real server: create (keys split 2-of-3 in the
 * browser), back up (encrypted file download), recover in a fresh browser from the file + the
 * server's share, swap in the app, move coins on-chain and send them on-chain, watching confirmations.
 */
test('create, back up, recover elsewhere, swap, send on-chain', async ({ browser }) => {
  test.setTimeout(240_000);
  const first = await browser.newContext();
  const page = await first.newPage();
  const errors = watchWalletConsole(page);
  await openAs(page, '/wallet', 'vi-VN');

  // Create.
  await page.getByTestId('wallet-open-create').click();
  await expect(page.getByTestId('wallet-drawer')).toBeVisible();
  await screenshot(page, 'wallet-create-vi-VN');
  await page.getByTestId('wallet-create').click();
  await expect(page.getByTestId('wallet-created')).toBeVisible({ timeout: 20_000 });
  const evm = (await page.getByTestId('wallet-evm-address').textContent()) ?? '';
  const sol = (await page.getByTestId('wallet-sol-address').textContent()) ?? '';
  expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(sol).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  const ton = (await page.getByTestId('wallet-ton-address').textContent()) ?? '';
  expect(ton).toMatch(/^UQ[A-Za-z0-9_-]{46}$/); // wallet v4r2, non-bounceable
  await screenshot(page, 'wallet-created-vi-VN');

  // Back up: password-encrypted file.
  await page.getByTestId('wallet-go-backup').click();
  await page.getByTestId('wallet-backup-password').fill(PASSWORD);
  await page.getByTestId('wallet-backup-confirm').fill(PASSWORD);
  await screenshot(page, 'wallet-backup-vi-VN');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('wallet-backup-download').click();
  const download = await downloading;
  const backupPath = test.info().outputPath('wallet-backup.json');
  await download.saveAs(backupPath);
  const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
  expect(backup.format).toBe('arcadia-wallet-backup');
  expect(backup.addresses.evm).toBe(evm);
  expect(JSON.stringify(backup)).not.toContain('arcw1.');
  await expect(page.getByTestId('wallet-backup-done')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wallet-custody-badge')).toBeVisible();
  await screenshot(page, 'wallet-ready-vi-VN');
  expect(errors).toEqual([]);
  await first.close();

  // Recover in a fresh browser (no device share): the backup file + the server's share.
  const second = await browser.newContext();
  const fresh = await second.newPage();
  const freshErrors = watchWalletConsole(fresh);
  await openAs(fresh, '/wallet', 'en-US');
  await fresh.getByTestId('wallet-open-recovery').click();
  await fresh.getByTestId('wallet-recovery-file').setInputFiles(backupPath);
  await fresh.getByTestId('wallet-recovery-password').fill('wrong-password-1');
  await fresh.getByTestId('wallet-recover').click();
  await expect(fresh.getByTestId('wallet-recovery-error')).toBeVisible({ timeout: 20_000 });
  await screenshot(fresh, 'wallet-recovery-en-US');
  await fresh.getByTestId('wallet-recovery-password').fill(PASSWORD);
  await fresh.getByTestId('wallet-recover').click();
  await expect(fresh.getByTestId('wallet-recovered')).toBeVisible({ timeout: 20_000 });
  await expect(fresh.getByTestId('wallet-evm-address')).toHaveText(evm);
  await expect(fresh.getByTestId('wallet-sol-address')).toHaveText(sol);
  await expect(fresh.getByTestId('wallet-ton-address')).toHaveText(ton);
  await screenshot(fresh, 'wallet-recovered-en-US');
  await fresh.keyboard.press('Escape');

  // Swap in the app; executing requests carry an Idempotency-Key.
  const executions: (string | undefined)[] = [];
  fresh.on('request', (request) => {
    if (request.url().includes('/wallet/offchain_swap') && request.postData()?.includes('quote_id'))
      executions.push(request.headers()['idempotency-key']);
  });
  await fresh.getByTestId('wallet-action-exchange').click();
  await fresh.getByTestId('wallet-swap-from').selectOption('WH');
  await fresh.getByTestId('wallet-swap-to').selectOption('USDT');
  await fresh.getByTestId('wallet-swap-amount').fill('10');
  await expect(fresh.getByTestId('wallet-quote-out')).toBeVisible({ timeout: 10_000 });
  await screenshot(fresh, 'wallet-exchange-en-US');
  await fresh.getByTestId('wallet-swap-confirm').click();
  await expect(fresh.getByTestId('wallet-swap-done')).toBeVisible({ timeout: 10_000 });
  expect(executions).toHaveLength(1);
  expect(executions[0]).toMatch(/^[0-9a-f-]{36}$/);

  // In-app USDT to the player's own on-chain address, then confirmations.
  await fresh.goto('/en-US/wallet');
  await fresh.getByTestId('wallet-action-send').click();
  await fresh.getByTestId('wallet-send-coin').selectOption('USDT');
  await fresh.getByTestId('wallet-send-amount').fill('5');
  await expect(fresh.getByTestId('wallet-send-to')).toHaveValue(evm);
  await expect(fresh.getByTestId('wallet-quote')).toBeVisible({ timeout: 10_000 });
  await screenshot(fresh, 'wallet-send-en-US');
  await fresh.getByTestId('wallet-send-confirm').click();
  await expect(fresh.getByTestId('wallet-send')).toBeHidden({ timeout: 10_000 });
  await fresh.getByRole('button', { name: 'On-chain' }).click();
  await expect(fresh.getByTestId('wallet-tx-status').first()).toHaveText(/Confirmed/, { timeout: 60_000 });

  // On-chain send signed in the browser, to another address.
  await fresh.getByTestId('wallet-action-send').click();
  await fresh.getByTestId('wallet-send-mode-onchain').click();
  await fresh.getByTestId('wallet-onchain-coin').selectOption('USDT');
  await fresh.getByTestId('wallet-onchain-amount').fill('1');
  await fresh.getByTestId('wallet-onchain-to').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  await expect(fresh.getByTestId('wallet-quote')).toBeVisible({ timeout: 10_000 });
  await screenshot(fresh, 'wallet-onchain-send-en-US');
  await fresh.getByTestId('wallet-onchain-confirm').click();
  await expect(fresh.getByTestId('wallet-send')).toBeHidden({ timeout: 20_000 });
  const latest = fresh.getByTestId('wallet-onchain-history').locator('li').first();
  await expect(latest).toContainText(/Transfer/);
  await expect(latest.getByTestId('wallet-tx-status')).toHaveText(/Confirmed/, { timeout: 60_000 });
  await latest.scrollIntoViewIfNeeded();
  await screenshot(fresh, 'wallet-history-onchain-en-US');

  // TON: in-app TON to the player's own TON address, then a TON transfer signed with the TON key.
  await fresh.getByTestId('wallet-action-send').click();
  await fresh.getByTestId('wallet-send-mode-withdraw').click();
  await fresh.getByTestId('wallet-send-chain').selectOption('devnet-ton');
  await fresh.getByTestId('wallet-send-coin').selectOption('TON');
  await fresh.getByTestId('wallet-send-amount').fill('1');
  await expect(fresh.getByTestId('wallet-send-to')).toHaveValue(ton);
  await expect(fresh.getByTestId('wallet-quote')).toBeVisible({ timeout: 10_000 });
  await screenshot(fresh, 'wallet-send-ton-en-US');
  await fresh.getByTestId('wallet-send-confirm').click();
  await expect(fresh.getByTestId('wallet-send')).toBeHidden({ timeout: 10_000 });
  const tonIn = fresh.getByTestId('wallet-onchain-history').locator('li').first();
  await expect(tonIn).toContainText('TON', { timeout: 20_000 });
  await expect(tonIn.getByTestId('wallet-tx-status')).toHaveText(/Confirmed/, { timeout: 60_000 });

  await fresh.getByTestId('wallet-action-send').click();
  await fresh.getByTestId('wallet-send-mode-onchain').click();
  await fresh.getByTestId('wallet-onchain-chain').selectOption('devnet-ton');
  await fresh.getByTestId('wallet-onchain-coin').selectOption('TON');
  await fresh.getByTestId('wallet-onchain-amount').fill('0.25');
  await fresh.getByTestId('wallet-onchain-to').fill('UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym');
  await expect(fresh.getByTestId('wallet-quote')).toBeVisible({ timeout: 10_000 });
  await screenshot(fresh, 'wallet-onchain-send-ton-en-US');
  await fresh.getByTestId('wallet-onchain-confirm').click();
  await expect(fresh.getByTestId('wallet-send')).toBeHidden({ timeout: 20_000 });
  const tonOut = fresh.getByTestId('wallet-onchain-history').locator('li').first();
  await expect(tonOut).toContainText(/Transfer/);
  await expect(tonOut).toContainText('0.25');
  await expect(tonOut.getByTestId('wallet-tx-status')).toHaveText(/Confirmed/, { timeout: 60_000 });
  await tonOut.scrollIntoViewIfNeeded();
  await screenshot(fresh, 'wallet-history-ton-en-US');

  // Gas: the fee coin held at the player's address after the moves above.
  await fresh.getByTestId('wallet-action-gas').click();
  await expect(fresh.getByTestId('wallet-gas-card')).toBeVisible();
  await screenshot(fresh, 'wallet-gas-ready-en-US');
  expect(freshErrors).toEqual([]);
  await second.close();
});
