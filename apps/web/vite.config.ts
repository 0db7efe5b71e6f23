import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst } from 'vite';
import { pageAssetsPlugin } from './build-plugins/page-assets.ts';
import { precompressPlugin } from './build-plugins/precompress.ts';
import { stripCallSchemasPlugin } from './build-plugins/strip-call-schemas.ts';

const apiPort = process.env.API_PORT ?? '3001';
const api = `http://127.0.0.1:${apiPort}`;

/**
 * Modules the entry imports statically (directly or through others) are needed before the first paint anyway.
 * Keeping them in one `startup` chunk instead of the ~30 small shared chunks Rolldown would make saves a request
 * each and gzip's per-file overhead. Lazy pages keep their own chunks.
 *
 * Rolldown folds the entry module into that chunk too, and the lazy Telegram and native host chunks import it;
 * so `main.tsx` must not use top-level await (the chunk would wait on a chunk that waits on it).
 */
const startupModules = new Set<string>();
/**
 * Reachable through the contract's barrel but only used by lazy chunks: grouping them would force their zod
 * schemas into the startup chunk (or, for the signed paths, the native host's code), so Rolldown places (and
 * tree-shakes) them as usual.
 */
const LAZY_ONLY =
  /[\\/](packages[\\/]contract[\\/]src[\\/](calls[\\/]|games[\\/]|signing\.ts$)|node_modules[\\/]zod[\\/])/;
/**
 * Loaded on every first load, just after startup (the CPL init call, the service worker's registration in the
 * browser): their own files would cost a request each and gzip's per-file overhead for a few hundred bytes.
 */
const FIRST_LOAD = /[\\/]src[\\/](session[\\/]cpl-init|hosts[\\/]pwa[\\/]register-sw)\.ts$/;
/**
 * What every Fortune page's first load needs beyond startup (the base frame's theme, head and tabs, the gated frame
 * and its reality check, the session, account and query keys, amounts and times, the intent keys of money
 * actions, refusal texts), in one chunk rather than the seven Rolldown would cut by
 * which pages share what (each small file costs a request and gzip's per-file overhead: /fortune/play's first load
 * came in 16 files), with the calls they make (schemas stripped, a few lines each). Also the countdown hook that
 * home's and the rewards screen's files share: 60 bytes here against a 460-byte file of its own on /fortune. A
 * module missing here still works: it gets a chunk of its own.
 */
const FORTUNE_KIT =
  /[\\/]src[\\/]features[\\/]fortune[\\/](parts\.module\.css|shell[\\/](frame-base\.tsx|fortune-logo\.tsx|fortune-frame\.tsx|reality-check\.tsx|tab-bar\.tsx|use-fortune-root\.ts|shell\.module\.css|fortune-theme\.css)|queries-(keys|session|account)\.ts|load-failed\.tsx|use-intent-key\.ts|money(-calc)?\.ts|time\.ts|engage[\\/](error-text|use-now)\.ts)$|[\\/]contract[\\/]src[\\/]calls[\\/]fortune[\\/](attribution|available-countries|query|responsible)\.ts$/;
/*
 * Fortune's home has no group: its cards, checklist, prize drop and popups are statically imported by its page
 * module only, so Rolldown puts them in the page's own chunk (a group of their own cost 0.4 KB more on /fortune).
 */
/**
 * The game catalogue's calls (the lobby lists games, a studio's game page reads its name and studio from it): one
 * file. (Page modules stay out of the groups: the first load imports a page's chunk by its file name and takes its
 * default export; build-plugins/page-assets.ts checks.)
 */
const FORTUNE_GAMES =
  /[\\/]src[\\/]features[\\/]fortune[\\/]queries-games\.ts$|[\\/]contract[\\/]src[\\/]calls[\\/]fortune[\\/]games\.ts$/;
/** The tiger slot's screen, its symbols and queries: one file instead of three (its sheets load on a tap). */
const RETIGER =
  /[\\/]src[\\/]features[\\/]fortune[\\/](play[\\/]retiger[\\/]symbols\.svg\?no-inline|play[\\/]retiger[\\/](retiger-game|autoplay|bet-control|reels|symbols)\.tsx|play[\\/]retiger[\\/](slot|spin-error)\.ts|play[\\/]retiger[\\/]retiger\.module\.css|queries-retiger\.ts)$|[\\/]contract[\\/]src[\\/]calls[\\/]fortune[\\/]retiger\.ts$/;
/**
 * What nearly every page's first load needs beside the entry's own imports (the query layer, display formats, links,
 * buttons, skeletons, the opened-once hook of lazy sheets): part of the startup chunk. All 36 main routes load them,
 * and one file gzips better than four (every route's first load came 0.3-1.1 KB smaller than with a page kit of its
 * own).
 */
const PAGE_KIT =
  /[\\/]src[\\/](app[\\/](query[\\/](use-query|query-client)\.ts|router[\\/]link\.tsx)|i18n[\\/]formats\.ts|ui[\\/]((button|skeleton)(\.module\.css|\.tsx)|use-opened-once\.ts))$/;
/**
 * Images and avatars (the shared resizing and lazy-loading helper with both views): one chunk instead of three, as
 * the pages that show one mostly show the other (posts, profiles, /space).
 */
const MEDIA_KIT = /[\\/]src[\\/]ui[\\/](avatar(\.module\.css|\.tsx)|image(\.module\.css|\.tsx)|image-src\.ts)$/;
function collectStartupModules(): Plugin {
  return {
    name: 'arcadia:startup-modules',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        // Not through the lazy-only modules either: what only they import (a game's hash library) is not startup's.
        if (startupModules.has(id) || LAZY_ONLY.test(id)) continue;
        startupModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Vite's preload helper, which wraps every lazy `import()`, is written for module-preload lists too (ADR 014 turned
 * them off): with only the lazy chunk's style sheets left to load, this is all it has to do. It adds each sheet once
 * (not when the server's head already has it) and lets a failed sheet be asked again on the next try. The chunk is
 * asked at the same time as its sheets (Vite's helper asks it after them: one round trip more on every lazy load), and
 * the promise settles when both are in, so what it renders never paints unstyled. Same name and arguments as Vite's
 * (`\0vite/preload-helper.js`).
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const PRELOAD_CODE = `const sheets = {};
export const __vitePreload = (load, deps) => {
  const module = load();
  return Promise.all([
    module,
    ...(deps || []).map((dep) => {
      const href = new URL(import.meta.env.BASE_URL + dep, location.href).href;
      return (sheets[href] ??= [...document.querySelectorAll('link[rel=stylesheet]')].some((link) => link.href === href)
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.onload = resolve;
            link.onerror = () => {
              delete sheets[href];
              link.remove();
              reject(new Error('Unable to preload CSS for ' + href));
            };
            document.head.append(link);
          }));
    }),
  ]).then(() => module);
};
`;
function smallPreloadHelper(): Plugin {
  return {
    name: 'arcadia:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? PRELOAD_CODE : undefined),
  };
}

/**
 * A module made only of re-exports (a feature's index.ts) has no side effects of its own. Said so, Rolldown takes
 * from it only what an importer uses; otherwise each importer's chunk also imports the chunk of everything the barrel
 * re-exports, to run it first (Fortune's home loaded the invite screen's share helpers and the host's share bridge
 * that way, and the invite screen home's slots).
 */
function pureReExports(): Plugin {
  return {
    name: 'arcadia:pure-re-exports',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]index\.tsx?$/.test(id) || id.includes('node_modules')) return undefined;
      let body: { type: string; source?: unknown }[];
      try {
        body = parseAst(code).body as unknown as { type: string; source?: unknown }[];
      } catch {
        return undefined;
      }
      const reExportsOnly =
        body.length > 0 &&
        body.every(
          (statement) =>
            statement.type === 'ExportAllDeclaration' ||
            (statement.type === 'ExportNamedDeclaration' && statement.source != null),
        );
      return reExportsOnly ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

/**
 * CSS module class names in a build: the sheet's hash and the class's number in the sheet (`_2s7Qj3`). Every class
 * name sits in the page's JS (the module's class map) as well as in its CSS, so the local name written out again in
 * each costs bytes a phone downloads (/fortune: 0.16 KB of JS and 0.5 KB of CSS). The dev server keeps the local
 * name (`_card_2s7Qj`) for reading the DOM.
 */
const classNumbers = new Map<string, Map<string, number>>();
function buildClassName(local: string, file: string, css: string): string {
  const numbers = classNumbers.get(file) ?? new Map<string, number>();
  classNumbers.set(file, numbers);
  const number = numbers.get(local) ?? numbers.size;
  numbers.set(local, number);
  return `_${sheetHash(css)}${number.toString(36)}`;
}
const devClassName = (local: string, _file: string, css: string) => `_${local}_${sheetHash(css)}`;
const sheetHash = (css: string) => createHash('sha256').update(css).digest('base64url').slice(0, 5);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    smallPreloadHelper(),
    pureReExports(),
    collectStartupModules(),
    stripCallSchemasPlugin(),
    pageAssetsPlugin(
      fileURLToPath(new URL('./src/app/router/pages.ts', import.meta.url)),
      fileURLToPath(new URL('./src/app/shell/bottom-tab-bar.tsx', import.meta.url)),
      [
        {
          routeId: 'fortune',
          param: 'tab',
          file: fileURLToPath(new URL('./src/features/fortune/screens.ts', import.meta.url)),
        },
      ],
    ),
    precompressPlugin(),
  ],
  css: { modules: { generateScopedName: command === 'build' ? buildClassName : devClassName } },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/svc': api, '/healthz': api, '/fortune-live': api },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    // No preload lists beside lazy imports: they would grow the startup chunk with every page (ADR 014).
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'startup',
              test: (id: string) =>
                (startupModules.has(id) && !LAZY_ONLY.test(id)) || FIRST_LOAD.test(id) || PAGE_KIT.test(id),
              priority: 10,
            },
            // Only the listed modules: their imports stay in the chunks the pages that share them already load.
            { name: 'fortune-kit', test: FORTUNE_KIT, includeDependenciesRecursively: false, priority: 5 },
            { name: 'fortune-games', test: FORTUNE_GAMES, includeDependenciesRecursively: false, priority: 5 },
            { name: 'retiger', test: RETIGER, includeDependenciesRecursively: false, priority: 5 },
            { name: 'media-kit', test: MEDIA_KIT, includeDependenciesRecursively: false, priority: 3 },
          ],
        },
      },
    },
  },
}));
