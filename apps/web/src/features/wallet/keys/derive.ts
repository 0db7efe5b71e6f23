import { tonWalletAddress } from '@arcadia/contract/ton-address';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicSeed } from './mnemonic.ts';
import { slip10Derive } from './slip10.ts';

/** BIP44 paths: Ethereum-style first account, and Solana's (Phantom, Solflare, solana-keygen) first account. */
const EVM_PATH = "m/44'/60'/0'/0/0";
const SOL_PATH = "m/44'/501'/0'/0'";
/** TON's BIP44 coin type 607, SLIP-0010 ed25519 (the path Trust Wallet and Ledger use for BIP39 phrases). */
export const TON_PATH = "m/44'/607'/0'";

export interface EvmAccount {
  chain: 'evm';
  path: string;
  address: string;
  privateKey: Uint8Array;
}

export interface SolanaAccount {
  chain: 'sol';
  path: string;
  address: string;
  /** The 32-byte ed25519 seed (private key). */
  privateKey: Uint8Array;
  publicKey: Uint8Array;
}

export interface TonAccount {
  chain: 'ton';
  path: string;
  /** Wallet v4r2, workchain 0, user-friendly non-bounceable form (UQ...). */
  address: string;
  privateKey: Uint8Array;
  publicKey: Uint8Array;
}

export interface WalletAccounts {
  evm: EvmAccount;
  sol: SolanaAccount;
  ton: TonAccount;
}

/** EIP-55 mixed-case checksum of a 20-byte address. */
export function toChecksumAddress(addressBytes: Uint8Array): string {
  const lower = bytesToHex(addressBytes);
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

export function evmAddressOf(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false); // 0x04 || X || Y
  return toChecksumAddress(keccak_256(publicKey.slice(1)).slice(-20));
}

export function deriveEvm(seed: Uint8Array, path = EVM_PATH): EvmAccount {
  const node = HDKey.fromMasterSeed(seed).derive(path);
  if (!node.privateKey) throw new Error('no private key at path');
  return { chain: 'evm', path, address: evmAddressOf(node.privateKey), privateKey: node.privateKey };
}

export function deriveSolana(seed: Uint8Array, path = SOL_PATH): SolanaAccount {
  const { key } = slip10Derive(seed, path);
  const publicKey = ed25519.getPublicKey(key);
  return { chain: 'sol', path, address: base58.encode(publicKey), privateKey: key, publicKey };
}

export function deriveTon(seed: Uint8Array, path = TON_PATH): TonAccount {
  const { key } = slip10Derive(seed, path);
  const publicKey = ed25519.getPublicKey(key);
  return { chain: 'ton', path, address: tonWalletAddress(publicKey, sha256), privateKey: key, publicKey };
}

export function deriveAccounts(mnemonic: string): WalletAccounts {
  const seed = mnemonicSeed(mnemonic);
  return { evm: deriveEvm(seed), sol: deriveSolana(seed), ton: deriveTon(seed) };
}

/** Zeroes key material once a flow is done with it (best effort; JS may have copies). */
export function wipeAccounts(accounts: WalletAccounts) {
  accounts.evm.privateKey.fill(0);
  accounts.sol.privateKey.fill(0);
  accounts.ton.privateKey.fill(0);
}
