#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when stale, then serves it with the API
// (embedded PGlite in ./data with demo data unless configured otherwise). `npm run build` forces a build.
import { ensureInstalled, ensureProjectNode, ensureWebBuild } from './ensure.mjs';

ensureInstalled();
ensureProjectNode(new URL(import.meta.url).pathname);
ensureWebBuild();
await import('../apps/server/src/main.ts');
