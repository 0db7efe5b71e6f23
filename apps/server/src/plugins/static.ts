import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale, splitLocale } from '@arcadia/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadHeadData } from '../head/head-data.ts';
import { commonMessagesDir, createHeadTranslate, loadCommonMessages } from '../head/messages.ts';
import { createPreloader } from '../head/preload.ts';
import { type BrandHead, renderHead, resolveHeadRoute } from '../head/render-head.ts';

const HEAD_MARKER = '<!--app-head-->';

/** The locale a bare path redirects to: the NEXT_LOCALE cookie the app sets, else the default (vi-VN). */
export function preferredLocale(cookieHeader: string | undefined): Locale {
  const match = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(cookieHeader ?? '');
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * In production the server also serves the built web app on the same port: hashed assets with a
 * year-long immutable cache, every page answered with index.html (no-cache) and its head rendered.
 */
export async function registerStatic(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexPath = join(dist, 'index.html');
  if (!dist || !existsSync(indexPath)) {
    app.log.warn({ dist }, 'web build not found; serving the API only');
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const t = createHeadTranslate(loadCommonMessages(commonMessagesDir(dist)));
  const headContext = { origin: app.config.publicOrigin, productName: app.config.productName, t };
  const preload = createPreloader(dist);

  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: false,
    // The build writes Brotli and gzip copies beside each text file (apps/web/build-plugins/precompress.ts): the
    // one the browser accepts is sent for the file's own URL, with Vary: Accept-Encoding.
    preCompressed: true,
    globIgnore: ['index.html', 'ops/ops.html', '**/*.br', '**/*.gz'],
    // @fastify/static 10 hands the Fastify reply here, not the raw response.
    setHeaders(reply, path) {
      const hashed = /[/\\]assets[/\\]/.test(path);
      (reply as unknown as FastifyReply).header(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // A returning visitor (NEXT_LOCALE cookie) goes straight to their locale. A first visit to the bare root gets
  // the page itself: the app picks the locale from the open-app config's country (spec section 2), else vi-VN.
  app.get('/', async (request, reply) => {
    if (hasLocaleCookie(request.headers.cookie))
      return reply.redirect(`/${preferredLocale(request.headers.cookie)}/`, 302);
    return sendPage(request.url, reply);
  });

  app.get('/*', async (request, reply) => {
    const { locale } = splitLocale(request.url);
    const isAsset = /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '');
    if (isAsset || request.url.startsWith('/svc/')) return reply.callNotFound();
    if (!isLocale(locale)) return reply.redirect(`/${preferredLocale(request.headers.cookie)}${request.url}`, 302);
    return sendPage(request.url, reply);
  });

  registerConsolePages(app, dist);

  async function sendPage(url: string, reply: FastifyReply) {
    const { route, params, url: parsed } = resolveHeadRoute(url, headContext.origin);
    // Providers also see the query (route params win): the share landing page reads its share_uid.
    const entity = route
      ? await loadHeadData(route, { ...Object.fromEntries(parsed.searchParams), ...params }, app.db)
      : undefined;
    const head = renderHead(url, headContext, entity);
    let html = template
      .replace(HEAD_MARKER, head.tags + preload(route, head.lang, parsed.searchParams))
      .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}" dir="${head.dir}"`);
    if (head.icon) html = html.replace(/<link rel="icon" href="[^"]*"/, `<link rel="icon" href="${head.icon}"`);
    if (head.brand) html = withBrand(html, head.brand);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  }
}

/** A sub-brand page: its manifest, apple icon, theme colour and root class instead of the main brand's. */
function withBrand(html: string, brand: BrandHead): string {
  return html
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${brand.manifest}"`)
    .replace(/<link rel="apple-touch-icon" href="[^"]*"/, `<link rel="apple-touch-icon" href="${brand.appleIcon}"`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${brand.themeColor}"`)
    .replace(/<html lang="([^"]*)" dir="([^"]*)"/, `<html lang="$1" dir="$2" class="${brand.htmlClass}"`);
}

/**
 * The operator console (its own build in `dist/ops`, apps/web/vite.ops.config.ts): every path under /ops answers
 * its one page, which routes on the client. Not localised, never indexed.
 */
function registerConsolePages(app: FastifyInstance, dist: string) {
  const consolePath = join(dist, 'ops', 'ops.html');
  if (!existsSync(consolePath)) {
    app.log.warn('operator console build not found; /ops is not served');
    return;
  }
  const html = readFileSync(consolePath, 'utf8');
  const send = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(html);
  app.get('/ops', send);
  app.get('/ops/*', async (request, reply) => {
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    return send(request, reply);
  });
}

function hasLocaleCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)NEXT_LOCALE=/.test(cookieHeader ?? '');
}
