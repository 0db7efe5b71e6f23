import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM, type MainRoute, routeUrl } from './lib/routes.ts';
import { gotoSettled } from './lib/settle.ts';

const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export interface LoadedFile {
  url: string;
  kind: 'js' | 'css' | 'json';
  gzipBytes: number;
}

export interface FirstLoad {
  route: string;
  finalUrl: string;
  jsKb: number;
  cssKb: number;
  i18nKb: number;
  /** False when a request was still open 10 s after load. */
  settled: boolean;
  files: LoadedFile[];
}

function kindOf(url: string, contentType: string): LoadedFile['kind'] | undefined {
  const path = new URL(url).pathname;
  if (contentType.includes('javascript') || path.endsWith('.js')) return 'js';
  if (contentType.includes('text/css') || path.endsWith('.css')) return 'css';
  if (path.startsWith('/resource/i18n/') && path.endsWith('.json')) return 'json';
  return undefined;
}

/**
 * What a phone downloads before the page is usable: every JS and CSS response (entry, modulepreloads, the
 * lazy page chunk and its imports) and the i18n JSON, recorded in a cold Chromium context until the network
 * has been idle, each gzip -9 sized.
 */
export async function measureFirstLoad(browser: Browser, name: string, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  const pending: Promise<LoadedFile | undefined>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
    if (!kind || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, kind, gzipBytes: gz(body) }))
        .catch(() => undefined),
    );
  });
  const settled = await gotoSettled(page, url);
  const finalUrl = new URL(page.url()).pathname;
  const seen = new Map<string, LoadedFile>();
  for (const file of await Promise.all(pending)) if (file) seen.set(file.url, file);
  await context.close();
  const files = [...seen.values()];
  const sum = (kind: LoadedFile['kind']) =>
    kb(files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gzipBytes, 0));
  return { route: name, finalUrl, settled, jsKb: sum('js'), cssKb: sum('css'), i18nKb: sum('json'), files };
}

export async function measureAllFirstLoads(appOrigin: string, peerOrigin: string, routes: MainRoute[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const peer = await measureFirstLoad(browser, 'empty-react', `${peerOrigin}/`);
    const app: FirstLoad[] = [];
    for (const route of routes) app.push(await measureFirstLoad(browser, route.id, routeUrl(appOrigin, route)));
    return { peer, app };
  } finally {
    await browser.close();
  }
}

/** Every JS and CSS chunk of a build, gzip -9, to watch growth. */
export function totalChunks(dist: string): { jsKb: number; cssKb: number; jsFiles: number; largest: LoadedFile[] } {
  const dir = join(dist, 'assets');
  const files: LoadedFile[] = [];
  for (const name of readdirSync(dir)) {
    const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : undefined;
    if (kind) files.push({ url: `/assets/${name}`, kind, gzipBytes: gz(readFileSync(join(dir, name))) });
  }
  const sum = (kind: LoadedFile['kind']) =>
    kb(files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gzipBytes, 0));
  const largest = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  return { jsKb: sum('js'), cssKb: sum('css'), jsFiles: files.filter((f) => f.kind === 'js').length, largest };
}
