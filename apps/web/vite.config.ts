import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageAssetsPlugin } from './build-plugins/page-assets.ts';
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
 * schemas into the startup chunk, so Rolldown places (and tree-shakes) them as usual.
 */
const LAZY_ONLY = /[\\/](packages[\\/]contract[\\/]src[\\/]calls|node_modules[\\/]zod)[\\/]/;
function collectStartupModules(): Plugin {
  return {
    name: 'arcadia:startup-modules',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (startupModules.has(id)) continue;
        startupModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    collectStartupModules(),
    stripCallSchemasPlugin(),
    pageAssetsPlugin(fileURLToPath(new URL('./src/app/router/pages.ts', import.meta.url))),
  ],
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
            { name: 'startup', test: (id: string) => startupModules.has(id) && !LAZY_ONLY.test(id), priority: 10 },
          ],
        },
      },
    },
  },
});
