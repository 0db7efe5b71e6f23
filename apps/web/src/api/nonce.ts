import { NONCE_LENGTH } from '@arcadia/contract';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
const cryptoSource: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/**
 * NONCE header (spec section 7): 5 random alphanumerics from a cryptographic source.
 * Bytes >= 248 are drawn again so every character is equally likely (248 = 4 * 62).
 */
export function makeNonce(length = NONCE_LENGTH, random: RandomSource = cryptoSource): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte >= 248) continue;
      out += ALPHANUMERICS[byte % ALPHANUMERICS.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** TS header: Unix time in whole seconds. */
export function timestampSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}
