import { base32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { hotp, matchTotp, newTotpSecret, totpAt } from '../../src/services/ops/totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; 8-digit codes.
const RFC_SEED = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 appendix B SHA-1 vectors', () => {
    for (const [time, code] of RFC_VECTORS) expect(hotp(RFC_SEED, Math.floor(time / 30), 8)).toBe(code);
  });

  it('matches the RFC 4226 appendix D HOTP vectors', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => {
      expect(hotp(RFC_SEED, counter)).toBe(code);
    });
  });

  it('accepts a code one step early or late, and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000;
    const step = Math.floor(now / 30);
    expect(matchTotp(secret, totpAt(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, now - 30), now)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, now + 30), now)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, now - 90), now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32.decode(secret)).toHaveLength(20);
  });
});
