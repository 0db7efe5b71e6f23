import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * The shared config with the wallet's own port and build (3206, /tmp/dist-wallet unless set), a longer
 * server start (a loaded machine needs more than 60 s to migrate and seed), a wallet encryption key for
 * the production-mode server (it refuses to start without one) and an output folder no other run wipes.
 * Build: cd apps/web && npx vite build --outDir /tmp/dist-wallet --emptyOutDir
 * Run:   npx playwright test --config e2e/wallet/playwright.wallet.config.ts
 */
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
const port = Number(process.env.E2E_PORT ?? 3206);
const webDist = process.env.WEB_DIST ?? '/tmp/dist-wallet';
const TEST_WALLET_KEY = 'e2e0'.repeat(16);

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: process.env.WALLET_E2E_OUT ?? '/tmp/wallet-test-results',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: server
    ? {
        ...server,
        cwd: '../..',
        url: `http://localhost:${port}/healthz`,
        timeout: 300_000,
        env: {
          ...server.env,
          PORT: String(port),
          WEB_DIST: webDist,
          WALLET_ENC_KEY: process.env.WALLET_ENC_KEY ?? TEST_WALLET_KEY,
        },
      }
    : undefined,
});
