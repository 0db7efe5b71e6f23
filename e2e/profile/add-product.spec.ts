import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { productIconSvg, productShotSvg } from '../../apps/server/src/services/product/seed-art.ts';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { LINH, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * /profile/addProduct (issue 22, docs/creator-products.md) on a server of its own (its first operator comes from the
 * CLI, as in ops/console.spec.ts): a creator sends their game with an icon and two screenshots, sees it waiting; an
 * operator approves it in the console's Product reviews; the creator opens it at /products/<id>. Screens at 375x812
 * in en-US, vi-VN and ja-JP.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const TITLE = 'Paper Boat Odyssey';

let server: ConsoleServer;
const contexts: BrowserContext[] = [];
let openContext: (options: object) => Promise<BrowserContext>;

async function newPage(locale: string, options: object = PHONE) {
  const context = await openContext({ ...options, locale });
  contexts.push(context);
  return context.newPage();
}

const png = async (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 44;
  const taken = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop the server on it first`);
  server = await startConsoleServer(port);
  openContext = (options) => browser.newContext({ ...options, baseURL: server.url });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

let creator: Page;

test('a creator sends a product with an icon and screenshots for review', async () => {
  creator = await newPage('en-US');
  const console = watchConsole(creator);
  await openAs(creator, '/en-US/profile/addProduct', LINH);
  await expect(creator.getByTestId('add-product-form')).toBeVisible();
  await expect(creator.getByTestId('add-product-list').or(creator.getByText('Nothing sent yet'))).toBeVisible();
  await screenshot(creator, 'profile/add-product-empty-en-US');
  await expectAccessible(creator);

  // The device checks first: nothing is sent while a field is wrong.
  await creator.getByTestId('add-product-title').fill(TITLE);
  await creator.getByTestId('add-product-link').fill('javascript:alert(1)');
  await creator.getByTestId('add-product-submit').click();
  await expect(creator.getByText('Enter a link that starts with http:// or https://')).toBeVisible();
  await expect(creator.getByText('Add an icon.')).toBeVisible();

  await creator
    .getByTestId('add-product-description')
    .fill('Fold a paper boat and sail it down the monsoon streets.\nCollect stamps in every harbour.');
  await creator.getByTestId('add-product-category').selectOption('casual');
  await creator.getByTestId('add-product-link').fill('https://paperboat.example.com/play');
  await creator.getByTestId('add-product-icon-file').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: await png(productIconSvg('paper-boat-odyssey', 'casual')),
  });
  await expect(creator.getByRole('img', { name: 'Icon' })).toBeVisible();
  for (const n of [1, 2]) {
    await creator.getByTestId('add-product-shot-file').setInputFiles({
      name: `shot-${n}.png`,
      mimeType: 'image/png',
      buffer: await png(productShotSvg('paper-boat-odyssey', n)),
    });
    await expect(creator.getByRole('img', { name: `Screenshot ${n}` })).toBeVisible();
  }
  // A GIF never leaves the device.
  await creator.getByTestId('add-product-shot-file').setInputFiles({
    name: 'anim.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(creator.getByText('Choose a PNG, JPEG or WebP picture.')).toBeVisible();
  await screenshot(creator, 'profile/add-product-form-en-US');
  await expectAccessible(creator);
  await expectNoHorizontalScroll(creator);

  await creator.getByTestId('add-product-submit').click();
  const item = creator.getByTestId('add-product-item').filter({ hasText: TITLE });
  await expect(item).toHaveAttribute('data-status', 'pending');
  await expect(item).toContainText('Waiting for review');
  await expect(item.getByTestId('add-product-withdraw')).toBeVisible();
  await expect(creator.getByTestId('add-product-title')).toHaveValue('');
  await screenshot(creator, 'profile/add-product-sent-en-US');
  await expectAccessible(creator);
  console.expectNone();
});

test('an operator approves it in the console, and the creator opens it in the catalogue', async () => {
  const operator = await newPage('en-US', { viewport: { width: 1280, height: 900 } });
  await operator.goto('/ops');
  await operator.getByLabel('Email').fill(FIRST_ADMIN.email);
  await operator.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await operator.getByLabel('Authenticator code').fill(await freshTotp(server.adminSecret));
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
  await operator.getByTestId('ops-nav-product-reviews').click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Product reviews');
  const card = operator.locator('article').filter({ hasText: TITLE });
  await expect(card.getByRole('img', { name: `Icon of ${TITLE}` })).toBeVisible();
  await expect(card.getByRole('img', { name: `Screenshot 2 of ${TITLE}` })).toBeVisible();
  await expect(card.getByTestId('ops-product-link')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // The demo creators' pending products wait here too, one per market.
  expect(await operator.locator('article').count()).toBeGreaterThan(1);
  await screenshot(operator, 'profile/add-product-console-en-US');
  await expectAccessible(operator);
  await card.getByTestId('ops-product-approve').click();
  await expect(operator.locator('article').filter({ hasText: TITLE })).toHaveCount(0);

  await creator.reload();
  const item = creator.getByTestId('add-product-item').filter({ hasText: TITLE });
  await expect(item).toHaveAttribute('data-status', 'approved');
  await item.getByTestId('add-product-open').click();
  await expect(creator).toHaveURL(/\/en-US\/products\/\d+$/);
  await expect(creator.getByTestId('product-page')).toContainText(TITLE);
  await screenshot(creator, 'profile/add-product-catalogue-en-US');
  await expectAccessible(creator);
});

for (const locale of ['vi-VN', 'ja-JP'] as const) {
  test(`the add-product page in ${locale}`, async () => {
    const page = await newPage(locale);
    const console = watchConsole(page);
    await openAs(page, `/${locale}/profile/addProduct`, LINH);
    await expect(page.getByTestId('add-product-item').first()).toBeVisible();
    await expect(page.getByTestId('add-product-category').locator('option')).not.toHaveCount(1);
    await screenshot(page, `profile/add-product-${locale}`);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByTestId('add-product-list').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('add-product-item').filter({ hasText: TITLE })).toHaveAttribute(
      'data-status',
      'approved',
    );
    await screenshot(page, `profile/add-product-list-${locale}`);
    console.expectNone();
  });
}
