import { readFileSync } from 'node:fs';
import { CALLS, defaultServiceBase } from '@arcadia/contract';
import { SPEC_CALLS } from '@arcadia/contract/spec/spec-calls';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import { builtPageIds, COVERAGE_FILE, hasHandlerOf, renderCoverage } from './coverage-table.ts';

describe('coverage of the spec', () => {
  const t = useTestApp('pglite', { seed: false });

  it('every contract call has a server handler', () => {
    const has = hasHandlerOf(t.app);
    const missing = CALLS.filter((c) => !has(c)).map((c) => `${c.method} ${defaultServiceBase(c.service)}${c.path}`);
    expect(missing).toEqual([]);
  });

  it('names each spec call once', () => {
    const keys = SPEC_CALLS.map((c) => `${c.method} ${c.service} ${c.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('docs/coverage.md is what the code says (npm run coverage -w apps/server rewrites it)', () => {
    expect(readFileSync(COVERAGE_FILE, 'utf8')).toBe(renderCoverage(hasHandlerOf(t.app)));
  });

  it('reads the registered pages from pages.ts', () => {
    const ids = builtPageIds(
      "const PAGE_LOADERS = {\n  home: () => import('a.tsx'),\n  wallet: () => import('b.tsx'),\n};",
    );
    expect([...ids]).toEqual(['home', 'wallet']);
  });
});
