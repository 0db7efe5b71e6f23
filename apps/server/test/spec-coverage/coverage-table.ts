import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@arcadia/contract';
import { CALLS, type CallDef, defaultServiceBase, isCallDef, ROUTES } from '@arcadia/contract';
import { SPEC_CALLS } from '@arcadia/contract/spec/spec-calls';
import type { FastifyInstance } from 'fastify';
import { pageModules } from '../../../web/build-plugins/page-assets.ts';

/**
 * The coverage table of docs/coverage.md, generated from the code: for each call of spec section 7 its contract
 * file, whether the server registers a handler, and the web features that use it; for each route of spec section 2
 * whether a page is registered (or the placeholder shows). `npm run coverage -w apps/server` rewrites the file;
 * test/spec-coverage/coverage.test.ts fails when the file and the code disagree.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
export const COVERAGE_FILE = join(root, 'docs/coverage.md');
const PAGES_FILE = join(root, 'apps/web/src/app/router/pages.ts');
const WEB_SRC = join(root, 'apps/web/src');
const CALLS_DIR = join(root, 'packages/contract/src/calls');

export type HasHandler = (call: Pick<CallDef, 'method' | 'service' | 'path'>) => boolean;

/** True when the built server answers the call at its mount point (registerCall: `/svc/<service><path>`). */
export function hasHandlerOf(app: FastifyInstance): HasHandler {
  return (c) => app.hasRoute({ method: c.method, url: `${defaultServiceBase(c.service)}${c.path}` });
}

/** Route ids with a page of their own in apps/web/src/app/router/pages.ts (the rest show the placeholder). */
export function builtPageIds(source = readFileSync(PAGES_FILE, 'utf8')): Set<string> {
  // The same reading of the registry as the web build's page-assets plugin.
  return new Set(pageModules(source, PAGES_FILE).keys());
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Contract file of each call, found by the `path: '...'` line in the call folder. */
function contractFiles(): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const file of filesUnder(CALLS_DIR, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const call of CALLS) {
      if (text.includes(`path: '${call.path}'`) && text.includes(`service: '${call.service}'`))
        byKey.set(keyOf(call), relative(root, file));
    }
  }
  return byKey;
}

const keyOf = (c: Pick<CallDef, 'method' | 'service' | 'path'>) => `${c.method} ${c.service} ${c.path}`;

/** Export name of each call (e.g. `wallet.getWalletInfo`), as web code refers to it. */
function exportNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [area, mod] of Object.entries(contract)) {
    if (!mod || typeof mod !== 'object' || Array.isArray(mod) || isCallDef(mod)) continue;
    for (const [name, value] of Object.entries(mod as Record<string, unknown>))
      if (isCallDef(value)) names.set(keyOf(value), `${area}.${name}`);
  }
  return names;
}

/** Web feature folders (or app layers) whose source names the call, by export name or path literal. */
function screensUsing(): (call: CallDef | undefined, path: string) => string[] {
  const sources = filesUnder(WEB_SRC, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => ({
    where: relative(WEB_SRC, f).split('/').slice(0, 2).join('/'),
    text: readFileSync(f, 'utf8'),
  }));
  const names = exportNames();
  return (call, path) => {
    const name = call ? names.get(keyOf(call)) : undefined;
    const hits = sources.filter(
      (s) =>
        s.text.includes(`'${path}'`) ||
        (name !== undefined && new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(s.text)),
    );
    return [...new Set(hits.map((h) => h.where))].sort();
  };
}

interface CoverageRow {
  group: string;
  call: string;
  contract: string;
  handler: boolean;
  screens: string[];
}

function callRows(hasHandler: HasHandler): CoverageRow[] {
  const files = contractFiles();
  const byKey = new Map(CALLS.map((c) => [keyOf(c), c]));
  const screens = screensUsing();
  return SPEC_CALLS.map((spec) => {
    const call = byKey.get(keyOf(spec));
    return {
      group: spec.group,
      call: `${spec.method} ${defaultServiceBase(spec.service)}${spec.path}${spec.spec ? ` (${spec.spec})` : ''}`,
      contract: files.get(keyOf(spec)) ?? '',
      handler: call !== undefined && hasHandler(call),
      screens: screens(call, spec.path),
    };
  });
}

export function renderCoverage(hasHandler: HasHandler): string {
  const rows = callRows(hasHandler);
  const built = builtPageIds();
  const routes = ROUTES.filter((r) => !r.devOnly);
  const callsDone = rows.filter((r) => r.contract && r.handler).length;
  const routesDone = routes.filter((r) => built.has(r.id)).length;
  const lines = [
    '# Coverage of the spec',
    '',
    'Generated from the code by `npm run coverage -w apps/server`; `apps/server/test/spec-coverage/coverage.test.ts` fails',
    'when this file and the code disagree, and the route walk in `e2e/foundation/routes.spec.ts` checks that built',
    'routes never show the placeholder page and the others still do.',
    '',
    `Calls of spec section 7 with a contract file and a server handler: **${callsDone} of ${rows.length}**`,
    '(the spec lists 143 names; its login table repeats three calls that the gateway and user lists name again).',
    '',
    `Routes of spec section 2 with a page of their own: **${routesDone} of ${routes.length}** (the rest show the`,
    'placeholder page: their title and "coming soon").',
    '',
    '## Calls',
    '',
    '| Group | Call | Contract file | Handler | Used by (web) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.group} | \`${r.call}\` | ${r.contract ? `\`${r.contract}\`` : '—'} | ${r.handler ? 'yes' : 'no'} | ${r.screens.map((s) => `\`${s}\``).join(', ') || '—'} |`,
    ),
    '',
    '## Routes',
    '',
    '| Route | Id | Feature | Page |',
    '| --- | --- | --- | --- |',
    ...routes.map((r) => `| \`${r.path}\` | ${r.id} | ${r.feature} | ${built.has(r.id) ? 'built' : 'placeholder'} |`),
    '',
  ];
  return lines.join('\n');
}
