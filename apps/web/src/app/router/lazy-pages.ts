import { matchRoute, type RouteId, splitLocale } from '@arcadia/contract';
import { lazyComponents } from './lazy-components.ts';
import type { PageLoader, PageModule } from './pages.ts';

/**
 * The page registry (`pages.ts`) names every page's chunk and style sheets, about 3 KB gz that a first load does
 * not need: the server's head already names the first page's files (head/preload.ts, from page-assets.json, the
 * page's own chunk first). So the first page loads from those links, and the registry when another page is wanted.
 */
const registry = () => import('./pages.ts');
const fromRegistry =
  (routeId: RouteId): PageLoader =>
  () =>
    registry().then((pages) => pages.pageLoader(routeId)());

function addStyleSheet(href: string): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  if ([...links].some((link) => link.href === href)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`Unable to load ${href}`));
    };
    document.head.append(link);
  });
}

/** The translation namespaces the head preloads (`/resource/i18n/<namespace>/<locale>.json`). */
export function servedNamespaces(doc: ParentNode): string[] {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')];
  return links.flatMap((link) => /\/resource\/i18n\/([\w-]+)\/[\w-]+\.json$/.exec(link.href)?.[1] ?? []);
}

/** The route the document was served for and the first page's files its head names; undefined without them. */
export function servedPageFiles(
  doc: ParentNode,
  pathname: string,
): { routeId: RouteId; script: string; sheets: string[] } | undefined {
  const script = doc.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.href;
  const route = matchRoute(splitLocale(pathname).rest)?.route;
  if (!script || !route) return undefined;
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map((l) => l.href);
  return { routeId: route.id, script, sheets };
}

function servedPage(): { routeId: RouteId; load: PageLoader } | undefined {
  if (typeof document === 'undefined') return undefined;
  const files = servedPageFiles(document, window.location.pathname);
  if (!files) return undefined;
  const { routeId, script, sheets } = files;
  // Styles first, so the page never paints unstyled (as Vite's preload helper does). A failure is the route's error
  // screen at once, as through the registry (which names the same files).
  const load: PageLoader = () =>
    Promise.all(sheets.map(addStyleSheet)).then(() => import(/* @vite-ignore */ script) as ReturnType<PageLoader>);
  return { routeId, load };
}

let served = servedPage();
/** The first page's module (undefined when it failed or there is none), for its prefetch. */
let servedModule: Promise<PageModule | undefined> = Promise.resolve(undefined);

/**
 * Loads the first page's module before the first render (main.tsx), so the first render does not suspend on it
 * (lazy-components.ts says why). A failure is left to the lazy page (its error screen).
 */
export function loadServedPage(): Promise<void> {
  const first = served;
  if (!first) return Promise.resolve();
  servedModule = first.load().then(
    (page) => {
      pages.loaded(first.routeId, page.default);
      return page;
    },
    () => undefined,
  );
  return servedModule.then(() => undefined);
}

/**
 * Starts the first page's first calls (its module's `prefetch`, once `signedIn` tells the user id: 0 for a visitor)
 * and settles when their answers are in: its queries take them over instead of asking after the first render. A page
 * without `prefetch` settles at once, without waiting for `signedIn`. Never rejects.
 */
export function prefetchServedPage(signedIn: () => Promise<number>): Promise<void> {
  return servedModule
    .then((page) => {
      const prefetch = page?.prefetch;
      return prefetch ? signedIn().then(prefetch) : undefined;
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

function loaderFor(routeId: RouteId): PageLoader {
  const first = served;
  served = undefined;
  return first?.routeId === routeId ? first.load : fromRegistry(routeId);
}

const pages = lazyComponents(loaderFor);

/** The route's page: as loaded when it is in, else one that suspends until it is. */
export const lazyPage = (routeId: RouteId) => pages.component(routeId);

/** Starts loading the page a link points to, so the tap feels instant. */
export function preloadPath(href: string) {
  const match = matchRoute(splitLocale(href).rest);
  if (match) void fromRegistry(match.route.id)().catch(() => {});
}
