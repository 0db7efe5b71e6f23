import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { eip191Hash } from './eip191.ts';
import { fromBase64Url, toBase64Url } from './encoding.ts';

describe('encoding', () => {
  it('base64url round-trips every length without padding', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 251) % 256);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(toBase64Url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('-_8=')).toEqual(Uint8Array.from([0xfb, 0xff]));
  });

  it('hashes a personal message as EIP-191 does', () => {
    // The well-known vector: hashMessage("hello world") in ethers.js and web3.js.
    expect(bytesToHex(eip191Hash('hello world'))).toBe(
      'd9eba16ed0ecae432b71fe008c98cc872bb4cc214d3220a36f365326cf807d68',
    );
  });
});
