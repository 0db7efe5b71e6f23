import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The page registry's entries: `routeId: () => import('<module>')`, and `routeId: loaderName` for a page several
 * routes share (`const loaderName: PageLoader = () => import('<module>')`).
 */
export function pageModules(source: string, registryFile: string): Map<string, string> {
  const at = (path: string) => resolve(dirname(registryFile), path);
  const shared = new Map<string, string>();
  for (const [, name, path] of source.matchAll(/^const (\w+): PageLoader = \(\) => import\('([^']+)'\)/gm))
    if (name && path) shared.set(name, at(path));
  const pages = new Map<string, string>();
  for (const [, id, path] of source.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm))
    if (id && path) pages.set(id, at(path));
  for (const [, id, name] of source.matchAll(/^\s+(\w+): (\w+),$/gm)) {
    const module = name ? shared.get(name) : undefined;
    if (id && module) pages.set(id, module);
  }
  return pages;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** page-assets.json's key for the bottom tab bar's files, which the five tab pages load with their own. */
export const TAB_BAR_KEY = '$tabBar';
/** page-assets.json's key for pages whose screens a query parameter picks (route id -> the parameter and files). */
export const SCREENS_KEY = '$screens';

/** A page whose screens a query parameter picks, each loaded on its own (e.g. /fortune's `?tab=`). */
export interface ScreenList {
  routeId: string;
  param: string;
  /** The module listing the screens' loaders, one `name: () => import('…')` per line; the first is the default. */
  file: string;
}

/** A screen list's entries, in order: name -> module path. */
export function screenModules(source: string, file: string): Map<string, string> {
  const screens = new Map<string, string>();
  for (const [, name, path] of source.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm))
    if (name && path) screens.set(name, resolve(dirname(file), path));
  return screens;
}

/**
 * Writes `page-assets.json`: route id -> the JS and CSS files its page needs beyond the startup chunk, and under
 * TAB_BAR_KEY the bottom tab bar's (`tabBarFile`). The server names them in the page's head (modulepreload, style
 * preload; the tab bar's after the page's own on the five tab pages), so they download beside the startup code
 * instead of after it has run and asked for them.
 */
export function pageAssetsPlugin(registryFile: string, tabBarFile?: string, screenLists: ScreenList[] = []): Plugin {
  return {
    name: 'arcadia:page-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const startup = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const result: Record<string, { js: string[]; css: string[] }> = {};
      /** A chunk's files and those it imports, but the startup chunk's. */
      const filesFrom = (entry: ChunkLike) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (file: string) => {
          if (js.has(file) || startup.has(file)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          js.add(file);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const next of chunk.imports) visit(next);
        };
        visit(entry.fileName);
        return { js: [...js], css: [...css] };
      };
      for (const [id, module] of pageModules(readFileSync(registryFile, 'utf8'), registryFile)) {
        const page = chunks.find((c) => c.facadeModuleId === module);
        // A page put in a chunk group (vite.config.ts advancedChunks) is not that chunk's facade: the chunk does not
        // export the page as `default`, which the first load imports by the file's name (router/lazy-pages.ts).
        if (!page && chunks.some((c) => c.moduleIds.includes(module)))
          this.error(`${id}: its page module is inside a chunk group; keep page modules out of the groups`);
        if (page) result[id] = filesFrom(page);
      }
      const tabBar = tabBarFile ? chunks.find((c) => c.facadeModuleId === tabBarFile) : undefined;
      if (tabBar) result[TAB_BAR_KEY] = filesFrom(tabBar);
      const screens: Record<string, { param: string; files: Record<string, { js: string[]; css: string[] }> }> = {};
      for (const list of screenLists) {
        const own = new Set([...(result[list.routeId]?.js ?? []), ...(result[list.routeId]?.css ?? [])]);
        const files: Record<string, { js: string[]; css: string[] }> = {};
        for (const [name, module] of screenModules(readFileSync(list.file, 'utf8'), list.file)) {
          const chunk = chunks.find((c) => c.facadeModuleId === module);
          if (!chunk) this.error(`${list.routeId} screen ${name}: no chunk of its own (${module})`);
          const { js, css } = filesFrom(chunk);
          files[name] = { js: js.filter((f) => !own.has(f)), css: css.filter((f) => !own.has(f)) };
        }
        screens[list.routeId] = { param: list.param, files };
      }
      const output = screenLists.length > 0 ? { ...result, [SCREENS_KEY]: screens } : result;
      this.emitFile({ type: 'asset', fileName: 'page-assets.json', source: JSON.stringify(output) });
    },
  };
}
