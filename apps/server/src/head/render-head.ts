import {
  DEFAULT_ALTERNATE_LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  matchRoute,
  type RouteDef,
  splitLocale,
} from '@arcadia/contract';
import { maskName } from '../lib/mask-name.ts';
import type { HeadEntity } from './head-data.ts';
import type { HeadTranslate } from './messages.ts';

export interface HeadContext {
  origin: string;
  productName: string;
  t: HeadTranslate;
}

export interface RenderedHead {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  title: string;
  /** Route icon (sub-brand and inbet pages), replacing the default favicon. */
  icon?: string;
  /** The sub-brand's own install identity on its pages (its own PWA). */
  brand?: BrandHead;
  tags: string;
}

export interface BrandHead {
  manifest: string;
  appleIcon: string;
  themeColor: string;
  /** Put on <html> so the brand's colours apply before any script runs. */
  htmlClass: string;
}

/** Fortune's pages install as their own app: manifest, icons and colours under /fortune/ (apps/web/public). */
const FORTUNE_HEAD: BrandHead = {
  manifest: '/fortune/manifest.webmanifest',
  appleIcon: '/fortune/apple-touch-icon.png',
  themeColor: '#12081f',
  htmlClass: 'fortune',
};

export interface HeadRoute {
  url: URL;
  lang: Locale;
  rest: string;
  route?: RouteDef;
  params: Record<string, string>;
}

/** Routes whose links get Open Graph and Twitter previews (spec section 2; DESIGN.md section 6). */
const PREVIEW_ROUTES = new Set([
  'gift',
  'product',
  'post',
  'profileXid',
  'profile',
  'share',
  'shareLand',
  'shareTab',
  'giftcodeShare',
]);

/** Locales with their own share image (spec section 9); mirrors SHARE_IMAGE_LANGS in the web's markets.ts. */
const SHARE_IMAGE_LANGS = new Set(['vi', 'en', 'pt', 'id', 'ms', 'th', 'ru', 'es']);
const OG_LOCALE = (lang: Locale) => lang.replace('-', '_');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** First 2 and last 2 characters, as the web's maskNickname (spec section 2). */
export const maskNickname = maskName;

export function resolveHeadRoute(url: string, origin: string): HeadRoute {
  const parsed = new URL(url, origin);
  const { locale: first, rest } = splitLocale(parsed.pathname);
  const lang = isLocale(first) ? first : DEFAULT_LOCALE;
  const match = matchRoute(rest);
  return { url: parsed, lang, rest, route: match?.route, params: match?.params ?? {} };
}

/** The document title by the route's title rule (spec section 2, "Page titles and links"). */
function headTitle(route: RouteDef | undefined, lang: Locale, ctx: HeadContext, entity?: HeadEntity): string {
  const product = ctx.t(lang, 'brand.product') ?? ctx.productName;
  if (!route) return ctx.t(lang, 'notFound.title') ?? product;
  const plain = ctx.t(lang, `titles.${route.id}`) ?? route.id;
  switch (route.title) {
    case 'product-suffix':
      return `${plain} - ${product}`;
    case 'username':
    case 'entity':
      return entity?.title || plain;
    case 'gift-sender':
      return entity?.senderNickname
        ? (ctx.t(lang, 'head.sendGift', { name: maskNickname(entity.senderNickname) }) ?? plain)
        : plain;
    default:
      return plain;
  }
}

function canonicalHref({ url, lang, rest, route }: HeadRoute, origin: string): string | undefined {
  if (!route?.canonical) return undefined;
  const query = new URLSearchParams();
  for (const key of route.canonical === true ? [] : route.canonical) {
    const value = url.searchParams.get(key);
    if (value !== null) query.set(key, value);
  }
  const qs = query.toString();
  return `${origin}/${lang}${rest === '/' ? '/' : rest}${qs ? `?${qs}` : ''}`;
}

const absolute = (href: string, origin: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);

function previewTags(head: HeadRoute, title: string, ctx: HeadContext, entity?: HeadEntity): string[] {
  const lang2 = head.lang.slice(0, 2);
  const shareLang = SHARE_IMAGE_LANGS.has(lang2) ? lang2 : 'en';
  const description = entity?.description || ctx.t(head.lang, 'head.previewText') || title;
  // An entity image may name the locale's share language as `{lang}` (the share pages' invite cards).
  const image = absolute((entity?.image || '/resource/share/{lang}.png').replace('{lang}', shareLang), ctx.origin);
  const url = `${ctx.origin}${head.url.pathname}${head.url.search}`;
  const siteName = ctx.t(head.lang, 'brand.product') ?? ctx.productName;
  const og: [string, string][] = [
    ['og:type', head.route?.id === 'product' || head.route?.id === 'post' ? 'article' : 'website'],
    ['og:site_name', siteName],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:url', url],
    ['og:locale', OG_LOCALE(head.lang)],
  ];
  const twitter: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  return [
    ...og.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`),
    ...twitter.map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c)}">`),
  ];
}

/** The HTML head for a URL, from the route manifest and the page's data (DESIGN.md section 6). */
export function renderHead(url: string, ctx: HeadContext, entity?: HeadEntity): RenderedHead {
  const head = resolveHeadRoute(url, ctx.origin);
  const title = headTitle(head.route, head.lang, ctx, entity);
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const description = entity?.description || ctx.t(head.lang, 'head.previewText');
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
  const canonical = canonicalHref(head, ctx.origin);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (head.route) {
    const path = head.rest === '/' ? '/' : head.rest;
    for (const alt of DEFAULT_ALTERNATE_LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${alt}" href="${escapeHtml(`${ctx.origin}/${alt}${path}`)}">`);
    }
  }
  if (head.route && PREVIEW_ROUTES.has(head.route.id)) tags.push(...previewTags(head, title, ctx, entity));
  const fortune = head.route?.icon === 'fortune';
  const icon = fortune ? '/fortune/icon.svg' : head.route?.icon ? `/resource/icons/${head.route.icon}.svg` : undefined;
  return { lang: head.lang, dir: 'ltr', title, icon, ...(fortune ? { brand: FORTUNE_HEAD } : {}), tags: tags.join('') };
}
