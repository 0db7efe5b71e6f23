import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverEnv } from './server-env.ts';

/**
 * Two servers, each the production server on a fresh PGlite folder:
 * - `app` serves the production build (apps/web/dist, or WEB_DIST) on E2E_PORT (3100): every spec but ui/;
 * - `dev-ui` serves a development build (apps/web/dist-dev, or WEB_DIST_DEV) on E2E_PORT + 1: the /dev/ui
 *   page exists only there. `npm test` builds both.
 * The server gets a test wallet key, a test Telegram bot, and sends one-time codes over HTTP to the SMS sink
 * that global-setup.ts runs for the whole run, so the phone-login tests read real codes.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const devPort = port + 1;
const root = resolve(import.meta.dirname, '..');

process.env.SMS_PROVIDER ??= 'http';
process.env.SMS_HTTP_URL ??= 'http://127.0.0.1:3213/sms';
process.env.GOOGLE_DOUBLE_URL ??= `http://127.0.0.1:${port + 14}`;
// A real OpenID Connect provider (oidc-provider) for third-party login in the browser (session/oidc.spec.ts).
process.env.OIDC_PROVIDER_URL ??= `http://127.0.0.1:${port + 15}`;
process.env.OIDC_REDIRECT_URIS ??= [port, devPort]
  .flatMap((p) => [`http://localhost:${p}/auth/oidc/callback`, `http://localhost:${p}/profile/followTask`])
  .join(' ');
process.env.TG_BOTS ??= '{"arcadia_e2e_bot":"7000000009:AAE2E-test-token-for-arcadia"}';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testIgnore: ['**/node_modules/**'],
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [
    { name: 'app', testIgnore: ['ui/**', '**/node_modules/**'], use: { baseURL: `http://localhost:${port}` } },
    { name: 'dev-ui', testMatch: 'ui/**/*.spec.ts', use: { baseURL: `http://localhost:${devPort}` } },
  ],
  webServer: [
    {
      command: 'node apps/server/src/main.ts',
      cwd: root,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: serverEnv(process.env.WEB_DIST ?? join(root, 'apps/web/dist'), port),
    },
    {
      command: 'node apps/server/src/main.ts',
      cwd: root,
      url: `http://localhost:${devPort}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: serverEnv(process.env.WEB_DIST_DEV ?? join(root, 'apps/web/dist-dev'), devPort),
    },
  ],
});
