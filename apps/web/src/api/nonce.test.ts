import { describe, expect, it } from 'vitest';
import { makeNonce, timestampSeconds } from './nonce.ts';

describe('NONCE', () => {
  it('is 5 alphanumerics', () => {
    for (let i = 0; i < 200; i++) expect(makeNonce()).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('comes from the random source and skips biased bytes', () => {
    const bytes = [255, 250, 248, 0, 1, 61, 62, 247, 9, 9];
    const nonce = makeNonce(5, (buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    // 255, 250, 248 are dropped; 0 -> A, 1 -> B, 61 -> 9, 62 -> A (wraps), 247 -> 247 % 62 = 61 -> 9
    expect(nonce).toBe('AB9A9');
  });

  it('varies between calls', () => {
    const seen = new Set(Array.from({ length: 100 }, () => makeNonce()));
    expect(seen.size).toBeGreaterThan(95);
  });
});

describe('TS', () => {
  it('is whole seconds', () => {
    expect(timestampSeconds(1_700_000_123_999)).toBe(1_700_000_123);
  });
});
