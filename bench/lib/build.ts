import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './proc.ts';

export const WORK = join(ROOT, 'bench/.work');
export const APP_DIST = join(WORK, 'dist');
const PEER_DIR = join(WORK, 'peer');
export const PEER_DIST = join(PEER_DIR, 'dist');
const PEER_SOURCE = join(ROOT, '../shared/peers/empty-react');

/** Builds the app into bench/.work/dist (never the shared apps/web/dist). */
export function buildApp(): number {
  const started = Date.now();
  mkdirSync(WORK, { recursive: true });
  run('npx', ['vite', 'build', '--outDir', APP_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'apps/web'),
  });
  return Date.now() - started;
}

/** Copies the empty React page, installs it outside the workspace (once per package.json), builds it. */
export function buildPeer(): { ms: number; versions: Record<string, string> } {
  const started = Date.now();
  if (!existsSync(PEER_SOURCE)) throw new Error(`empty React peer not found at ${PEER_SOURCE}`);
  const manifest = readFileSync(join(PEER_SOURCE, 'package.json'), 'utf8');
  const stamp = join(PEER_DIR, '.installed-package.json');
  const fresh = !existsSync(stamp) || readFileSync(stamp, 'utf8') !== manifest;
  if (fresh) rmSync(PEER_DIR, { recursive: true, force: true });
  mkdirSync(PEER_DIR, { recursive: true });
  for (const entry of ['index.html', 'package.json', 'src'])
    cpSync(join(PEER_SOURCE, entry), join(PEER_DIR, entry), { recursive: true });
  if (fresh) {
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error', '--prefix', PEER_DIR]);
    writeFileSync(stamp, manifest);
  }
  run(join(PEER_DIR, 'node_modules/.bin/vite'), ['build', '--emptyOutDir', '--logLevel', 'warn'], { cwd: PEER_DIR });
  const versions: Record<string, string> = {};
  for (const name of ['react', 'react-dom', 'vite']) {
    const pkg = join(PEER_DIR, 'node_modules', name, 'package.json');
    if (existsSync(pkg)) versions[name] = JSON.parse(readFileSync(pkg, 'utf8')).version;
  }
  return { ms: Date.now() - started, versions };
}
