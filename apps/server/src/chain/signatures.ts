import { eip191Hash } from '@arcadia/contract/eip191';
import { formatTonAddress, parseTonAddress, sameTonAccount, tonWalletAddress } from '@arcadia/contract/ton-address';
import { bytesToBase64 } from '@arcadia/contract/ton-boc';
import { tonQuoteMessage, v4TransferBoc } from '@arcadia/contract/ton-wallet-v4';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';

/**
 * Real signature checks for the devnet (contract: calls/wallet/common.ts).
 * EVM-style: secp256k1 over the EIP-191 personal-message hash, signature r||s||v (65 bytes).
 * Solana-style: ed25519 over the message bytes, the address being base58 of the public key.
 */

function strip0x(hex: string): string {
  return hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
}

function evmAddressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(-20))}`;
}

export function verifyEvm(address: string, message: string, signatureHex: string): boolean {
  try {
    const sig = hexToBytes(strip0x(signatureHex));
    if (sig.length !== 65) return false;
    const v = sig[64] ?? 0;
    const recid = v >= 27 ? v - 27 : v;
    if (recid !== 0 && recid !== 1) return false;
    const recovered = new Uint8Array(65);
    recovered[0] = recid;
    recovered.set(sig.subarray(0, 64), 1);
    const publicKey = secp256k1.recoverPublicKey(recovered, eip191Hash(message), { prehash: false });
    return evmAddressOfPublicKey(publicKey) === address.toLowerCase();
  } catch {
    return false;
  }
}

export function verifySol(address: string, message: string, signatureHex: string): boolean {
  try {
    const publicKey = base58.decode(address);
    const sig = hexToBytes(strip0x(signatureHex));
    if (publicKey.length !== 32 || sig.length !== 64) return false;
    return ed25519.verify(sig, utf8ToBytes(message), publicKey);
  } catch {
    return false;
  }
}

/**
 * TON address binding: the signature is public_key(32) || ed25519(64) over the message bytes; the key's wallet
 * v4r2 address (workchain 0) must be the sender's account (any address form). Moves on TON are wallet v4r2
 * external messages instead (ton-transfer.ts).
 */
export function verifyTon(address: string, message: string, signatureHex: string): boolean {
  try {
    const both = hexToBytes(strip0x(signatureHex));
    if (both.length !== 96) return false;
    const publicKey = both.subarray(0, 32);
    if (!sameTonAccount(tonWalletAddress(publicKey, sha256), address)) return false;
    return ed25519.verify(both.subarray(32), utf8ToBytes(message), publicKey);
  } catch {
    return false;
  }
}

/** A user-friendly or raw TON address of workchain 0, not test-only, with a valid checksum. */
export function isTonAddress(address: string): boolean {
  try {
    const parsed = parseTonAddress(address);
    return parsed.workchain === 0 && !parsed.testOnly;
  } catch {
    return false;
  }
}

/** The form the devnet stores and answers: user-friendly, non-bounceable, base64url. */
export function canonicalTon(address: string): string {
  try {
    return formatTonAddress(parseTonAddress(address));
  } catch {
    return address;
  }
}

export function isEvmAddress(address: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

export function isSolAddress(address: string): boolean {
  try {
    return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** Signing helpers, as the browser wallet does it; used by tests, the seed and the bench. */
export const devSigner = {
  evmAddress(privateKey: Uint8Array): string {
    return evmAddressOfPublicKey(secp256k1.getPublicKey(privateKey, false));
  },
  signEvm(privateKey: Uint8Array, message: string): string {
    const rec = secp256k1.sign(eip191Hash(message), privateKey, { prehash: false, format: 'recovered' });
    const out = new Uint8Array(65);
    out.set(rec.subarray(1), 0);
    out[64] = (rec[0] ?? 0) + 27;
    return `0x${bytesToHex(out)}`;
  },
  solAddress(privateKey: Uint8Array): string {
    return base58.encode(ed25519.getPublicKey(privateKey));
  },
  signSol(privateKey: Uint8Array, message: string): string {
    return bytesToHex(ed25519.sign(utf8ToBytes(message), privateKey));
  },
  tonAddress(privateKey: Uint8Array): string {
    return tonWalletAddress(ed25519.getPublicKey(privateKey), sha256);
  },
  signTon(privateKey: Uint8Array, message: string): string {
    const publicKey = ed25519.getPublicKey(privateKey);
    return bytesToHex(publicKey) + bytesToHex(ed25519.sign(utf8ToBytes(message), privateKey));
  },
  /** A TON move as the browser sends it: the wallet v4r2 external message for a quote, base64 BoC. */
  tonMove(
    privateKey: Uint8Array,
    quote: { sign_message: string; quote_id: string; nonce: number },
    pool: string,
    options: { validUntil?: number; withInit?: boolean } = {},
  ): string {
    const sign = JSON.parse(quote.sign_message) as Record<string, string | number>;
    return bytesToBase64(
      v4TransferBoc({
        publicKey: ed25519.getPublicKey(privateKey),
        sign: (hash) => ed25519.sign(hash, privateKey),
        seqno: quote.nonce,
        validUntil: options.validUntil ?? Math.floor(Date.now() / 1000) + 300,
        message: tonQuoteMessage(sign, quote.quote_id, pool, parseTonAddress),
        ...(options.withInit === undefined ? {} : { withInit: options.withInit }),
      }),
    );
  },
};
