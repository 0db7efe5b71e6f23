import {
  DEFAULT_ALTERNATE_LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  matchRoute,
  type RouteDef,
  splitLocale,
} from '@arcadia/contract';

export interface HeadContext {
  origin: string;
  productName: string;
  /** Looks up a translated route title; falls back to the route id. */
  title: (locale: Locale, route: RouteDef) => string;
}

export interface RenderedHead {
  lang: Locale;
  tags: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The HTML head for a URL, from the route manifest (DESIGN.md section 6). */
export function renderHead(url: string, ctx: HeadContext): RenderedHead {
  const parsed = new URL(url, ctx.origin);
  const { locale: first, rest } = splitLocale(parsed.pathname);
  const lang = isLocale(first) ? first : DEFAULT_LOCALE;
  const match = matchRoute(rest);
  const tags: string[] = [];
  const title = match ? ctx.title(lang, match.route) : ctx.productName;
  tags.push(`<title>${escapeHtml(title)}</title>`);
  if (match?.route.canonical) {
    const keep = match.route.canonical === true ? [] : match.route.canonical;
    const query = new URLSearchParams();
    for (const key of keep) {
      const value = parsed.searchParams.get(key);
      if (value !== null) query.set(key, value);
    }
    const qs = query.toString();
    const path = rest === '/' ? '/' : rest;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(`${ctx.origin}/${lang}${path === '/' ? '/' : path}${qs ? `?${qs}` : ''}`)}">`,
    );
  }
  if (match) {
    for (const alt of DEFAULT_ALTERNATE_LOCALES) {
      tags.push(
        `<link rel="alternate" hreflang="${alt}" href="${escapeHtml(`${ctx.origin}/${alt}${rest === '/' ? '/' : rest}`)}">`,
      );
    }
  }
  return { lang, tags: tags.join('') };
}
