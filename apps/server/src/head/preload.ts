import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Namespace, RouteDef, RouteId } from '@arcadia/contract';

interface Files {
  js: string[];
  css: string[];
}

/**
 * page-assets.json: route id -> the page's files (a route id the manifest does not know is never looked up); under
 * `$tabBar` the bottom tab bar's, which the tab pages load with their own; under `$screens`, for a page whose screens
 * a query parameter picks, each screen's files beyond the page's, the first screen being the default
 * (apps/web/build-plugins/page-assets.ts).
 */
type PageAssets = Partial<Record<RouteId | '$tabBar', Files>> & {
  $screens?: Partial<Record<RouteId, { param: string; files: Record<string, Files> }>>;
};

/** The files of the screen a URL's query asks for (the default screen when it names none of them). */
function screenFiles(pages: PageAssets, route: RouteDef, search: URLSearchParams): Files | undefined {
  const screens = pages.$screens?.[route.id];
  if (!screens) return undefined;
  const asked = search.get(screens.param);
  if (asked !== null && Object.hasOwn(screens.files, asked)) return screens.files[asked];
  return Object.values(screens.files)[0];
}

function readPageAssets(dist: string): PageAssets {
  try {
    return JSON.parse(readFileSync(join(dist, 'page-assets.json'), 'utf8')) as PageAssets;
  } catch {
    return {};
  }
}

/**
 * The head links that let a page's own needs download beside the startup code rather than after it has run:
 * the translations it shows first (common and the page's feature namespace, fetched by the app's i18n) and the
 * page's code and styles (from the build's page-assets.json). Without them each is one more round trip before
 * the first meaningful paint on a slow phone network.
 */
export function createPreloader(dist: string) {
  const pages = readPageAssets(dist);
  const namespaceKnown = new Map<string, boolean>();
  const hasMessages = (namespace: Namespace, lang: Locale) => {
    const key = `${namespace}/${lang}`;
    let known = namespaceKnown.get(key);
    if (known === undefined) {
      known = existsSync(join(dist, 'resource', 'i18n', namespace, `${lang}.json`));
      namespaceKnown.set(key, known);
    }
    return known;
  };
  return (route: RouteDef | undefined, lang: Locale, search = new URLSearchParams()): string => {
    const namespaces: Namespace[] = ['common', ...(route && route.feature !== 'common' ? [route.feature] : [])];
    const links = namespaces
      .filter((namespace) => hasMessages(namespace, lang))
      .map(
        (namespace) => `<link rel="preload" as="fetch" crossorigin href="/resource/i18n/${namespace}/${lang}.json">`,
      );
    // The page's own chunk first: the app takes the first modulepreload as the page's module (lazy-pages.ts).
    const assets = route
      ? [pages[route.id], route.tab ? pages.$tabBar : undefined, screenFiles(pages, route, search)]
      : [];
    for (const file of assets.flatMap((a) => a?.js ?? [])) links.push(`<link rel="modulepreload" href="/${file}">`);
    for (const file of assets.flatMap((a) => a?.css ?? []))
      links.push(`<link rel="preload" as="style" href="/${file}">`);
    return links.join('');
  };
}
