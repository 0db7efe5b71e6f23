import { afterAll, vi } from 'vitest';

/**
 * Test files share their worker process (vitest.config.ts, `isolate: false`: the packages load once per worker, not
 * once per file). What a file changes in the process is put back here, before each file: the environment as the
 * worker started with it (files set variables before they build an app), the project's modules, and real timers.
 */
const PRISTINE = Symbol.for('arcadia.test.pristineEnv');
const store = globalThis as { [PRISTINE]?: Record<string, string | undefined> };
store[PRISTINE] ??= { ...process.env };
const pristine = store[PRISTINE];
for (const key of Object.keys(process.env)) if (!(key in pristine)) delete process.env[key];
Object.assign(process.env, pristine);
// The project's own modules are evaluated again for each file, so a shared test module's settings (e.g. a lifted
// rate limit) apply to every file that imports it; the packages under node_modules stay loaded.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
