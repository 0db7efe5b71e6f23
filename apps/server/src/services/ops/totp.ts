import { createHmac, randomBytes } from 'node:crypto';
import { base32 } from '@scure/base';

/**
 * TOTP (RFC 6238 over HOTP, RFC 4226): HMAC-SHA1, 30-second steps, 6 digits, one step of clock drift either way.
 * Checked against the RFC's appendix B vectors in test/ops/totp.test.ts.
 */
const TOTP_STEP_SECONDS = 30;
const DRIFT_STEPS = 1;

export function newTotpSecret(): string {
  return base32.encode(randomBytes(20)).replace(/=+$/, '');
}

export function hotp(
  secret: Uint8Array,
  counter: number,
  digits = 6,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpAt(secretBase32: string, unixSeconds: number): string {
  return hotp(decodeSecret(secretBase32), Math.floor(unixSeconds / TOTP_STEP_SECONDS));
}

/** The time step a code belongs to (within the drift window), or undefined when it matches none. */
export function matchTotp(secretBase32: string, code: string, unixSeconds: number): number | undefined {
  const secret = decodeSecret(secretBase32);
  const now = Math.floor(unixSeconds / TOTP_STEP_SECONDS);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    const expected = hotp(secret, step);
    if (expected.length === code.length && timingSafeEqualText(expected, code)) return step;
  }
  return undefined;
}

export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

function decodeSecret(secretBase32: string): Uint8Array {
  const clean = secretBase32.toUpperCase().replace(/[\s=]/g, '');
  return base32.decode(clean + '='.repeat((8 - (clean.length % 8)) % 8));
}

function timingSafeEqualText(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
