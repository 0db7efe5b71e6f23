import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { ANA } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * Posts, /space and moderation (issue 22, docs/posts.md), on a server of its own (its first operator comes from the
 * CLI, as in ops/console.spec.ts): Budi writes a post with every block type (vi-VN) and sees it on his profile;
 * Ana follows him, finds it in her /space, likes, comments and reports it (ja-JP); an operator finds it in the
 * console's moderation queue and hides it, and it leaves Ana's /space (en-US). A post full of markup and script is
 * rendered in Chromium with the CSP on and nothing of it runs. Screens at 375x812 in vi-VN, ja-JP and en-US.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const BUDI = { id: 100002, key: 'demo0000000000000000000000000000000000000000000000000000000budi' };

let server: ConsoleServer;
let openContext: (locale: string) => Promise<BrowserContext>;
const contexts: BrowserContext[] = [];
/** What the walk learns and later steps use. */
const walk = { postId: '', title: 'Mẹo đua xe: 3 khúc cua khó nhất' };

async function newPage(locale: string) {
  const context = await openContext(locale);
  contexts.push(context);
  return context.newPage();
}

/** Pictures in view have loaded (or failed to their placeholder): the screens show what a person would see. */
async function picturesSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-status]')]
          .filter((e) => {
            const box = e.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0;
          })
          .every((e) => ['loaded', 'error'].includes(e.getAttribute('data-status') ?? '')),
      ),
    )
    .toBe(true);
}

async function shot(page: Page, name: string) {
  await picturesSettled(page);
  await screenshot(page, `profile/posts-${name}`);
}

async function login(page: Page, path: string, who: { id: number; key: string }) {
  const join = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${join}userId=${who.id}&secretKey=${who.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
}

/** Files made here: a PNG, an animated GIF (three frames) and the smallest MP4 a browser sniffs (an ftyp box). */
async function fixtures() {
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2563eb' } })
    .composite([
      { input: Buffer.from('<svg width="320" height="180"><circle cx="160" cy="90" r="60" fill="#fbbf24"/></svg>') },
    ])
    .png()
    .toBuffer();
  const frames = Buffer.alloc(48 * 32 * 3 * 4);
  for (let f = 0; f < 3; f++)
    frames.fill(Buffer.from([f * 90, 200 - f * 60, 120, 255]), f * 48 * 32 * 4, (f + 1) * 48 * 32 * 4);
  const gif = await sharp(frames, { raw: { width: 48, height: 96, channels: 4, pageHeight: 32 } })
    .gif({ delay: [200, 200, 200], loop: 0 })
    .toBuffer();
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41'),
  ]);
  const mp4 = Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')]);
  return {
    png: { name: 'cover.png', mimeType: 'image/png', buffer: png },
    gif: { name: 'wave.gif', mimeType: 'image/gif', buffer: gif },
    mp4: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 },
  };
}

/** The editor's last block (the one just added). */
const lastBlock = (page: Page) => page.locator('[data-testid^="editor-block-"]').last();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 47;
  const taken = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop the server on it first`);
  server = await startConsoleServer(port);
  openContext = (locale) => browser.newContext({ ...PHONE, locale, baseURL: server.url });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('Budi writes a post with every block type and finds it on his profile (vi-VN)', async () => {
  test.setTimeout(180_000);
  const files = await fixtures();
  const page = await newPage('vi-VN');
  const console = watchConsole(page);
  await login(page, '/vi-VN/profile/edit/post', BUDI);
  await expect(page.getByTestId('post-editor')).toBeVisible();
  await page.getByTestId('editor-title').fill(walk.title);
  await page.getByTestId('upload-cover').setInputFiles(files.png);
  await expect(page.locator('[data-testid="post-editor"] img').first()).toBeVisible();

  // A paragraph with every inline style: typed markup, and bold from the toolbar on a selection.
  const text = lastBlock(page).getByTestId('text-input');
  await text.fill(
    'Phanh trước khúc cua _nghiêng_ ++gạch chân++ ~~gạch ngang~~ `mã` [luật đua](https://example.com/luat) đậm',
  );
  await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length - 3, el.value.length));
  await lastBlock(page).getByTestId('mark-bold').click();
  await expect(text).toHaveValue(/\*\*đậm\*\*$/);

  await page.getByTestId('add-text').click();
  await lastBlock(page).getByTestId('text-style').selectOption('h2');
  await lastBlock(page).getByTestId('text-input').fill('Ba khúc cua');
  await page.getByTestId('add-text').click();
  await lastBlock(page).getByTestId('text-style').selectOption('ordered');
  await lastBlock(page).getByTestId('text-input').fill('Khúc chữ S\nKhúc cùi chỏ\nĐoạn dốc cuối');
  await page.getByTestId('add-text').click();
  await lastBlock(page).getByTestId('text-style').selectOption('unordered');
  await lastBlock(page).getByTestId('text-input').fill('Giữ tay lái\nNhìn xa');
  await page.getByTestId('add-text').click();
  await lastBlock(page).getByTestId('text-style').selectOption('blockquote');
  await lastBlock(page).getByTestId('text-input').fill('Chậm mà chắc.');

  await page.getByTestId('add-image').click();
  await lastBlock(page).getByTestId('upload-image').setInputFiles(files.png);
  await expect(lastBlock(page).locator('img')).toBeVisible();
  await lastBlock(page).getByTestId('media-caption').fill('Đường đua ven biển');
  await page.getByTestId('add-gif').click();
  await lastBlock(page).getByTestId('upload-gif').setInputFiles(files.gif);
  await expect(lastBlock(page).locator('img')).toBeVisible();
  await page.getByTestId('add-video').click();
  await lastBlock(page).getByTestId('upload-video').setInputFiles(files.mp4);
  await lastBlock(page).getByTestId('upload-video-cover').setInputFiles(files.png);
  await expect(lastBlock(page).getByTestId('video-state')).toHaveText('Video đã sẵn sàng · đã có ảnh bìa');
  // The up and down buttons move a block: the quote goes above the list and back.
  const quote = page.getByTestId('editor-block-4');
  await quote.getByTestId('block-up').click();
  await expect(page.getByTestId('editor-block-3').getByTestId('text-style')).toHaveValue('blockquote');
  await page.getByTestId('editor-block-3').getByTestId('block-down').click();
  await expect(page.getByTestId('editor-block-4').getByTestId('text-style')).toHaveValue('blockquote');

  // Drafts save themselves, and the address moves to the draft's own.
  await expect(page.getByTestId('save-state')).toHaveText('Đã lưu bản nháp', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/vi-VN\/profile\/edit\/post\/[0-9a-z]{12}$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'editor-vi-VN');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('tab', { name: 'Xem trước' }).click();
  const preview = page.getByTestId('editor-preview');
  for (const selector of [
    'strong',
    'em',
    'u',
    's',
    'code',
    'h2',
    'ol',
    'ul',
    'blockquote',
    'video',
    'a[rel="noopener nofollow ugc"]',
  ])
    await expect(preview.locator(selector).first(), selector).toBeVisible();
  await shot(page, 'editor-preview-vi-VN');

  await page.getByTestId('editor-publish').click();
  await expect(page).toHaveURL(/\/vi-VN\/posts\/[0-9a-z]{12}$/);
  walk.postId = page.url().split('/').pop() as string;
  await expect(page.getByTestId('post-title')).toHaveText(walk.title);
  const body = page.getByTestId('post-body');
  await expect(body.locator('ol > li')).toHaveCount(3);
  await expect(body.locator('a')).toHaveAttribute('target', '_blank');
  await expect(body.locator('video')).toHaveAttribute('src', /^\/video\/post-video\/.+\.mp4$/);
  const clip = await page.request.get(String(await body.locator('video').getAttribute('src')), {
    headers: { range: 'bytes=4-11' },
  });
  expect(clip.status()).toBe(206);
  expect((await clip.body()).toString()).toBe('ftypisom');
  await expect(page.getByTestId('post-edit')).toBeVisible();
  await shot(page, 'post-vi-VN');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.goto('/vi-VN/profile/budisantos');
  await expect(page.getByTestId(`post-card-${walk.postId}`)).toContainText(walk.title);
  console.expectNone();
});

test('Ana follows Budi, finds the post in her Space, likes, comments and reports it (ja-JP)', async () => {
  test.setTimeout(120_000);
  const page = await newPage('ja-JP');
  const console = watchConsole(page);
  await login(page, '/ja-JP/profile/budisantos', ANA);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/ja-JP/space');
  const feed = page.getByTestId('space-feed');
  await expect(feed.locator('article').first()).toHaveAttribute('data-testid', `post-card-${walk.postId}`);
  await shot(page, 'space-ja-JP');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await feed.getByRole('link', { name: new RegExp(walk.title) }).click();
  await expect(page.getByTestId('post-title')).toHaveText(walk.title);
  await page.getByTestId('post-like').click();
  await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('post-like')).toContainText('1');
  await page.getByTestId('comment-input').fill('参考になりました！<b>ありがとう</b>');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comments').locator('li')).toContainText('参考になりました！<b>ありがとう</b>');
  await shot(page, 'post-ja-JP');
  await expectAccessible(page);

  await page.getByTestId('post-report').click();
  const sheet = page.getByTestId('report-sheet');
  await sheet.getByLabel('スパム・宣伝').check();
  await sheet.getByTestId('report-note').fill('外部サイトへの誘導です');
  await shot(page, 'report-ja-JP');
  await expectAccessible(page);
  await sheet.getByTestId('report-send').click();
  await expect(sheet).toBeHidden();
  console.expectNone();
});

test('an operator finds the report in the moderation queue and hides the post (en-US)', async () => {
  test.setTimeout(120_000);
  const operator = await newPage('en-US');
  await operator.goto('/ops');
  await operator.getByLabel('Email').fill(FIRST_ADMIN.email);
  await operator.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await operator.getByLabel('Authenticator code').fill(await freshTotp(server.adminSecret));
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
  await operator.getByTestId('ops-nav-moderation').click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Moderation queue');
  const card = operator.getByTestId(`ops-moderation-${walk.postId}`);
  await expect(card).toContainText(walk.title);
  await expect(card.getByTestId('ops-moderation-reports')).toContainText('Spam or advertising');
  await expect(card.getByTestId('ops-moderation-reports')).toContainText('外部サイトへの誘導です');
  await expect(card.getByTestId('ops-moderation-preview').locator('video')).toHaveCount(1);
  await shot(operator, 'console-queue-en-US');
  await expectAccessible(operator);
  await card.getByTestId('ops-moderation-reason').selectOption('spam');
  await card.getByTestId('ops-moderation-note').fill('Links to a selling site');
  await card.getByTestId('ops-moderation-hide').click();
  await expect(card).toBeHidden();

  // Gone from Ana's Space and for a visitor; its author sees why.
  const ana = await newPage('en-US');
  await login(ana, '/en-US/space', ANA);
  await expect(ana.getByTestId('space-page')).toBeVisible();
  await expect(ana.getByTestId(`post-card-${walk.postId}`)).toHaveCount(0);
  await expect(ana.locator('[data-testid^="post-card-"]').first()).toBeVisible();
  await shot(ana, 'space-en-US');
  await expectAccessible(ana);
  const visitor = await newPage('en-US');
  await visitor.goto(`/en-US/posts/${walk.postId}`);
  await expect(visitor.getByTestId('post-page')).toContainText('This post is not here');
  const budi = await newPage('en-US');
  await login(budi, `/en-US/posts/${walk.postId}`, BUDI);
  await expect(budi.getByTestId('post-hidden')).toContainText('Spam or advertising');
  await expect(budi.getByTestId('post-hidden')).toContainText('Links to a selling site');
  await shot(budi, 'post-hidden-en-US');
  await expectAccessible(budi);
});

test('a post of markup and script renders as text in Chromium with the CSP on, and nothing runs (en-US)', async () => {
  test.setTimeout(120_000);
  const page = await newPage('en-US');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await login(page, '/en-US/profile/edit/post', BUDI);
  const title = '<svg onload=alert(1)>Tips</svg>';
  const hostile =
    '<script>window.pwned=1</script><img src=x onerror="window.pwned=2"> [click](javascript:window.pwned=3) **<b onclick="window.pwned=4">bold</b>**';
  await page.getByTestId('editor-title').fill(title);
  await page.getByTestId('text-input').fill(hostile);
  await page.getByTestId('editor-publish').click();
  await expect(page).toHaveURL(/\/en-US\/posts\/[0-9a-z]{12}$/);
  const id = page.url().split('/').pop() as string;

  // A fresh load as a visitor: the server's HTML with its CSP, then the app renders the post.
  const visitor = await newPage('en-US');
  const visitorDialogs: string[] = [];
  visitor.on('dialog', (dialog) => {
    visitorDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await visitor.goto(`/en-US/posts/${id}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const body = visitor.getByTestId('post-body');
  await expect(visitor.getByTestId('post-title')).toHaveText(title);
  await expect(body).toContainText('<script>window.pwned=1</script>');
  await expect(body).toContainText('[click](javascript:window.pwned=3)');
  await expect(body.locator('strong')).toContainText('<b onclick="window.pwned=4">bold</b>');
  expect(await body.locator('script, img[src="x"], a, b, svg[onload]').count()).toBe(0);
  await body.locator('strong').click();
  await shot(visitor, 'xss-en-US');
  await expect(visitor.getByTestId('post-like-login')).toBeVisible();
  expect(await visitor.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  expect([...dialogs, ...visitorDialogs]).toEqual([]);

  // A visitor's /space asks them to log in first.
  await visitor.goto('/en-US/space');
  await expect(visitor.getByTestId('space-page')).toContainText('Log in to see your Space');
  await shot(visitor, 'space-visitor-en-US');
  await expectAccessible(visitor);
});
