import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import vectors from '../test/fixtures/ton-v4-vectors.json' with { type: 'json' };
import { parseTonAddress, tonWalletAddress, V4R2_CODE_HASH } from './ton-address.ts';
import { base64ToBytes, bytesToBase64, crc32c, parseBoc, serializeBoc, TonCellError } from './ton-boc.ts';
import {
  checkV4Transfer,
  type InternalMessage,
  jettonTransferBody,
  parseV4Transfer,
  type TransferArgs,
  textComment,
  v4r2Code,
  v4TransferBoc,
  v4TransferCell,
} from './ton-wallet-v4.ts';

/**
 * Vectors made by @ton/core 0.63.1 + @ton/ton 16.3.0 + @ton/crypto 3.3.0 (WalletContractV4.createTransfer,
 * external() + storeMessage(), Cell.toBoc) with ../test/fixtures/ton-v4-vectors.gen.cjs.
 */
interface Vector {
  name: string;
  seqno: number;
  valid_until: number;
  with_init: boolean;
  to: string;
  value: string;
  bounce: boolean;
  body_kind: string;
  body_boc_hex: string;
  signing_hash: string;
  signature: string;
  message_hash: string;
  boc: string;
  boc_idx_crc: string;
  boc_plain: string;
}
const fixture = vectors as {
  seed_hex: string;
  public_key: string;
  address: string;
  code_boc: string;
  code_hash: string;
  vectors: Vector[];
};

const seed = hexToBytes(fixture.seed_hex);
const publicKey = ed25519.getPublicKey(seed);
const wallet = parseTonAddress(fixture.address);
const other = parseTonAddress(fixture.vectors[0]?.to ?? '');
const verify = (sig: Uint8Array, hash: Uint8Array, key: Uint8Array) => ed25519.verify(sig, hash, key);

function bodyOf(v: Vector) {
  const [kind, a, b] = v.body_kind.split(':') as [string, string, string | undefined];
  if (kind === 'comment') return textComment(a);
  return jettonTransferBody({
    queryId: BigInt(v.seqno),
    amount: BigInt(a),
    destination: other,
    response: wallet,
    forwardTon: 1n,
    comment: b ?? '',
  });
}

function messageOf(v: Vector): InternalMessage {
  return { to: parseTonAddress(v.to), value: BigInt(v.value), bounce: v.bounce, body: bodyOf(v) };
}

function argsOf(v: Vector, change: Partial<TransferArgs> = {}): TransferArgs {
  return {
    publicKey,
    sign: (hash) => ed25519.sign(hash, seed),
    seqno: v.seqno,
    validUntil: v.valid_until,
    message: messageOf(v),
    ...change,
  };
}

const expectations = (v: Vector) => ({
  wallet,
  knownPublicKey: v.with_init ? null : publicKey,
  seqno: v.seqno,
  now: v.valid_until - 30,
  message: messageOf(v),
  verify,
});

describe('TON cells and BoC', () => {
  it('reads and re-writes the wallet v4r2 code BoC byte for byte, with its published hash', () => {
    expect(bytesToHex(publicKey)).toBe(fixture.public_key);
    expect(tonWalletAddress(publicKey, sha256)).toBe(fixture.address);
    const code = v4r2Code();
    expect(bytesToHex(code.hash())).toBe(V4R2_CODE_HASH);
    expect(fixture.code_hash).toBe(V4R2_CODE_HASH);
    expect(bytesToBase64(serializeBoc(code, { crc32: false }))).toBe(fixture.code_boc);
  });

  it('computes CRC-32C (the check value of "123456789")', () => {
    expect(crc32c(new TextEncoder().encode('123456789'))).toBe(0xe3069283);
  });

  it('refuses broken BoCs', () => {
    const good = base64ToBytes(fixture.vectors[1]?.boc ?? '');
    expect(() => parseBoc(good)).not.toThrow();
    const badCrc = good.slice();
    badCrc[badCrc.length - 1] = (badCrc.at(-1) as number) ^ 1;
    expect(() => parseBoc(badCrc)).toThrow(/crc32c/);
    const badMagic = good.slice();
    badMagic[0] = 0;
    expect(() => parseBoc(badMagic)).toThrow(TonCellError);
    expect(() => parseBoc(good.subarray(0, good.length - 10))).toThrow(TonCellError);
    expect(() => parseBoc(Uint8Array.from([...good, 0]))).toThrow(TonCellError);
  });
});

describe.each(fixture.vectors)('wallet v4r2 transfer "$name"', (v) => {
  it('encodes the same bytes as @ton/ton, with and without index and crc32c', () => {
    expect(bytesToHex(serializeBoc(bodyOf(v), { crc32: false }))).toBe(v.body_boc_hex);
    const cell = v4TransferCell(argsOf(v));
    expect(bytesToHex(cell.hash())).toBe(v.message_hash);
    expect(bytesToBase64(v4TransferBoc(argsOf(v)))).toBe(v.boc);
    expect(bytesToBase64(v4TransferBoc(argsOf(v), { index: true, crc32: true }))).toBe(v.boc_idx_crc);
    expect(bytesToBase64(v4TransferBoc(argsOf(v), { index: false, crc32: false }))).toBe(v.boc_plain);
  });

  it("parses the library's BoC in every encoding and accepts it", () => {
    for (const text of [v.boc, v.boc_idx_crc, v.boc_plain, v.boc.replace(/\+/g, '-').replace(/\//g, '_')]) {
      const parsed = parseV4Transfer(text);
      expect(bytesToHex(parsed.signingHash)).toBe(v.signing_hash);
      expect(bytesToHex(parsed.signature)).toBe(v.signature);
      expect(parsed.initPublicKey ? bytesToHex(parsed.initPublicKey) : null).toBe(
        v.with_init ? fixture.public_key : null,
      );
      expect(parsed).toMatchObject({ seqno: v.seqno, validUntil: v.valid_until, subwalletId: 698983191, sendMode: 3 });
      expect(parsed.message.value).toBe(BigInt(v.value));
      expect(checkV4Transfer(parsed, expectations(v))).toEqual({ publicKey });
    }
  });

  it('refuses it when tampered with or not what the chain expects', () => {
    const parsed = parseV4Transfer(v.boc);
    const e = expectations(v);
    const check = (change: Partial<ReturnType<typeof expectations>>) => checkV4Transfer(parsed, { ...e, ...change });
    // The chain expects other terms than the message carries.
    expect(check({ seqno: v.seqno + 1 })).toMatch(/seqno/);
    expect(check({ now: v.valid_until })).toMatch(/expired/);
    expect(check({ message: { ...e.message, value: e.message.value + 1n } })).toMatch(/amount/);
    expect(check({ message: { ...e.message, to: wallet } })).toMatch(/destination/);
    expect(check({ message: { ...e.message, body: textComment('q_another') } })).toMatch(/body/);
    expect(check({ wallet: other })).toMatch(/addressed/);
    expect(check({ knownPublicKey: ed25519.getPublicKey(new Uint8Array(32).fill(9)) })).toMatch(/key/);

    // The message changed after signing (the signature kept): amount, destination, seqno, valid_until.
    const signature = hexToBytes(v.signature);
    const forged = (change: Partial<TransferArgs>) =>
      checkV4Transfer(parseV4Transfer(v4TransferBoc(argsOf(v, { sign: () => signature, ...change }))), e);
    expect(forged({})).toEqual({ publicKey });
    expect(forged({ message: { ...messageOf(v), value: BigInt(v.value) * 10n } })).toMatch(/signature/);
    expect(forged({ message: { ...messageOf(v), to: wallet } })).toMatch(/signature/);
    expect(forged({ seqno: v.seqno + 1 })).toMatch(/signature|StateInit/);
    expect(forged({ validUntil: v.valid_until + 3600 })).toMatch(/signature/);

    // A flipped signature bit; another key signing for this wallet.
    const flipped = signature.slice();
    flipped[10] = (flipped[10] as number) ^ 0x40;
    expect(forged({ sign: () => flipped })).toMatch(/signature/);
    const stranger = new Uint8Array(32).fill(3);
    const byStranger = parseV4Transfer(v4TransferBoc(argsOf(v, { sign: (h) => ed25519.sign(h, stranger) })));
    expect(checkV4Transfer(byStranger, e)).toMatch(/signature/);
  });
});

describe('wallet v4r2 deployment', () => {
  it('needs the StateInit (or a known key) and refuses one of another key', () => {
    const v = fixture.vectors[1] as Vector;
    const noKey = checkV4Transfer(parseV4Transfer(v.boc), { ...expectations(v), knownPublicKey: null });
    expect(noKey).toMatch(/not deployed/);
    const strangerKey = ed25519.getPublicKey(new Uint8Array(32).fill(5));
    const withOtherInit = v4TransferBoc({
      ...argsOf(v),
      publicKey: strangerKey,
      withInit: true,
    });
    expect(checkV4Transfer(parseV4Transfer(withOtherInit), { ...expectations(v), knownPublicKey: null })).toMatch(
      /addressed|StateInit/,
    );
  });
});
