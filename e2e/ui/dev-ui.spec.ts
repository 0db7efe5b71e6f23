import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot } from '../support.ts';

/**
 * The design-system page exists only in development builds:
 *   cd apps/web && npx vite build --mode development --outDir /tmp/dist-ui --emptyOutDir
 *   WEB_DIST=/tmp/dist-ui E2E_PORT=3201 npx playwright test --config e2e/playwright.config.ts e2e/ui
 */
/**
 * Waits until the page's finite CSS animations and transitions (a dialog's entry, a sheet's slide, a toast's or an
 * image's fade) have finished; endless ones (spinners, skeleton shimmer) do not count.
 */
async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

test.describe('design system /dev/ui', () => {
  // axe over the whole page is slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto('/en-US/dev/ui');
    // A production build has no /dev/ui: the router shows the 404 page instead.
    const devPage = page.getByTestId('dev-ui');
    await devPage.or(page.getByTestId('not-found')).waitFor({ timeout: 30_000 });
    const missing = !(await devPage.isVisible());
    test.skip(missing, 'not a development build (/dev/ui exists only there)');
  });

  test('every component renders, accessible, in the dark theme', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Design system' })).toBeVisible();
    // Images far below the fold wait: nothing requested until they come within 200 px.
    await expect(page.getByRole('img', { name: 'Missing cover' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'ui-dev-top');
    for (const id of ['dev-fields', 'dev-navigation', 'dev-content', 'dev-feedback']) {
      await page
        .getByTestId(id)
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 56));
      if (id === 'dev-content') {
        // A failed image falls back to the placeholder; an avatar without a picture shows initials.
        await expect(page.getByRole('img', { name: 'Missing cover' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
        await expect(page.getByRole('img', { name: 'Somchai' })).toHaveText('S');
        // Every image of the section has loaded or failed (ui/image.tsx's data-status), then faded in.
        await expect(page.getByTestId(id).locator('[data-status="waiting"], [data-status="loading"]')).toHaveCount(0);
        await animationsDone(page);
      }
      await screenshot(page, `ui-dev-${id.slice(4)}`);
    }
  });

  test('the light theme is accessible too', async ({ page }) => {
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshot(page, 'ui-dev-light');
  });

  test('touch targets are at least 44 px', async ({ page }) => {
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="dev-ui"] button, [data-testid="dev-ui"] a'))
        .filter((el) => !el.closest('[role="tablist"]') || el.getAttribute('role') === 'tab')
        .map((el) => {
          const box = el.getBoundingClientRect();
          // Slim controls extend their hit area with an absolutely positioned pseudo-element.
          const extended = ['::before', '::after'].some((pseudo) => {
            const style = getComputedStyle(el, pseudo);
            return style.content !== 'none' && style.position === 'absolute' && Number.parseFloat(style.height) >= 43.5;
          });
          return { text: el.textContent, width: box.width, height: box.height, extended };
        })
        .filter((b) => b.width < 43.5 || (b.height < 43.5 && !b.extended)),
    );
    expect(small.filter((b) => !b.extended || b.width < 43.5)).toEqual([]);
  });

  test('dialog: opens, traps focus, closes on Escape after its exit animation, focus returns', async ({ page }) => {
    const opener = page.getByTestId('open-dialog');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient balance' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'ui-dev-dialog');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('sheet: slides up, closes on the backdrop', async ({ page }) => {
    await page.getByTestId('open-sheet').click();
    const sheet = page.getByRole('dialog', { name: 'Choose a coin' });
    await expect(sheet).toBeVisible();
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'ui-dev-sheet');
    await page.mouse.click(187, 60);
    await expect(sheet).toHaveCount(0);
  });

  test('sheet: pulled down by its header, it closes', async ({ page }) => {
    await page.getByTestId('open-sheet').click();
    const sheet = page.getByRole('dialog', { name: 'Choose a coin' });
    await expect(sheet).toBeVisible();
    await animationsDone(page);
    const title = await page.getByRole('heading', { name: 'Choose a coin' }).boundingBox();
    if (!title) throw new Error('no sheet title');
    await page.mouse.move(title.x + 20, title.y + 10);
    await page.mouse.down();
    await page.mouse.move(title.x + 20, title.y + 80, { steps: 5 });
    await page.mouse.move(title.x + 20, title.y + 200, { steps: 5 });
    await page.mouse.up();
    await expect(sheet).toHaveCount(0);
  });

  test('toast shows at the bottom centre', async ({ page }) => {
    await page.getByRole('button', { name: 'Toast', exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('Copied to clipboard');
    await animationsDone(page);
    const box = await toast.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 187.5)).toBeLessThan(2);
    expect(box?.y ?? 0).toBeGreaterThan(600);
    await screenshot(page, 'ui-dev-toast');
  });

  test('button loading keeps its width and is busy; amount field refuses a third decimal', async ({ page }) => {
    const pay = page.getByTestId('dev-pay');
    const before = await pay.boundingBox();
    await pay.click();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    const during = await pay.boundingBox();
    expect(during?.width).toBe(before?.width);
    await expect(pay).not.toHaveAttribute('aria-busy', 'true', { timeout: 3000 });

    const amount = page.getByLabel('Amount');
    await amount.fill('12.34');
    await amount.pressSequentially('5');
    await expect(amount).toHaveValue('12.34');
    await amount.fill('abc');
    await expect(amount).toHaveValue('12.34');
  });
});
