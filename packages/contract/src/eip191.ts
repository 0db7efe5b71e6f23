import { keccak_256 } from '@noble/hashes/sha3.js';

const encoder = new TextEncoder();

/** EIP-191 personal-message hash: keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function eip191Hash(message: string): Uint8Array {
  const body = encoder.encode(message);
  const prefix = encoder.encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const all = new Uint8Array(prefix.length + body.length);
  all.set(prefix);
  all.set(body, prefix.length);
  return keccak_256(all);
}
