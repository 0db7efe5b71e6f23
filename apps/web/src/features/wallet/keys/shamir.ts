import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { combine, split } from 'shamir-secret-sharing';

/**
 * 2-of-3 Shamir shares of the mnemonic's entropy: one stays on the device, one goes to the server, one
 * is the player's backup. Any two rebuild the wallet; one alone says nothing about it.
 *
 * A share travels as `arcw1.<wallet fingerprint>.<share hex>`. The fingerprint (4 bytes of
 * SHA-256 of the entropy) lets recovery refuse shares of two different wallets and check the result.
 */
const SHARE_COUNT = 3;
const SHARE_THRESHOLD = 2;
const PREFIX = 'arcw1';

type ShareRole = 'device' | 'server' | 'backup';
export type WalletShares = Record<ShareRole, string>;

export type ShareErrorReason = 'malformed' | 'too-few' | 'mismatch' | 'corrupt';

export class ShareError extends Error {
  readonly reason: ShareErrorReason;
  constructor(reason: ShareErrorReason, message: string) {
    super(message);
    this.name = 'ShareError';
    this.reason = reason;
  }
}

export function walletFingerprint(entropy: Uint8Array): string {
  return bytesToHex(sha256(entropy).slice(0, 4));
}

interface DecodedShare {
  fingerprint: string;
  bytes: Uint8Array;
}

export function encodeShare(fingerprint: string, bytes: Uint8Array): string {
  return `${PREFIX}.${fingerprint}.${bytesToHex(bytes)}`;
}

export function decodeShare(share: string): DecodedShare {
  const [prefix, fingerprint, hex] = share.trim().split('.');
  if (
    prefix !== PREFIX ||
    !fingerprint ||
    !/^[0-9a-f]{8}$/.test(fingerprint) ||
    !hex ||
    !/^([0-9a-f]{2}){2,}$/.test(hex)
  )
    throw new ShareError('malformed', 'not a wallet share');
  return { fingerprint, bytes: hexToBytes(hex) };
}

export async function splitEntropy(entropy: Uint8Array): Promise<WalletShares> {
  const fingerprint = walletFingerprint(entropy);
  const [device, server, backup] = await split(entropy, SHARE_COUNT, SHARE_THRESHOLD);
  if (!device || !server || !backup) throw new Error('split returned too few shares');
  return {
    device: encodeShare(fingerprint, device),
    server: encodeShare(fingerprint, server),
    backup: encodeShare(fingerprint, backup),
  };
}

/** Joins two or more shares of the same wallet; throws a ShareError when they cannot rebuild it. */
export async function joinShares(shares: string[]): Promise<Uint8Array> {
  const unique = [...new Set(shares.map((s) => s.trim()))].map(decodeShare);
  if (unique.length < SHARE_THRESHOLD) throw new ShareError('too-few', 'two different shares are needed');
  const fingerprint = unique[0]?.fingerprint;
  if (unique.some((s) => s.fingerprint !== fingerprint))
    throw new ShareError('mismatch', 'the shares belong to different wallets');
  let entropy: Uint8Array;
  try {
    entropy = await combine(unique.map((s) => s.bytes));
  } catch {
    throw new ShareError('corrupt', 'the shares do not fit together');
  }
  if (walletFingerprint(entropy) !== fingerprint) throw new ShareError('corrupt', 'the shares do not fit together');
  return entropy;
}
