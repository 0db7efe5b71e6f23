import { readFileSync } from 'node:fs';
import type { Locale } from '@arcadia/contract';
import { expect as baseExpect, type Page, type Response } from '@playwright/test';
import { type Currency, formatMoney } from '../../apps/web/src/features/fortune/money.ts';
import { lastOtp, randomLocalPhone } from '../session/session-support.ts';
import { screenshot } from '../support.ts';

/**
 * What games.spec.ts does more than once: a new player logs in by phone, joins Fortune and recharges through the
 * payment sandbox; the calls' answers are read as the page receives them; USDT amounts are reckoned in minor units
 * (6 decimals, as the ledger keeps them) and shown with the app's own formatter, so a shown balance can be compared
 * with the one the arithmetic gives to the last đồng.
 */

export const VI: Locale = 'vi-VN';

/**
 * Assertions wait up to 15 s: the spec runs beside other work on small machines, where a cold page can take longer
 * than the default 5 s to answer.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A phone login through Fortune's dialog (it opens by itself with no user id stored); back where it was opened. */
export async function logInByPhone(page: Page) {
  const local = randomLocalPhone();
  await expect(page.getByTestId('fortune-login-dialog')).toBeVisible({ timeout: 30_000 });
  const back = new URL(page.url()).pathname;
  await page.getByTestId('fortune-login-phone').click();
  await page.getByTestId('phone-input').fill(local);
  await page.getByTestId('otp-send').click();
  await page.getByTestId('otp-input').fill(await lastOtp(`+84${local}`));
  await page.getByTestId('code-login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === back);
}

/** The join screen: confirm the age and join. */
export async function join(page: Page) {
  await expect(page.getByTestId('fortune-join')).toBeVisible();
  await expect(page.getByTestId('fortune-join-submit')).toBeDisabled();
  await page.getByTestId('fortune-join-age').check();
  await page.getByTestId('fortune-join-submit').click();
  await expect(page.getByTestId('fortune-join')).toBeHidden();
}

/**
 * The operators' popups that greet a player who just joined (the demo's welcome and safer-play ones), each shown after
 * the last closes: optionally photographed, then closed in turn. 30 s: a loaded CI machine took over 10 s.
 */
export async function closePopups(page: Page, shot?: string) {
  const popup = page.getByTestId('fortune-popup');
  await expect(popup).toBeVisible();
  if (shot) await screenshot(page, shot);
  await expect
    .poll(
      async () => {
        if (await popup.isVisible()) await page.getByTestId('popup-close').click();
        return popup.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(false);
}

/** A new player on Fortune's home: logged in by phone, joined, the greeting popups closed. */
export async function newPlayer(page: Page, locale = VI) {
  await page.goto(`/${locale}/fortune`);
  await logInByPhone(page);
  await join(page);
  await closePopups(page);
}

/**
 * Recharges the smallest preset through the sandbox checkout and waits until the cash has arrived (the webhook comes
 * a moment later): until the money page shows more than `above` (its digits). Answers the cash as the page shows it.
 */
export async function recharge(page: Page, locale = VI, above = 0): Promise<string> {
  await page.goto(`/${locale}/fortune/money/pay`);
  await page.locator('[data-testid^="preset-"]').first().click();
  await page.getByTestId('pay-submit').click();
  await page.waitForURL(/\/payment-sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toContainText('paid');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/fortune\/money$/);
  const cash = page.getByTestId('money-cash');
  await expect
    .poll(
      async () => {
        await page.reload();
        return digits(await cash.textContent());
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(above);
  return (await cash.textContent()) ?? '';
}

/** The digits of a shown amount as a number ("₫ 127.000" -> 127000); 0 when there are none. */
export function digits(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, '') || '0');
}

/** A USDT decimal text in minor units (6 decimals): "1.05" -> 1050000n. */
export function minor(text: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{0,6}))?$/.exec(text.trim());
  if (!match) throw new Error(`not a USDT amount: ${text}`);
  const units = BigInt(`${match[2]}${(match[3] ?? '').padEnd(6, '0')}`);
  return match[1] ? -units : units;
}

/** Minor units back to a USDT decimal text: 1050000n -> "1.050000". */
function usdt(units: bigint): string {
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(7, '0');
  return `${negative ? '-' : ''}${text.slice(0, -6)}.${text.slice(-6)}`;
}

/** How the app shows a USDT amount in the player's currency and language. */
export function shown(units: bigint, currency: Currency, locale: Locale = VI): string {
  return formatMoney(usdt(units), currency, locale);
}

/** A multiplier ("1.23") in hundredths. */
export function hundredths(text: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a multiplier: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** The answer of the next call to `path` (…/fortune/retiger/spin), its envelope opened: `data`, or the refusal. */
export function nextAnswer<T>(page: Page, path: string): Promise<{ ok: boolean; code: number; data: T }> {
  return page
    .waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith(path), { timeout: 30_000 })
    .then(async (response) => {
      const envelope = (await response.json()) as { code: number; data: T };
      const ok = response.status() === 200 && (envelope.code === 0 || (envelope.code >= 200 && envelope.code <= 299));
      return { ok, code: envelope.code, data: envelope.data };
    });
}

const catalogues = new Map<string, Record<string, unknown>>();

/** A text of the fortune namespace in `locale`, its {{placeholders}} filled: for asserting what a player reads. */
export function fortuneText(key: string, vars: Record<string, string | number> = {}, locale = VI): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const file = new URL(`../../apps/web/public/resource/i18n/fortune/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    catalogues.set(locale, catalogue);
  }
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${locale}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
