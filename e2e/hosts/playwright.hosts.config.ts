import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * The shared config with a longer server start (a loaded machine needs more than 60 s to migrate and seed),
 * reusing a server already listening on E2E_PORT (start one with the same env to iterate quickly).
 * Run: WEB_DIST=/tmp/dist-hosts E2E_PORT=3208 npx playwright test --config e2e/hosts/playwright.hosts.config.ts
 */
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../test-results',
  reporter: [['list'], ['json', { outputFile: '../test-results/hosts-report.json' }]],
  webServer: server ? { ...server, cwd: '../..', timeout: 300_000, reuseExistingServer: true } : undefined,
});
