import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build-plugins/precompress.ts';
import { stripCallSchemasPlugin } from './build-plugins/strip-call-schemas.ts';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The operator console: its own build of its own entry (`ops.html`, `src/ops/`), written to `dist/ops` and served
 * by the server under /ops. A separate build rather than a second entry of the player's build, so the player's
 * chunks cannot change by a byte when the console grows (checked by `npm run first-load -w bench`).
 * Run after the player's build, which empties `dist`.
 */
export default defineConfig({
  base: '/ops/',
  // The console's client never parses with the contract's schemas (the server does): dropped as in the player build.
  plugins: [react(), stripCallSchemasPlugin(), precompressPlugin()],
  server: {
    port: Number(process.env.OPS_PORT ?? 3002),
    proxy: { '/ops-api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    outDir: 'dist/ops',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { input: 'ops.html' },
  },
});
