import { buildSignMessage } from '@arcadia/contract/calls/wallet/common';
import { eip191Hash } from '@arcadia/contract/eip191';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { WalletAccounts } from './derive.ts';

/**
 * Signing in the browser, in the wallet service's format (packages/contract calls/wallet/common.ts):
 * EVM chains sign the EIP-191 personal message with secp256k1 (65 bytes r || s || v, v = 27 or 28);
 * Solana chains sign the message's UTF-8 bytes with ed25519 (64 bytes); TON chains do the same and prefix
 * the public key (32 + 64 bytes), since a TON address is a hash of the wallet's code and key. All as 0x hex.
 */
const encoder = new TextEncoder();

export type ChainKind = 'evm' | 'sol' | 'ton';

export function signEvm(privateKey: Uint8Array, message: string): string {
  // noble's 'recovered' format is recovery || r || s; Ethereum wants r || s || (27 + recovery).
  const raw = secp256k1.sign(eip191Hash(message), privateKey, { prehash: false, format: 'recovered' });
  const out = new Uint8Array(65);
  out.set(raw.subarray(1), 0);
  out[64] = 27 + (raw[0] ?? 0);
  return `0x${bytesToHex(out)}`;
}

export function signSolana(privateKey: Uint8Array, message: string): string {
  return `0x${bytesToHex(ed25519.sign(encoder.encode(message), privateKey))}`;
}

export function signTon(privateKey: Uint8Array, publicKey: Uint8Array, message: string): string {
  return `0x${bytesToHex(publicKey)}${bytesToHex(ed25519.sign(encoder.encode(message), privateKey))}`;
}

/** Signs a server-given `sign_message` with the account of the chain's kind. */
export function signFor(accounts: WalletAccounts, kind: ChainKind, message: string): string {
  if (kind === 'evm') return signEvm(accounts.evm.privateKey, message);
  if (kind === 'ton') return signTon(accounts.ton.privateKey, accounts.ton.publicKey, message);
  return signSolana(accounts.sol.privateKey, message);
}

/**
 * The address-binding message of put_frag (EVM), update_wallet_addr_sol (Solana) and update_wallet_addr_ton.
 * The server keeps EVM addresses in lower case and binds that form, so the message carries it lower-cased;
 * TON addresses are bound in the non-bounceable form derive.ts produces.
 */
export function bindMessage(kind: ChainKind, address: string, userId: number): string {
  const chain = `devnet-${kind}`;
  return buildSignMessage({
    address: kind === 'evm' ? address.toLowerCase() : address,
    chain,
    kind: 'bind',
    user_id: String(userId),
  });
}
