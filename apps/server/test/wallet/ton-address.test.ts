import { createHash } from 'node:crypto';
import {
  crc16Xmodem,
  formatTonAddress,
  parseTonAddress,
  rawTonAddress,
  sameTonAccount,
  TonAddressError,
  tonWalletAddress,
  V4R2_CODE_DEPTH,
  V4R2_CODE_HASH,
  v4r2AccountId,
  v4r2DataHash,
} from '@arcadia/contract/ton-address';
import { describe, expect, it } from 'vitest';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * Published vector (toncenter/tonweb, src/contract/wallet/wallet-contract.test.ts, v4R2): the deploy
 * message of a v4r2 wallet for the test key pair, its account id and its non-bounceable address.
 */
const PUBLIC_KEY = '6e405efc651ae460c2b9cd55683cc22f185e34e811419a57bcf087011eee9807';
const ACCOUNT = '17407fa51444d9f4a9dc684e2ab345d54c060c302d8019228f34a86fb7f0e8e3';
const FRIENDLY = 'UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym';
const DEPLOY_BOC =
  'te6ccsECFgEAA3QAAAAAdQCCAIcAjAEDAUEBiAGNAZIBlwG4Ab0BzAHbAeYCFQKXAtADCgNCA0kC4YgALoD/SiiJs+lTuNCcVWaLqpgMGGBbADJFHmlQ32/h0cYRnRC34EtfMGF6tZdxKsmGRvnH0WoDO71L27frgUXQuEiEXihqpxOQelnGXJ0HxYTiQHlsvGZUTSD4800uAnCCwOU1NGL/////4AAAAAAQARUBFP8A9KQT9LzyyAsCAgEgAxACAUgEBwLm0AHQ0wMhcbCSXwTgItdJwSCSXwTgAtMfIYIQcGx1Z70ighBkc3RyvbCSXwXgA/pAMCD6RAHIygfL/8nQ7UTQgQFA1yH0BDBcgQEI9ApvoTGzkl8H4AXTP8glghBwbHVnupI4MOMNA4IQZHN0crqSXwbjDQUGAHgB+gD0BDD4J28iMFAKoSG+8uBQghBwbHVngx6xcIAYUATLBSbPFlj6Ahn0AMtpF8sfUmDLPyDJgED7AAYAilAEgQEI9Fkw7UTQgQFA1yDIAc8W9ADJ7VQBcrCOI4IQZHN0coMesXCAGFAFywVQA88WI/oCE8tqyx/LP8mAQPsAkl8D4gIBIAgPAgEgCQ4CAVgKCwA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYAIBIAwNABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AABG4yX7UTQ1wsfgAWb0kK29qJoQICga5D6AhhHDUCAhHpJN9KZEM5pA+n/mDeBKAG3gQFImHFZ8xhAT48oMI1xgg0x/TH9MfAvgju/Jk7UTQ0x/TH9P/9ATRUUO68qFRUbryogX5AVQQZPkQ8qP4ACSkyMsfUkDLH1Iwy/9SEPQAye1U+A8B0wchwACfbFGTINdKltMH1AL7AOgw4CHAAeMAIcAC4wABwAORMOMNA6TIyx8Syx/L/xESExQAbtIH+gDU1CL5AAXIygcVy//J0Hd0gBjIywXLAiLPFlAF+gIUy2sSzMzJc/sAyEAUgQEI9FHypwIAcIEBCNcY+gDTP8hUIEeBAQj0UfKnghBub3RlcHSAGMjLBcsCUAbPFlAE+gIUy2oSyx/LP8lz+wACAGyBAQjXGPoA0z8wUiSBAQj0WfKnghBkc3RycHSAGMjLBcsCUAXPFlAD+gITy2rLHxLLP8lz+wAACvQAye1UAFEAAAAAKamjF25AXvxlGuRgwrnNVWg8wi8YXjToEUGaV7zwhwEe7pgHQNwk0lM=';

/** A minimal bag-of-cells reader (ordinary cells) that hashes every cell: the test's own check of the constants. */
function bocCells(base64: string) {
  const b = Buffer.from(base64, 'base64');
  let p = 4;
  const flags = b[p++] as number;
  const size = flags & 7;
  const offBytes = b[p++] as number;
  const u = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 256 + (b[p++] as number);
    return v;
  };
  const count = u(size);
  const roots = u(size);
  u(size); // absent
  u(offBytes); // total size
  for (let i = 0; i < roots; i++) u(size);
  if (flags & 0x80) p += count * offBytes;
  const raw = Array.from({ length: count }, () => {
    const d1 = b[p++] as number;
    const d2 = b[p++] as number;
    const data = b.subarray(p, p + Math.ceil(d2 / 2));
    p += data.length;
    const refs = Array.from({ length: d1 & 7 }, () => u(size));
    return { d1, d2, data, refs };
  });
  const hashes: Uint8Array[] = [];
  const depths: number[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const c = raw[i] as (typeof raw)[number];
    const depth = c.refs.length ? Math.max(...c.refs.map((r) => (depths[r] as number) + 1)) : 0;
    const parts = [Buffer.from([c.d1, c.d2]), c.data];
    for (const r of c.refs) parts.push(Buffer.from([(depths[r] as number) >> 8, (depths[r] as number) & 255]));
    for (const r of c.refs) parts.push(Buffer.from(hashes[r] as Uint8Array));
    depths[i] = depth;
    hashes[i] = sha256(Buffer.concat(parts));
  }
  return raw.map((c, i) => ({ ...c, hash: hex(hashes[i] as Uint8Array), depth: depths[i] as number }));
}

describe('wallet v4r2 address', () => {
  const cells = bocCells(DEPLOY_BOC);

  it('the code constants are those of the code cell in the published deploy message', () => {
    const code = cells.find((c) => c.hash === V4R2_CODE_HASH);
    expect(code?.depth).toBe(V4R2_CODE_DEPTH);
  });

  it('the data cell hash matches the one in the deploy message', () => {
    const dataHash = hex(v4r2DataHash(Buffer.from(PUBLIC_KEY, 'hex'), sha256));
    const data = cells.find((c) => c.hash === dataHash);
    expect(data?.d2).toBe(81);
    expect(hex(data?.data ?? new Uint8Array()).slice(16, 80)).toBe(PUBLIC_KEY);
  });

  it('computes the published account id and user-friendly address', () => {
    expect(hex(v4r2AccountId(Buffer.from(PUBLIC_KEY, 'hex'), sha256))).toBe(ACCOUNT);
    expect(tonWalletAddress(Buffer.from(PUBLIC_KEY, 'hex'), sha256)).toBe(FRIENDLY);
  });

  it('another key gives another address', () => {
    const other = Buffer.from(PUBLIC_KEY, 'hex');
    other.writeUInt8(other.readUInt8(0) ^ 1, 0);
    expect(tonWalletAddress(other, sha256)).not.toBe(FRIENDLY);
    expect(() => tonWalletAddress(new Uint8Array(31), sha256)).toThrow(TonAddressError);
  });
});

describe('address forms and checksum', () => {
  it('CRC16-XMODEM of the standard check string is 0x31C3', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });

  it('parses the published address and formats every flag combination back', () => {
    const parsed = parseTonAddress(FRIENDLY);
    expect(parsed).toMatchObject({ workchain: 0, bounceable: false, testOnly: false });
    expect(hex(parsed.hash)).toBe(ACCOUNT);
    expect(rawTonAddress(parsed)).toBe(`0:${ACCOUNT}`);
    const bounceable = formatTonAddress(parsed, { bounceable: true });
    expect(bounceable.startsWith('EQ')).toBe(true);
    expect(parseTonAddress(bounceable)).toMatchObject({ bounceable: true, testOnly: false });
    const test = formatTonAddress(parsed, { testOnly: true });
    expect(test.startsWith('0Q')).toBe(true);
    expect(parseTonAddress(test).testOnly).toBe(true);
    expect(sameTonAccount(FRIENDLY, bounceable)).toBe(true);
    expect(sameTonAccount(FRIENDLY, `0:${ACCOUNT}`)).toBe(true);
    expect(sameTonAccount(FRIENDLY, `-1:${ACCOUNT}`)).toBe(false);
  });

  it('accepts the standard base64 alphabet too', () => {
    const std = FRIENDLY.replace(/-/g, '+').replace(/_/g, '/');
    expect(hex(parseTonAddress(std).hash)).toBe(ACCOUNT);
  });

  it('refuses bad addresses', () => {
    const flipped = `${FRIENDLY.slice(0, 10)}${FRIENDLY[10] === 'A' ? 'B' : 'A'}${FRIENDLY.slice(11)}`;
    for (const bad of [
      '',
      FRIENDLY.slice(1),
      `${FRIENDLY}A`,
      flipped, // checksum no longer matches
      `${FRIENDLY.slice(0, 47)}!`,
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      `0:${ACCOUNT.slice(2)}`,
      `999:${ACCOUNT}`,
    ]) {
      expect(() => parseTonAddress(bad), bad).toThrow(TonAddressError);
    }
    // A valid checksum over an unknown tag byte.
    const body = Buffer.alloc(36);
    body[0] = 0x22;
    const crc = crc16Xmodem(body.subarray(0, 34));
    body[34] = crc >> 8;
    body[35] = crc & 255;
    expect(() => parseTonAddress(body.toString('base64url'))).toThrow(/tag/);
  });
});
