import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, I18N_DIR, KEYS_FILE, messageKeys, NAMESPACES_FILE, namespaceFolders } from './message-keys.ts';

describe('generated i18n types', () => {
  it('are up to date with the catalogues (run `node build-plugins/message-keys.ts` in apps/web)', () => {
    const fresh = generate();
    expect(readFileSync(NAMESPACES_FILE, 'utf8')).toBe(fresh.namespaces);
    expect(readFileSync(KEYS_FILE, 'utf8')).toBe(fresh.keys);
  });

  it('list every i18n folder as a Namespace, and nothing else', () => {
    const folders = readdirSync(I18N_DIR)
      .filter((f) => statSync(join(I18N_DIR, f)).isDirectory())
      .sort();
    expect(namespaceFolders()).toEqual(folders);
    const listed = [...readFileSync(NAMESPACES_FILE, 'utf8').matchAll(/^ {2}\| '([^']+)';?$/gm)].map((m) => m[1]);
    expect(listed).toEqual(folders);
    expect(listed).toContain('common');
  });

  it('give a plural family its base key beside its forms, and nested keys as dotted paths', () => {
    expect(messageKeys({ time: { minutesAgo_one: 'a', minutesAgo_other: 'b' }, title: 't' })).toEqual([
      'time.minutesAgo',
      'time.minutesAgo_one',
      'time.minutesAgo_other',
      'title',
    ]);
  });
});
