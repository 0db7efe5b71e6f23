import { fromBase64Url, toBase64Url } from './encoding.ts';
/**
 * TON wallet addresses, shared by the browser (derivation) and the server (the devnet's signature check).
 * No imports: the caller passes SHA-256 (WebCrypto-free @noble/hashes in the browser, node:crypto on the
 * server), so this stays a few hundred bytes and the contract package keeps depending on zod only.
 *
 * A wallet v4r2 address is the representation hash of its StateInit cell:
 *   StateInit = split_depth:0 special:0 code:1 data:1 library:0  (5 bits)  + refs [code, data]
 *   data      = seqno:uint32(0) subwallet_id:uint32(698983191) public_key:bits256 plugins:(HashmapE, empty = 0)
 *   code      = the standard wallet v4r2 code cell; only its hash and depth enter the StateInit hash.
 * Cell hash (TVM, ordinary cells, level 0): sha256(d1 || d2 || data padded with a 1 bit then 0s ||
 * depth of each ref as uint16 || hash of each ref), d1 = refs count, d2 = floor(bits/8) + ceil(bits/8).
 *
 * The user-friendly form is 36 bytes in base64url (48 characters): tag (0x11 bounceable, 0x51
 * non-bounceable, +0x80 test-only), workchain (int8), the 32-byte hash, CRC16-XMODEM of the first 34 bytes.
 * The raw form is "<workchain>:<64 hex>".
 */
export type Sha256 = (data: Uint8Array) => Uint8Array;

/** The wallet v4r2 code cell (from its published BOC; checked in apps/server/test/wallet/ton-address.test.ts). */
export const V4R2_CODE_HASH = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0';
export const V4R2_CODE_DEPTH = 7;
/** The default subwallet id of v3/v4 wallets on workchain 0 (698983191 = 0x29a9a317). */
export const V4R2_SUBWALLET_ID = 698_983_191;

export interface TonAddress {
  workchain: number;
  hash: Uint8Array;
  bounceable: boolean;
  testOnly: boolean;
}

export class TonAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TonAddressError';
  }
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The v4r2 data cell's hash: 321 bits (seqno 0, subwallet id, public key, empty plugins dict), no refs. */
export function v4r2DataHash(publicKey: Uint8Array, sha256: Sha256, subwalletId = V4R2_SUBWALLET_ID): Uint8Array {
  if (publicKey.length !== 32) throw new TonAddressError('public key must be 32 bytes');
  const data = new Uint8Array(41); // 321 bits padded: 8 bytes of ints, 32 of key, then '0' (plugins) + '1' tag
  new DataView(data.buffer).setUint32(4, subwalletId >>> 0, false);
  data.set(publicKey, 8);
  data[40] = 0b0100_0000; // plugins bit 0, then the completion tag bit 1
  return sha256(concat([new Uint8Array([0, 81]), data]));
}

/** The account id (StateInit hash) of a wallet v4r2 with this ed25519 public key. */
export function v4r2AccountId(publicKey: Uint8Array, sha256: Sha256, subwalletId = V4R2_SUBWALLET_ID): Uint8Array {
  const dataHash = v4r2DataHash(publicKey, sha256, subwalletId);
  // d1 = 2 refs, d2 = 1 (5 bits -> one byte), bits 00110 + tag 1 + 00 = 0x34; ref depths: code 7, data 0.
  const header = new Uint8Array([2, 1, 0x34, V4R2_CODE_DEPTH >> 8, V4R2_CODE_DEPTH & 0xff, 0, 0]);
  return sha256(concat([header, hexBytes(V4R2_CODE_HASH), dataHash]));
}

/** CRC16-XMODEM (poly 0x1021, init 0). */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function base64Decode36(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_+/-]{48}$/.test(text)) return null;
  return fromBase64Url(text);
}

/** The user-friendly base64url form (non-bounceable by default, as wallets show their own address). */
export function formatTonAddress(
  address: Pick<TonAddress, 'workchain' | 'hash'>,
  options: { bounceable?: boolean; testOnly?: boolean } = {},
): string {
  const body = new Uint8Array(36);
  body[0] = (options.bounceable ? 0x11 : 0x51) | (options.testOnly ? 0x80 : 0);
  body[1] = address.workchain & 0xff;
  body.set(address.hash, 2);
  const crc = crc16Xmodem(body.subarray(0, 34));
  body[34] = crc >> 8;
  body[35] = crc & 0xff;
  return toBase64Url(body);
}

export function rawTonAddress(address: Pick<TonAddress, 'workchain' | 'hash'>): string {
  return `${address.workchain}:${toHex(address.hash)}`;
}

/**
 * Parses a user-friendly (base64 or base64url, any flags) or raw address. Throws TonAddressError on a
 * wrong length, alphabet, tag or checksum.
 */
export function parseTonAddress(text: string): TonAddress {
  const raw = /^(-?\d{1,3}):([0-9a-fA-F]{64})$/.exec(text);
  if (raw) {
    const workchain = Number(raw[1]);
    if (workchain < -128 || workchain > 127) throw new TonAddressError('workchain out of range');
    return { workchain, hash: hexBytes((raw[2] as string).toLowerCase()), bounceable: true, testOnly: false };
  }
  const body = base64Decode36(text);
  if (!body) throw new TonAddressError('not a TON address: expected 48 base64 characters or <wc>:<hex>');
  const crc = crc16Xmodem(body.subarray(0, 34));
  if (body[34] !== crc >> 8 || body[35] !== (crc & 0xff)) throw new TonAddressError('bad checksum');
  const tag = body[0] as number;
  const testOnly = (tag & 0x80) !== 0;
  const flag = tag & 0x7f;
  if (flag !== 0x11 && flag !== 0x51) throw new TonAddressError('unknown address tag');
  const wc = body[1] as number;
  return { workchain: wc > 127 ? wc - 256 : wc, hash: body.slice(2, 34), bounceable: flag === 0x11, testOnly };
}

/** The wallet v4r2 address of a public key, user-friendly and non-bounceable, workchain 0. */
export function tonWalletAddress(publicKey: Uint8Array, sha256: Sha256): string {
  return formatTonAddress({ workchain: 0, hash: v4r2AccountId(publicKey, sha256) });
}

/** True when both texts name the same account (any form, any flags). */
export function sameTonAccount(a: string, b: string): boolean {
  try {
    const x = parseTonAddress(a);
    const y = parseTonAddress(b);
    return x.workchain === y.workchain && toHex(x.hash) === toHex(y.hash);
  } catch {
    return false;
  }
}
