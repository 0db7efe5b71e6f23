#!/usr/bin/env node
// The one test command: lint, types, unit and API tests (PGlite always, Postgres too when DATABASE_URL is set),
// then build and e2e in Debian's Chromium. Without Chromium the e2e step is skipped, except under CI=true.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, ensureProjectNode } from './ensure.mjs';

// One command on a fresh clone: install what is missing, then run on the project's Node 24.
ensureInstalled();
ensureProjectNode(new URL(import.meta.url).pathname);

const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv[2]; // optional: lint | types | unit | e2e
const reports = mkdtempSync(join(tmpdir(), 'arcadia-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const layers = [];

function run(title, command, args, env = {}, cwd = undefined, { countFailuresLater = false } = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
  console.log(`◀ ${title}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0 && !countFailuresLater) {
    finish(1, `${title} failed`);
  }
  return result.status;
}

function countVitest(file, layer) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const entry = {
    layer,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  layers.push(entry);
  totals.passed += entry.passed;
  totals.failed += entry.failed;
  totals.skipped += entry.skipped;
}

function vitest(workspace, layer, env = {}) {
  const out = join(reports, `${layer.replace(/\W+/g, '-')}.json`);
  run(
    layer,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  countVitest(out, layer);
}

function finish(code, why) {
  console.log('\nTest layers:');
  for (const l of layers)
    console.log(`  ${l.layer.padEnd(28)} ${l.passed} passed, ${l.failed} failed, ${l.skipped} skipped`);
  if (why) console.log(`\n✗ ${why}`);
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

console.log(`node ${process.version} (${process.execPath})`);
if (!process.version.startsWith('v24.')) finish(1, 'npm scripts must run on Node 24 (the node@24 devDependency)');

if (!only || only === 'lint') run('lint', 'npx', ['biome', 'check', '.']);
if (!only || only === 'types') {
  for (const ws of ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'])
    run(`types ${ws}`, 'npx', ['tsc', '--noEmit', '-p', ws]);
}
if (!only || only === 'unit') {
  vitest('packages/contract', 'unit: contract');
  vitest('apps/web', 'unit: web');
  vitest('apps/server', process.env.DATABASE_URL ? 'api: server (pglite+postgres)' : 'api: server (pglite)');
}
if (!only || only === 'e2e') {
  if (!existsSync(chromium)) {
    if (ci) finish(1, `Chromium not found at ${chromium}; CI needs it (apt-get install chromium)`);
    console.log(`\n⚠ Chromium not found at ${chromium}: e2e skipped. Install it with: apt-get install chromium`);
  } else {
    run('build', 'npm', ['run', 'build']);
    // /dev/ui exists only in development builds; the e2e `dev-ui` project serves this one.
    run(
      'build (development, for /dev/ui)',
      'npx',
      ['vite', 'build', '--mode', 'development', '--outDir', 'dist-dev', '--emptyOutDir'],
      { NODE_ENV: 'development' },
      'apps/web',
    );
    const out = join(reports, 'e2e.json');
    // A failing e2e run still reports its counts below; the exit code follows them.
    const status = run(
      'e2e',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      undefined,
      { countFailuresLater: true },
    );
    if (!existsSync(out)) finish(1, `e2e exited ${status} without a report`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const s = report.stats;
    const entry = { layer: 'e2e: chromium', passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
    if (s.flaky > 0) console.log(`⚠ ${s.flaky} e2e test(s) passed only on retry (flaky): see the list above`);
    layers.push(entry);
    totals.passed += entry.passed;
    totals.failed += entry.failed;
    totals.skipped += entry.skipped;
    if (status !== 0 && entry.failed === 0) finish(1, `e2e exited ${status}`);
  }
}
finish(totals.failed > 0 ? 1 : 0);
