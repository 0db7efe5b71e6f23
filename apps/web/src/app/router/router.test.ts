import { describe, expect, it } from 'vitest';
import { localeHref } from './navigation.ts';
import { redirectFor } from './router.tsx';

describe('redirectFor', () => {
  it('sends / to the default locale', () => {
    expect(redirectFor('/', '')).toBe('/vi-VN/');
  });
  it('adds the preferred locale to a path without one', () => {
    expect(redirectFor('/wallet', '?a=1', 'en-US')).toBe('/en-US/wallet?a=1');
  });
  it('follows an alias', () => {
    expect(redirectFor('/th-TH/dividend', '')).toBe('/th-TH/pool');
  });
  it('leaves a proper path alone, known or not', () => {
    expect(redirectFor('/en-US/wallet', '')).toBeUndefined();
    expect(redirectFor('/en-US/nothing/here', '')).toBeUndefined();
  });
});

describe('localeHref', () => {
  it('prefixes the locale once', () => {
    expect(localeHref('/wallet?x=1', 'ja-JP')).toBe('/ja-JP/wallet?x=1');
    expect(localeHref('/', 'ja-JP')).toBe('/ja-JP/');
    expect(localeHref('/ko-KR/pool', 'ja-JP')).toBe('/ko-KR/pool');
    expect(localeHref('https://example.com/x', 'ja-JP')).toBe('https://example.com/x');
  });
});
