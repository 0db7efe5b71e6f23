import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, ROUTES } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace under public/resource/i18n is complete in all 13 locales: the same keys as
 * en-US (plural forms as each language needs them), no extras, no empty strings, the same
 * {{placeholders}}; and every literal key the source passes to t() exists.
 */

const WEB = join(import.meta.dirname, '..', '..');
const I18N = join(WEB, 'public', 'resource', 'i18n');
const SRC = join(WEB, 'src');
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function namespaces(dir = I18N): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (!statSync(path).isDirectory()) continue;
    if (readdirSync(path).some((f) => f.endsWith('.json'))) found.push(relative(I18N, path));
    found.push(...namespaces(path));
  }
  return found;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(namespace: string, locale: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(I18N, namespace, `${locale}.json`), 'utf8')) as Tree);
}

/** The plural categories a language uses for whole numbers 0..200 (what counts in the UI reach). */
function pluralCategories(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const categories = new Set<string>();
  for (let n = 0; n <= 200; n++) categories.add(rules.select(n));
  return categories;
}

/** Keys with plural suffixes folded to their base: { base -> forms present }. */
function baseKeys(messages: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of messages.keys()) {
    const plural = PLURAL.exec(key);
    const base = plural?.[1] ?? key;
    const forms = out.get(base) ?? new Set<string>();
    if (plural?.[2]) forms.add(plural[2]);
    out.set(base, forms);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const NAMESPACES = namespaces();

describe('locale completeness', () => {
  it('finds the namespaces', () => {
    expect(NAMESPACES).toContain('common');
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const en = load(namespace, 'en-US');
    const enBases = baseKeys(en);

    it.each(LOCALES)('%s has every key, no extras, no empty strings', (locale) => {
      const messages = load(namespace, locale);
      const bases = baseKeys(messages);
      const needed = pluralCategories(locale);
      const problems: string[] = [];
      for (const [base, enForms] of enBases) {
        const forms = bases.get(base);
        if (!forms) problems.push(`missing ${base}`);
        else if (enForms.size > 0) {
          for (const form of needed) if (!forms.has(form)) problems.push(`missing ${base}_${form}`);
        }
      }
      for (const base of bases.keys()) if (!enBases.has(base)) problems.push(`extra ${base}`);
      for (const [key, text] of messages) {
        if (!text.trim()) problems.push(`empty ${key}`);
        const base = PLURAL.exec(key)?.[1] ?? key;
        const enText = en.get(key) ?? en.get(`${base}_other`) ?? en.get(base);
        if (enText !== undefined && placeholders(enText).join() !== placeholders(text).join()) {
          problems.push(`placeholders differ in ${key}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('has a title for every route of the manifest in common', () => {
    const titles = load('common', 'en-US');
    const missing = ROUTES.filter((route) => !titles.has(`titles.${route.id}`)).map((route) => route.id);
    expect(missing).toEqual([]);
  });
});

/** The operator console (src/ops) has its own typed catalogues in en-US and vi-VN: tsc checks its keys. */
const OWN_CATALOGUES = new Set([join(SRC, 'ops')]);

function sourceFiles(dir = SRC): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (OWN_CATALOGUES.has(path)) continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(path);
  }
  return files;
}

/** Literal keys passed to t() in a file, with the namespaces the file asks useTranslation for. */
export function keysInSource(code: string): { namespaces: string[]; keys: string[] } {
  const namespaces = ['common'];
  for (const m of code.matchAll(/useTranslation\(\s*['"]([^'"]+)['"]/g)) if (m[1]) namespaces.push(m[1]);
  const keys = [...code.matchAll(/(?<![\w.$])t\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return { namespaces, keys };
}

describe('keys used in code', () => {
  const cache = new Map<string, Map<string, string> | undefined>();
  const catalogue = (namespace: string) => {
    if (!cache.has(namespace)) {
      try {
        cache.set(namespace, load(namespace, 'en-US'));
      } catch {
        cache.set(namespace, undefined);
      }
    }
    return cache.get(namespace);
  };
  const exists = (namespace: string, key: string) => {
    const messages = catalogue(namespace);
    return Boolean(messages && (messages.has(key) || messages.has(`${key}_other`)));
  };

  it('reads keys from source as expected', () => {
    const sample = "const { t } = useTranslation('wallet'); t('a.b'); t(\"c\"); x.split('.'); format('d');";
    expect(keysInSource(sample)).toEqual({ namespaces: ['common', 'wallet'], keys: ['a.b', 'c'] });
  });

  it('every literal t() key exists in en-US', () => {
    const missing: string[] = [];
    for (const file of sourceFiles()) {
      const { namespaces, keys } = keysInSource(readFileSync(file, 'utf8'));
      // A helper that takes `t` as an argument, or names its namespace through a constant, uses the
      // namespace of its folder (features/wallet -> wallet, hosts/pwa -> hosts).
      namespaces.push(...relative(SRC, file).split('/').slice(0, -1));
      for (const key of keys) {
        const split = key.indexOf(':');
        const ok =
          split > 0 ? exists(key.slice(0, split), key.slice(split + 1)) : namespaces.some((ns) => exists(ns, key));
        if (!ok) missing.push(`${relative(SRC, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
