import {
  entropyToMnemonic,
  generateMnemonic,
  mnemonicToEntropy,
  mnemonicToSeedSync,
  validateMnemonic,
} from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/** 128 bits of entropy: a 12-word English BIP39 phrase. */
const MNEMONIC_STRENGTH = 128;

export function createMnemonic(): string {
  return generateMnemonic(wordlist, MNEMONIC_STRENGTH);
}

function normalizeMnemonic(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/).join(' ');
}

export function isValidMnemonic(phrase: string): boolean {
  return validateMnemonic(normalizeMnemonic(phrase), wordlist);
}

/** The entropy behind a phrase: this is what is split into shares (16 bytes for 12 words). */
export function mnemonicEntropy(phrase: string): Uint8Array {
  return mnemonicToEntropy(normalizeMnemonic(phrase), wordlist);
}

export function entropyMnemonic(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist);
}

/** BIP39 seed (PBKDF2-HMAC-SHA512, 2048 rounds); no passphrase unless given. */
export function mnemonicSeed(phrase: string, passphrase = ''): Uint8Array {
  return mnemonicToSeedSync(normalizeMnemonic(phrase), passphrase);
}
