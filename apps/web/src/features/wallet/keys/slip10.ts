import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';

/**
 * SLIP-0010 key derivation for ed25519: only hardened children exist, and a child's key is the left
 * half of HMAC-SHA512(chain code, 0x00 || parent key || index). Used for the Solana account.
 */
export interface Slip10Node {
  key: Uint8Array;
  chainCode: Uint8Array;
}

const HARDENED = 0x80000000;
const encoder = new TextEncoder();

export function slip10Master(seed: Uint8Array): Slip10Node {
  const out = hmac(sha512, encoder.encode('ed25519 seed'), seed);
  return { key: out.slice(0, 32), chainCode: out.slice(32) };
}

function slip10Child(parent: Slip10Node, index: number): Slip10Node {
  const data = new Uint8Array(37);
  data.set(parent.key, 1);
  new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0, false);
  const out = hmac(sha512, parent.chainCode, data);
  return { key: out.slice(0, 32), chainCode: out.slice(32) };
}

/** Parses "m/44'/501'/0'/0'" into indices; every level must be hardened for ed25519. */
function parseHardenedPath(path: string): number[] {
  const parts = path.split('/');
  if (parts.shift() !== 'm') throw new Error(`bad derivation path: ${path}`);
  return parts.map((part) => {
    if (!/^\d+'$/.test(part)) throw new Error(`ed25519 needs hardened levels only: ${path}`);
    return Number(part.slice(0, -1));
  });
}

export function slip10Derive(seed: Uint8Array, path: string): Slip10Node {
  return parseHardenedPath(path).reduce(slip10Child, slip10Master(seed));
}
