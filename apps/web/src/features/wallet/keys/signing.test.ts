import { buildSignMessage } from '@arcadia/contract/calls/wallet/common';
import { eip191Hash } from '@arcadia/contract/eip191';
import { parseTonAddress, tonWalletAddress } from '@arcadia/contract/ton-address';
import { checkV4Transfer, parseV4Transfer, tonQuoteMessage } from '@arcadia/contract/ton-wallet-v4';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { deriveAccounts, toChecksumAddress } from './derive.ts';
import { bindMessage, signEvm, signFor, signQuote, signSolana, signTon, signTonMove } from './signing.ts';

const HARDHAT = 'test test test test test test test test test test test junk';
const accounts = deriveAccounts(HARDHAT);

function recoverEvmAddress(message: string, signatureHex: string): string {
  const sig = hexToBytes(signatureHex.slice(2));
  const v = sig[64] ?? 0;
  const recovered = new Uint8Array(65);
  recovered[0] = v - 27;
  recovered.set(sig.subarray(0, 64), 1);
  const publicKey = secp256k1.recoverPublicKey(recovered, eip191Hash(message), { prehash: false });
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return toChecksumAddress(keccak_256(uncompressed.slice(1)).slice(-20));
}

describe('signing format', () => {
  const message = buildSignMessage({
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '1.5',
    chain: 'devnet-evm',
    coin: 'USDT',
    from: accounts.evm.address,
    kind: 'transfer',
    nonce: 0,
  });

  it('builds canonical JSON with sorted keys', () => {
    expect(message).toBe(
      `{"amount":"1.5","chain":"devnet-evm","coin":"USDT","from":"${accounts.evm.address}","kind":"transfer","nonce":0,"to":"0x70997970C51812dc3A010C7d01b50e0d17dc79C8"}`,
    );
  });

  it('hashes EIP-191 personal messages (known vector for "hello")', () => {
    // keccak256("\x19Ethereum Signed Message:\n5hello"), as ethers.hashMessage("hello").
    expect(bytesToHex(eip191Hash('hello'))).toBe('50b2c43fd39106bafbba0da34fc430e1f91e3c96ea2acee2bc34119f92b37750');
  });

  it('EVM: 65-byte r||s||v personal_sign that recovers to the signer', () => {
    const signature = signEvm(accounts.evm.privateKey, message);
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect([27, 28]).toContain(Number.parseInt(signature.slice(-2), 16));
    expect(recoverEvmAddress(message, signature)).toBe(accounts.evm.address);
    expect(recoverEvmAddress(`${message} `, signature)).not.toBe(accounts.evm.address);
  });

  it('Solana: 64-byte ed25519 over the UTF-8 message', () => {
    const signature = signSolana(accounts.sol.privateKey, message);
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    const bytes = hexToBytes(signature.slice(2));
    expect(ed25519.verify(bytes, new TextEncoder().encode(message), accounts.sol.publicKey)).toBe(true);
    expect(ed25519.verify(bytes, new TextEncoder().encode(`${message}x`), accounts.sol.publicKey)).toBe(false);
  });

  it('signFor picks the key by chain kind; bind messages match the contract', () => {
    expect(signFor(accounts, 'evm', message)).toBe(signEvm(accounts.evm.privateKey, message));
    expect(bindMessage('sol', 'Sol1', 100001)).toBe(
      '{"address":"Sol1","chain":"devnet-sol","kind":"bind","user_id":"100001"}',
    );
    expect(bindMessage('evm', '0xAbC0000000000000000000000000000000000001', 7)).toBe(
      '{"address":"0xabc0000000000000000000000000000000000001","chain":"devnet-evm","kind":"bind","user_id":"7"}',
    );
    expect(bytesToHex(accounts.sol.publicKey)).toHaveLength(64);
  });
});

describe('TON signing', () => {
  const message = buildSignMessage({
    amount: '0.5',
    chain: 'devnet-ton',
    coin: 'TON',
    from: accounts.ton.address,
    kind: 'transfer',
    nonce: 0,
    to: 'UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym',
  });

  it('sends the public key with the ed25519 signature; the key proves the address', () => {
    const signature = signFor(accounts, 'ton', message);
    expect(signature).toMatch(/^0x[0-9a-f]{192}$/);
    const bytes = hexToBytes(signature.slice(2));
    const publicKey = bytes.subarray(0, 32);
    expect(tonWalletAddress(publicKey, sha256)).toBe(accounts.ton.address);
    expect(ed25519.verify(bytes.subarray(32), new TextEncoder().encode(message), publicKey)).toBe(true);
    expect(ed25519.verify(bytes.subarray(32), new TextEncoder().encode(`${message} `), publicKey)).toBe(false);
    expect(signTon(accounts.ton.privateKey, accounts.ton.publicKey, message)).toBe(signature);
  });

  it('sends a move as a wallet v4r2 external message that the chain accepts, and only for its quote', () => {
    const quote = {
      sign_message: message,
      quote_id: 'q_0123456789abcdef01234567',
      nonce: 0,
      expires_at: 1_900_000_000,
    };
    const pool = 'UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym';
    const boc = signTonMove(accounts.ton, quote, pool);
    expect(signQuote(accounts, { kind: 'ton', pool }, quote)).toBe(boc);
    const parsed = parseV4Transfer(boc);
    expect(parsed).toMatchObject({ seqno: 0, validUntil: 1_900_000_000, subwalletId: 698983191, sendMode: 3 });
    expect(parsed.message.value).toBe(500_000_000n);
    const expected = {
      wallet: parseTonAddress(accounts.ton.address),
      knownPublicKey: null,
      seqno: 0,
      now: 1_800_000_000,
      message: tonQuoteMessage(JSON.parse(message), quote.quote_id, pool, parseTonAddress),
      verify: (sig: Uint8Array, hash: Uint8Array, key: Uint8Array) => ed25519.verify(sig, hash, key),
    };
    expect(checkV4Transfer(parsed, expected)).toEqual({ publicKey: accounts.ton.publicKey });
    const otherQuote = tonQuoteMessage(JSON.parse(message), 'q_other', pool, parseTonAddress);
    expect(checkV4Transfer(parsed, { ...expected, message: otherQuote })).toMatch(/body/);
    expect(signQuote(accounts, { kind: 'sol', pool: '' }, quote)).toBe(signFor(accounts, 'sol', message));
  });

  it('binds the TON address on the devnet-ton chain', () => {
    expect(bindMessage('ton', accounts.ton.address, 100001)).toBe(
      `{"address":"${accounts.ton.address}","chain":"devnet-ton","kind":"bind","user_id":"100001"}`,
    );
  });
});
