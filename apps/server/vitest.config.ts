import { defineConfig } from 'vitest/config';

/**
 * postgres.js reads the array types on each new connection with a query nobody can await; when a test kills
 * connections (test/hardening/lost-connection.test.ts) that query fails as a stray rejection. The server logs such
 * strays and keeps running (main.ts, onStray); here the same one error is let through, and every other stray
 * still fails the run.
 */
function isPostgresTypeFetchCut(error: { code?: unknown; query?: unknown }): boolean {
  return (
    (error.code === '57P01' || error.code === 'CONNECTION_CLOSED' || error.code === 'CONNECTION_DESTROYED') &&
    typeof error.query === 'string' &&
    error.query.includes('from pg_catalog.pg_type')
  );
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process per worker for all its files: the packages (Fastify, Drizzle, PGlite, postgres.js) load once per
    // worker instead of once per file (the API layer took 15 min with a process per file, most of it loading).
    // test/file-isolation.ts puts back what a file changes in the process and reloads the project's own modules.
    isolate: false,
    setupFiles: ['test/file-isolation.ts'],
    onUnhandledError: (error) => !isPostgresTypeFetchCut(error as { code?: unknown; query?: unknown }),
  },
});
