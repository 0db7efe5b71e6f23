import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * The shared config with a longer server start-up allowance: with eight helpers building and
 * testing at once, the server's first migration can take longer than 60 s on this machine.
 * Run: WEB_DIST=/tmp/dist-locales E2E_PORT=3204 npx playwright test --config e2e/locales/playwright.config.ts e2e/locales e2e/overlays
 */
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: '..',
  // Results stay out of the tree (and out of the other helpers' shared e2e/test-results).
  outputDir: '/tmp/pw-locales',
  reporter: [['list'], ['json', { outputFile: '/tmp/pw-locales-report.json' }]],
  webServer: server ? { ...server, cwd: join(import.meta.dirname, '../..'), timeout: 240_000 } : undefined,
});
