import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { mnemonicEntropy } from './mnemonic.ts';
import { decodeShare, encodeShare, joinShares, ShareError, splitEntropy } from './shamir.ts';

const entropy = mnemonicEntropy('legal winner thank year wave sausage worth useful legal winner thank yellow');

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShareError) return error.reason;
    throw error;
  }
  return 'resolved';
}

describe('2-of-3 Shamir shares', () => {
  it('any two of three rebuild the entropy, in any order', async () => {
    const { device, server, backup } = await splitEntropy(entropy);
    for (const pair of [
      [device, server],
      [server, device],
      [device, backup],
      [backup, server],
    ])
      expect(bytesToHex(await joinShares(pair))).toBe(bytesToHex(entropy));
    expect(bytesToHex(await joinShares([device, server, backup]))).toBe(bytesToHex(entropy));
  });

  it('one share alone (or the same one twice) does not', async () => {
    const { device } = await splitEntropy(entropy);
    expect(await reason(joinShares([device]))).toBe('too-few');
    expect(await reason(joinShares([device, ` ${device} `]))).toBe('too-few');
  });

  it('a single share carries no bytes of the secret in the clear', async () => {
    const { device, server, backup } = await splitEntropy(entropy);
    for (const share of [device, server, backup]) expect(share).not.toContain(bytesToHex(entropy));
    expect(new Set([device, server, backup]).size).toBe(3);
  });

  it('refuses shares from two different wallets', async () => {
    const a = await splitEntropy(entropy);
    const b = await splitEntropy(new Uint8Array(16).fill(7));
    expect(await reason(joinShares([a.device, b.server]))).toBe('mismatch');
  });

  it('detects a damaged share', async () => {
    const { device, server } = await splitEntropy(entropy);
    const { fingerprint, bytes } = decodeShare(server);
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    expect(await reason(joinShares([device, encodeShare(fingerprint, bytes)]))).toBe('corrupt');
  });

  it('rejects text that is not a share', async () => {
    expect(await reason(joinShares(['hello', 'world']))).toBe('malformed');
  });
});
