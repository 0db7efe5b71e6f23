import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Settings } from '../../config-schema.ts';

/**
 * Key shares at rest: AES-256-GCM under the server key WALLET_ENC_KEY (64 hex characters).
 * Outside production a fixed development key is used when it is unset. In production without it the server
 * still starts (other services work), but storing or reading a share answers UNAVAILABLE.
 * Format: v1.<iv>.<tag>.<ciphertext>, base64url; the AAD binds a cipher text to its user and slot.
 */
export function walletKeyFrom(settings: Pick<Settings, 'WALLET_ENC_KEY'>, production: boolean): Buffer | undefined {
  if (settings.WALLET_ENC_KEY) return Buffer.from(settings.WALLET_ENC_KEY, 'hex');
  if (production) return undefined;
  return createHash('sha256').update('arcadia-development-wallet-key').digest();
}

export function seal(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function open(key: Buffer, sealed: string, aad: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('wallet: unknown cipher format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
