import { buildSignMessage } from '@arcadia/contract/calls/wallet/common';
import { eip191Hash } from '@arcadia/contract/eip191';
import { parseTonAddress } from '@arcadia/contract/ton-address';
import { bytesToBase64 } from '@arcadia/contract/ton-boc';
import { tonQuoteMessage, v4TransferBoc } from '@arcadia/contract/ton-wallet-v4';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { TonAccount, WalletAccounts } from './derive.ts';

/**
 * Signing in the browser, in the wallet service's format (packages/contract calls/wallet/common.ts):
 * EVM chains sign the EIP-191 personal message with secp256k1 (65 bytes r || s || v, v = 27 or 28);
 * Solana chains sign the message's UTF-8 bytes with ed25519 (64 bytes); TON binds its address the same way with
 * the public key in front (32 + 64 bytes), since a TON address is a hash of the wallet's code and key. All as
 * 0x hex. TON moves are real wallet v4r2 external messages instead (`signTonMove`).
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

/** The fields of a quote a signed move needs (answers of onchain_transfer, onchain_swap, ...). */
export interface SignableQuote {
  sign_message: string;
  quote_id: string;
  nonce: number;
  expires_at: number;
}

/**
 * A TON move: the wallet v4r2 external message the quote asks for (contract ton-wallet-v4.ts: one internal
 * message built from `sign_message`, the quote id as comment, seqno = the quote's nonce, valid until the quote
 * expires, the wallet's StateInit when seqno is 0), signed over the signing-body hash; base64 BoC.
 */
export function signTonMove(account: TonAccount, quote: SignableQuote, pool: string): string {
  const sign = JSON.parse(quote.sign_message) as Record<string, string | number>;
  return bytesToBase64(
    v4TransferBoc({
      publicKey: account.publicKey,
      sign: (hash) => ed25519.sign(hash, account.privateKey),
      seqno: quote.nonce,
      validUntil: quote.expires_at,
      message: tonQuoteMessage(sign, quote.quote_id, pool, parseTonAddress),
    }),
  );
}

/** Signs a quote for the chain: TON builds the wallet message, the others sign `sign_message`. */
export function signQuote(
  accounts: WalletAccounts,
  chain: { kind: ChainKind; pool: string },
  quote: SignableQuote,
): string {
  if (chain.kind === 'ton') return signTonMove(accounts.ton, quote, chain.pool);
  return signFor(accounts, chain.kind, quote.sign_message);
}

/** Signs a server-given `sign_message` with the account of the chain's kind (TON: address binding only). */
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
