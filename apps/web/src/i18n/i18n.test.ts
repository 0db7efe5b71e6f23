import { describe, expect, it } from 'vitest';
import { addMessages, interpolate, translate } from './i18n.ts';

describe('translate', () => {
  addMessages('common', 'en-US', {
    a: { b: 'Hello {{name}}' },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  });
  addMessages('wallet', 'ru-RU', {
    coins_one: '{{count}} монета',
    coins_few: '{{count}} монеты',
    coins_many: '{{count}} монет',
  });

  it('finds nested keys and interpolates', () => {
    expect(translate('en-US', 'common', 'a.b', { name: 'Linh' })).toBe('Hello Linh');
  });

  it('picks the plural form of the locale', () => {
    expect(translate('en-US', 'common', 'items', { count: 1 })).toBe('1 item');
    expect(translate('en-US', 'common', 'items', { count: 3 })).toBe('3 items');
    expect(translate('ru-RU', 'wallet', 'coins', { count: 3 })).toBe('3 монеты');
    expect(translate('ru-RU', 'wallet', 'coins', { count: 5 })).toBe('5 монет');
  });

  it('reads another namespace with a prefix and returns the key when missing', () => {
    expect(translate('ru-RU', 'common', 'wallet:coins', { count: 21 })).toBe('21 монета');
    expect(translate('en-US', 'common', 'missing.key')).toBe('missing.key');
  });

  it('leaves unknown placeholders alone', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('loading messages', () => {
  it('reports a failed load and falls back to en-US', async () => {
    const { loadNamespace, onMessagesLoadFailure, translate: tr } = await import('./i18n.ts');
    const failures: string[] = [];
    const stop = onMessagesLoadFailure((url) => failures.push(url));
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string) =>
      input.includes('/fr-FR.json')
        ? new Response('nope', { status: 404 })
        : new Response(JSON.stringify({ hello: 'Hello' }), { status: 200 })) as typeof fetch;
    try {
      await loadNamespace('probe', 'fr-FR');
      expect(failures).toEqual(['/resource/i18n/probe/fr-FR.json']);
      expect(tr('fr-FR', 'probe', 'hello')).toBe('Hello');
    } finally {
      globalThis.fetch = realFetch;
      stop();
    }
  });
});
