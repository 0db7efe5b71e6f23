// What `npm start` and `npm test` need before they run, so each is one command on a fresh clone: dependencies
// installed (when node_modules is absent or older than the lockfile), the project's Node 24 (re-running the script
// with it when the machine's own node is older) and, for start, a web build no older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function sh(command, args, cwd = root) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** npm ci when node_modules is missing or was installed from an older lockfile. */
export function ensureInstalled() {
  const installed = mtime(at('node_modules/.package-lock.json'));
  if (installed > 0 && installed >= mtime(at('package-lock.json'))) return;
  console.log(installed ? 'package-lock.json changed: npm ci' : 'No node_modules yet: npm ci');
  sh('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Re-runs this script under the project's Node 24 (the node devDependency) when started by an older node. */
export function ensureProjectNode(script) {
  if (process.version.startsWith('v24.')) return;
  const node = at('node_modules/.bin/node');
  if (!existsSync(node)) return;
  const result = spawnSync(node, [script, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** Builds the web app when its output is missing or older than any of its sources. */
export function ensureWebBuild() {
  const built = mtime(at('apps/web/dist/index.html'));
  const sources = Math.max(
    ...[
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/ops.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.ops.config.ts',
      'apps/web/build-plugins',
    ]
      .concat(['packages/contract/src', 'package-lock.json'])
      .map((p) => newest(at(p))),
  );
  if (built > 0 && built >= sources) return;
  console.log(built ? 'The web build is older than its sources: building' : 'No web build yet: building');
  sh('npm', ['run', 'build']);
}
