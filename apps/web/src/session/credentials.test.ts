import { describe, expect, it } from 'vitest';
import { isLoggedIn, parseUserId, toCredentials } from './credentials.ts';

describe('logged-in rule (spec section 4)', () => {
  it('needs an id above 0 and a key', () => {
    expect(isLoggedIn(100001, 'abc')).toBe(true);
    expect(isLoggedIn('100001', 'abc')).toBe(true);
  });

  it.each([
    [0, 'abc'],
    [-5, 'abc'],
    ['0', 'abc'],
    ['-1', 'abc'],
    ['null', 'abc'],
    ['undefined', 'abc'],
    ['', 'abc'],
    ['1.5', 'abc'],
    ['12abc', 'abc'],
    [100001, ''],
    [100001, 'null'],
    [100001, 'undefined'],
    [100001, null],
    [null, null],
  ])('ignores id %j with key %j', (id, key) => {
    expect(isLoggedIn(id, key)).toBe(false);
    expect(toCredentials(id, key)).toBeUndefined();
  });

  it('parses ids from storage strings', () => {
    expect(parseUserId(' 42 ')).toBe(42);
    expect(parseUserId('9007199254740993')).toBe(0);
  });
});
