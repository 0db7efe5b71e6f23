import { describe, expect, it } from 'vitest';
import { servedNamespaces, servedPageFiles } from './lazy-pages.ts';

function documentWith(head: string): ParentNode {
  // Detached, so the test environment fetches nothing the links name.
  const template = document.createElement('template');
  template.innerHTML = head;
  return template.content;
}

/** As apps/server/src/head/preload.ts writes them: translations, then the page's chunks (its own first), then styles. */
const HEAD =
  '<link rel="preload" as="fetch" crossorigin href="/resource/i18n/common/vi-VN.json">' +
  '<link rel="modulepreload" href="/assets/wallet-page-A.js"><link rel="modulepreload" href="/assets/page-kit-B.js">' +
  '<link rel="preload" as="style" href="/assets/wallet-page-C.css"><link rel="preload" as="style" href="/assets/kit-D.css">';

describe('the first page from the head', () => {
  it("takes the route of the path and the head's first module and its styles", () => {
    const files = servedPageFiles(documentWith(HEAD), '/vi-VN/wallet');
    expect(files?.routeId).toBe('wallet');
    expect(files?.script).toMatch(/\/assets\/wallet-page-A\.js$/);
    expect(files?.sheets.map((s) => s.replace(/^.*\/assets\//, ''))).toEqual(['wallet-page-C.css', 'kit-D.css']);
  });

  it('answers nothing without a page module in the head (dev server, placeholder routes) or a route', () => {
    expect(servedPageFiles(documentWith(HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '')), '/vi-VN/wallet')).toBe(
      undefined,
    );
    expect(servedPageFiles(documentWith(HEAD), '/vi-VN/no-such-page/at-all')).toBe(undefined);
  });
});

describe('the translations the head preloads', () => {
  it('names each namespace of an i18n preload link, and nothing else', () => {
    const head = `${HEAD}<link rel="preload" as="fetch" crossorigin href="/resource/i18n/fortune/vi-VN.json"><link rel="preload" as="fetch" href="/svc/other.json">`;
    expect(servedNamespaces(documentWith(head))).toEqual(['common', 'fortune']);
  });
});
