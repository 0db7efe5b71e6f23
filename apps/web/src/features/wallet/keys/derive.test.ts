import { parseTonAddress, tonWalletAddress } from '@arcadia/contract/ton-address';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { deriveAccounts, deriveEvm, deriveSolana, deriveTon, evmAddressOf, TON_PATH } from './derive.ts';
import { createMnemonic, entropyMnemonic, isValidMnemonic, mnemonicEntropy, mnemonicSeed } from './mnemonic.ts';
import { slip10Derive, slip10Master } from './slip10.ts';

const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const HARDHAT = 'test test test test test test test test test test test junk';

describe('BIP39 (official Trezor vectors)', () => {
  it('maps entropy to words and back', () => {
    expect(entropyMnemonic(new Uint8Array(16))).toBe(ABANDON);
    expect(entropyMnemonic(hexToBytes('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f'))).toBe(
      'legal winner thank year wave sausage worth useful legal winner thank yellow',
    );
    expect(bytesToHex(mnemonicEntropy('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong'))).toBe('f'.repeat(32));
  });

  it('derives the seed with the TREZOR passphrase', () => {
    expect(bytesToHex(mnemonicSeed(ABANDON, 'TREZOR'))).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
  });

  it('creates valid 12-word phrases and rejects a bad checksum', () => {
    const phrase = createMnemonic();
    expect(phrase.split(' ')).toHaveLength(12);
    expect(isValidMnemonic(phrase)).toBe(true);
    expect(isValidMnemonic(`  ${phrase.toUpperCase()} `)).toBe(true);
    expect(isValidMnemonic(ABANDON.replace(/about$/, 'abandon'))).toBe(false);
    expect(createMnemonic()).not.toBe(phrase);
  });
});

describe('addresses', () => {
  it("derives the well-known EVM addresses at m/44'/60'/0'/0/0 (EIP-55)", () => {
    expect(deriveAccounts(ABANDON).evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(deriveAccounts(HARDHAT).evm.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(deriveEvm(mnemonicSeed(HARDHAT), "m/44'/60'/0'/0/1").address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
  });

  it('matches the Hardhat account 0 private key', () => {
    const key = hexToBytes('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    expect(evmAddressOf(key)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(bytesToHex(deriveAccounts(HARDHAT).evm.privateKey)).toBe(bytesToHex(key));
  });

  it("derives the Solana address at m/44'/501'/0'/0' (Phantom, solana-keygen)", () => {
    expect(deriveAccounts(ABANDON).sol.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    expect(deriveSolana(mnemonicSeed(ABANDON), "m/44'/501'/1'/0'").address).not.toBe(
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    );
  });
});

describe('TON account', () => {
  it("derives an ed25519 key at m/44'/607'/0' (SLIP-0010) and its wallet v4r2 address", () => {
    const seed = mnemonicSeed(ABANDON);
    const ton = deriveAccounts(ABANDON).ton;
    const key = slip10Derive(seed, "m/44'/607'/0'").key;
    expect(TON_PATH).toBe("m/44'/607'/0'");
    expect(bytesToHex(ton.privateKey)).toBe(bytesToHex(key));
    expect(bytesToHex(ton.publicKey)).toBe(bytesToHex(ed25519.getPublicKey(key)));
    expect(bytesToHex(ton.publicKey)).toBe('7952e94118f34607c75e23258dd9220d66ccac5a3ee074125c25068e8107bfbf');
    // The address function itself is checked against tonweb's published v4r2 vector in the server tests.
    expect(ton.address).toBe(tonWalletAddress(ton.publicKey, sha256));
    expect(ton.address).toBe('UQAzWZa6nM5mJev91wGc7VCSfBoIsYRqKJpV78N8Add9-RKY');
    expect(parseTonAddress(ton.address)).toMatchObject({ workchain: 0, bounceable: false, testOnly: false });
  });

  it('another path or phrase gives another address', () => {
    expect(deriveTon(mnemonicSeed(ABANDON), "m/44'/607'/1'").address).not.toBe(deriveAccounts(ABANDON).ton.address);
    expect(deriveAccounts(HARDHAT).ton.address).not.toBe(deriveAccounts(ABANDON).ton.address);
  });
});

describe('SLIP-0010 ed25519 test vector 1', () => {
  const seed = hexToBytes('000102030405060708090a0b0c0d0e0f');
  it('master key and chain code', () => {
    const master = slip10Master(seed);
    expect(bytesToHex(master.key)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7');
    expect(bytesToHex(master.chainCode)).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb');
  });
  it("children m/0', m/0'/1', m/0'/1'/2'", () => {
    expect(bytesToHex(slip10Derive(seed, "m/0'").key)).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    );
    expect(bytesToHex(slip10Derive(seed, "m/0'/1'").key)).toBe(
      'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
    );
    expect(bytesToHex(slip10Derive(seed, "m/0'/1'/2'").chainCode)).toBe(
      '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
    );
  });
  it('refuses non-hardened levels', () => {
    expect(() => slip10Derive(seed, 'm/0')).toThrow(/hardened/);
  });
});
