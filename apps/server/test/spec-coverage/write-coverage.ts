import { writeFileSync } from 'node:fs';
import { createTestApp } from '../helpers.ts';
import { COVERAGE_FILE, hasHandlerOf, renderCoverage } from './coverage-table.ts';

/** Rewrites docs/coverage.md from the code (`npm run coverage -w apps/server`). */
const { app, close } = await createTestApp('pglite', { seed: false });
writeFileSync(COVERAGE_FILE, renderCoverage(hasHandlerOf(app)));
await close();
console.log(`wrote ${COVERAGE_FILE}`);
