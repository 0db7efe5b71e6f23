import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';

/**
 * The manifest's `feature` is the namespace the server preloads with a route's page (head/preload.ts). A page that
 * uses another namespace would load its texts late, so each registered page must use its route's namespace.
 */
const here = dirname(fileURLToPath(import.meta.url));
const pages = readFileSync(join(here, 'pages.ts'), 'utf8');
const loaders = [...pages.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm)].map((m) => ({
  id: m[1] as string,
  file: join(here, m[2] as string),
}));

describe('page namespaces', () => {
  it('finds the registered pages', () => {
    expect(loaders.map((l) => l.id)).toContain('wallet');
  });

  for (const { id, file } of loaders) {
    it(`${id}: the page uses the namespace its manifest row names`, () => {
      const route = ROUTES.find((r) => r.id === id);
      expect(route, `route ${id} is not in the manifest`).toBeDefined();
      expect(existsSync(file)).toBe(true);
      const used = [...readFileSync(file, 'utf8').matchAll(/useTranslation\('(\w+)'\)/g)].map((m) => m[1]);
      expect(used.length === 0 ? ['common'] : used).toContain(route?.feature);
    });
  }
});
