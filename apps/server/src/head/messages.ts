import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@arcadia/contract';

/**
 * The web's `common` namespace (titles, brand, share texts) read once at startup, so the server
 * renders the same translated titles the app shows. Read from the built web (dist) when it has
 * them, else from the web sources.
 */

type Tree = { [key: string]: string | Tree };
export type HeadTranslate = (locale: Locale, key: string, vars?: Record<string, string>) => string | undefined;

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE_DIR = resolve(here, '../../../web/public/resource/i18n/common');

export function commonMessagesDir(webDist: string): string {
  const built = webDist ? join(webDist, 'resource/i18n/common') : '';
  return built && existsSync(join(built, 'en-US.json')) ? built : SOURCE_DIR;
}

export function loadCommonMessages(dir: string): Map<Locale, Tree> {
  const catalogues = new Map<Locale, Tree>();
  for (const locale of LOCALES) {
    const file = join(dir, `${locale}.json`);
    if (existsSync(file)) catalogues.set(locale, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  }
  return catalogues;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A translate function over the catalogues: the locale, then en-US, then the default locale. */
export function createHeadTranslate(catalogues: Map<Locale, Tree>): HeadTranslate {
  return (locale, key, vars) => {
    const text =
      lookup(catalogues.get(locale), key) ??
      lookup(catalogues.get('en-US'), key) ??
      lookup(catalogues.get(DEFAULT_LOCALE), key);
    if (text === undefined) return undefined;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars?.[name] ?? whole);
  };
}
