import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64Url, toBase64Url } from './encoding.ts';
/**
 * A minimal TON cell and bag-of-cells (BoC) implementation, shared by the browser (building the wallet v4r2
 * external message it signs) and the server (parsing and checking it). Ordinary cells only (level 0): exotic
 * cells (pruned branches, libraries, Merkle proofs) are refused, which is all a wallet message needs.
 *
 * Cell (tvm.pdf 3.1, whitepaper 3.1.4): up to 1023 data bits and up to 4 references.
 *   descriptors d1 = refs count (+8 exotic, +32*level), d2 = ceil(bits/8) + floor(bits/8);
 *   data padded to whole bytes with a 1 bit then 0 bits when bits % 8 != 0;
 *   depth = 0 without refs, else 1 + the deepest ref;
 *   representation hash = sha256(d1 || d2 || padded data || depth of each ref (uint16 BE) || hash of each ref).
 * BoC (crypto/tl/boc.tlb `serialized_boc#b5ee9c72`): has_idx:1 has_crc32c:1 has_cache_bits:1 flags:2
 *   size:3 off_bytes:8 cells roots absent tot_cells_size root_list [index] cell_data [crc32c, little-endian].
 *   Cells are written in @ton/core's topological order (parents before children), so our bytes match it.
 */

export class TonCellError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TonCellError';
  }
}

const MAX_BITS = 1023;

export class Cell {
  readonly bits: Uint8Array;
  readonly bitLength: number;
  readonly refs: readonly Cell[];
  #hash: Uint8Array | null = null;
  #depth = -1;

  constructor(bits: Uint8Array, bitLength: number, refs: readonly Cell[] = []) {
    if (bitLength > MAX_BITS) throw new TonCellError('a cell holds at most 1023 bits');
    if (refs.length > 4) throw new TonCellError('a cell holds at most 4 references');
    this.bits = bits.slice(0, Math.ceil(bitLength / 8));
    this.bitLength = bitLength;
    this.refs = refs;
  }

  depth(): number {
    if (this.#depth < 0) this.#depth = this.refs.length ? 1 + Math.max(...this.refs.map((r) => r.depth())) : 0;
    return this.#depth;
  }

  /** d1, d2 and the padded data: the cell as stored in a BoC (before its ref indexes) and hashed. */
  descriptor(): Uint8Array {
    const full = Math.floor(this.bitLength / 8);
    const bytes = Math.ceil(this.bitLength / 8);
    const out = new Uint8Array(2 + bytes);
    out[0] = this.refs.length;
    out[1] = full + bytes;
    out.set(this.bits.subarray(0, bytes), 2);
    if (this.bitLength % 8) {
      const last = 2 + bytes - 1;
      const used = this.bitLength % 8;
      out[last] = ((out[last] as number) & (0xff << (8 - used)) & 0xff) | (1 << (7 - used));
    }
    return out;
  }

  hash(): Uint8Array {
    if (!this.#hash) {
      const head = this.descriptor();
      const buf = new Uint8Array(head.length + this.refs.length * 34);
      buf.set(head, 0);
      let at = head.length;
      for (const r of this.refs) {
        const d = r.depth();
        buf[at++] = d >> 8;
        buf[at++] = d & 0xff;
      }
      for (const r of this.refs) {
        buf.set(r.hash(), at);
        at += 32;
      }
      this.#hash = sha256(buf);
    }
    return this.#hash;
  }

  beginParse(): Slice {
    return new Slice(this);
  }
}

function bitAt(bytes: Uint8Array, i: number): number {
  return ((bytes[i >> 3] as number) >> (7 - (i & 7))) & 1;
}

/** Writes bits into a new cell. */
export class Builder {
  #bits = new Uint8Array(128);
  #length = 0;
  #refs: Cell[] = [];

  get bitLength(): number {
    return this.#length;
  }
  get refCount(): number {
    return this.#refs.length;
  }
  get availableBits(): number {
    return MAX_BITS - this.#length;
  }

  bit(value: boolean | number): this {
    if (this.#length >= MAX_BITS) throw new TonCellError('cell overflow');
    if (value) this.#bits[this.#length >> 3] = (this.#bits[this.#length >> 3] as number) | (0x80 >> (this.#length & 7));
    this.#length++;
    return this;
  }

  uint(value: number | bigint, bits: number): this {
    const v = BigInt(value);
    if (v < 0n || (bits < 64 && v >= 1n << BigInt(bits)) || (bits >= 64 && v >> BigInt(bits) !== 0n))
      throw new TonCellError(`${v} does not fit in ${bits} bits`);
    for (let i = bits - 1; i >= 0; i--) this.bit(Number((v >> BigInt(i)) & 1n));
    return this;
  }

  int(value: number, bits: number): this {
    const v = BigInt(value);
    const half = 1n << BigInt(bits - 1);
    if (v < -half || v >= half) throw new TonCellError(`${v} does not fit in ${bits} signed bits`);
    return this.uint(v < 0n ? (1n << BigInt(bits)) + v : v, bits);
  }

  bytes(data: Uint8Array): this {
    for (const byte of data) this.uint(byte, 8);
    return this;
  }

  /** Coins / VarUInteger 16: a 4-bit byte length, then the value in that many bytes. */
  coins(value: bigint): this {
    if (value < 0n) throw new TonCellError('coins must not be negative');
    if (value === 0n) return this.uint(0, 4);
    const len = Math.ceil(value.toString(16).length / 2);
    if (len > 15) throw new TonCellError('coins too large');
    return this.uint(len, 4).uint(value, len * 8);
  }

  /** MsgAddress: addr_none$00 for null, else addr_std$10 anycast:0 workchain:int8 hash:bits256. */
  address(address: { workchain: number; hash: Uint8Array } | null): this {
    if (!address) return this.uint(0, 2);
    if (address.hash.length !== 32) throw new TonCellError('an address hash is 32 bytes');
    return this.uint(0b100, 3).int(address.workchain, 8).bytes(address.hash);
  }

  ref(cell: Cell): this {
    if (this.#refs.length >= 4) throw new TonCellError('a cell holds at most 4 references');
    this.#refs.push(cell);
    return this;
  }

  /** Appends a cell's bits and references (Builder.storeBuilder(cell.asBuilder()) in @ton/core). */
  append(cell: Cell): this {
    for (let i = 0; i < cell.bitLength; i++) this.bit(bitAt(cell.bits, i));
    for (const r of cell.refs) this.ref(r);
    return this;
  }

  end(): Cell {
    return new Cell(this.#bits, this.#length, [...this.#refs]);
  }
}

export function beginCell(): Builder {
  return new Builder();
}

/** Reads a cell's bits and references in order. */
export class Slice {
  readonly cell: Cell;
  #at = 0;
  #ref = 0;

  constructor(cell: Cell) {
    this.cell = cell;
  }

  get remainingBits(): number {
    return this.cell.bitLength - this.#at;
  }
  get remainingRefs(): number {
    return this.cell.refs.length - this.#ref;
  }

  bit(): boolean {
    if (this.#at >= this.cell.bitLength) throw new TonCellError('cell underflow');
    return bitAt(this.cell.bits, this.#at++) === 1;
  }

  uint(bits: number): bigint {
    let v = 0n;
    for (let i = 0; i < bits; i++) v = (v << 1n) | (this.bit() ? 1n : 0n);
    return v;
  }

  small(bits: number): number {
    return Number(this.uint(bits));
  }

  int(bits: number): number {
    const v = this.uint(bits);
    return Number(v >= 1n << BigInt(bits - 1) ? v - (1n << BigInt(bits)) : v);
  }

  bytes(count: number): Uint8Array {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i++) out[i] = this.small(8);
    return out;
  }

  coins(): bigint {
    const len = this.small(4);
    return len ? this.uint(len * 8) : 0n;
  }

  /** addr_none (null) or addr_std without anycast; other forms are refused. */
  address(): { workchain: number; hash: Uint8Array } | null {
    const tag = this.small(2);
    if (tag === 0) return null;
    if (tag !== 2) throw new TonCellError('only standard addresses are supported');
    if (this.bit()) throw new TonCellError('anycast addresses are not supported');
    const workchain = this.int(8);
    return { workchain, hash: this.bytes(32) };
  }

  ref(): Cell {
    const r = this.cell.refs[this.#ref];
    if (!r) throw new TonCellError('no more references');
    this.#ref++;
    return r;
  }

  /** The rest of this slice as a cell of its own (for Either X ^X stored inline). */
  rest(): Cell {
    const b = beginCell();
    while (this.remainingBits > 0) b.bit(this.bit());
    while (this.remainingRefs > 0) b.ref(this.ref());
    return b.end();
  }

  end(): void {
    if (this.remainingBits || this.remainingRefs) throw new TonCellError('unexpected data at the end of a cell');
  }
}

// ---- bag of cells ----

const BOC_MAGIC = 0xb5ee9c72;

/** CRC-32C (Castagnoli, reflected 0x82f63b78), as TON BoCs carry it (little-endian). */
export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** @ton/core's order: cells collected breadth first, then a depth-first post-order (last ref first), reversed. */
function topologicalOrder(root: Cell): { cell: Cell; refs: number[] }[] {
  const all = new Map<string, Cell>();
  const pending = new Set<string>();
  let level: Cell[] = [root];
  while (level.length) {
    const next: Cell[] = [];
    for (const cell of level) {
      const id = toHex(cell.hash());
      if (all.has(id)) continue;
      all.set(id, cell);
      pending.add(id);
      next.push(...cell.refs);
    }
    level = next;
  }
  const sorted: string[] = [];
  const visiting = new Set<string>();
  const visit = (id: string) => {
    if (!pending.has(id)) return;
    if (visiting.has(id)) throw new TonCellError('not a DAG');
    visiting.add(id);
    const refs = (all.get(id) as Cell).refs;
    for (let i = refs.length - 1; i >= 0; i--) visit(toHex((refs[i] as Cell).hash()));
    sorted.push(id);
    visiting.delete(id);
    pending.delete(id);
  };
  while (pending.size) visit(pending.values().next().value as string);
  sorted.reverse();
  const index = new Map(sorted.map((id, i) => [id, i]));
  return sorted.map((id) => {
    const cell = all.get(id) as Cell;
    return { cell, refs: cell.refs.map((r) => index.get(toHex(r.hash())) as number) };
  });
}

function byteLength(n: number): number {
  let bytes = 1;
  while (n >= 2 ** (8 * bytes)) bytes++;
  return bytes;
}

/** One root, no cache bits; `crc32` defaults to true and `index` to false, as @ton/core's Cell.toBoc(). */
export function serializeBoc(root: Cell, options: { index?: boolean; crc32?: boolean } = {}): Uint8Array {
  const withIndex = options.index ?? false;
  const withCrc = options.crc32 ?? true;
  const cells = topologicalOrder(root);
  const size = byteLength(cells.length);
  const bodies = cells.map(({ cell, refs }) => {
    const head = cell.descriptor();
    const out = new Uint8Array(head.length + refs.length * size);
    out.set(head, 0);
    refs.forEach((r, i) => {
      for (let k = 0; k < size; k++) out[head.length + i * size + k] = (r >> (8 * (size - 1 - k))) & 0xff;
    });
    return out;
  });
  const total = bodies.reduce((n, b) => n + b.length, 0);
  const off = byteLength(total);
  const bytes: number[] = [];
  const put = (value: number, len: number) => {
    for (let k = len - 1; k >= 0; k--) bytes.push(Math.floor(value / 2 ** (8 * k)) & 0xff);
  };
  put(BOC_MAGIC, 4);
  bytes.push((withIndex ? 0x80 : 0) | (withCrc ? 0x40 : 0) | size);
  bytes.push(off);
  put(cells.length, size);
  put(1, size);
  put(0, size);
  put(total, off);
  put(0, size);
  if (withIndex) {
    let end = 0;
    for (const b of bodies) {
      end += b.length;
      put(end, off);
    }
  }
  for (const b of bodies) for (const x of b) bytes.push(x);
  if (withCrc) {
    const crc = crc32c(Uint8Array.from(bytes));
    bytes.push(crc & 0xff, (crc >>> 8) & 0xff, (crc >>> 16) & 0xff, crc >>> 24);
  }
  return Uint8Array.from(bytes);
}

/** Limits of what the parser takes (a wallet message with its StateInit has about 25 cells). */
const MAX_BOC_BYTES = 16_384;
const MAX_CELLS = 256;

/**
 * Parses a BoC with exactly one root (with or without index, crc32c checked when present). Refuses exotic or
 * levelled cells, cache bits, absent cells, references that do not point forward, padding errors and
 * trailing bytes.
 */
export function parseBoc(data: Uint8Array): Cell {
  if (data.length > MAX_BOC_BYTES) throw new TonCellError('BoC too large');
  let p = 0;
  const need = (n: number) => {
    if (p + n > data.length) throw new TonCellError('BoC truncated');
  };
  const read = (len: number) => {
    need(len);
    let v = 0;
    for (let k = 0; k < len; k++) v = v * 256 + (data[p++] as number);
    return v;
  };
  if (read(4) !== BOC_MAGIC) throw new TonCellError('not a BoC (magic)');
  const flags = read(1);
  const withIndex = (flags & 0x80) !== 0;
  const withCrc = (flags & 0x40) !== 0;
  if (flags & 0x38) throw new TonCellError('BoC cache bits and flags are not supported');
  const size = flags & 7;
  const off = read(1);
  if (size < 1 || size > 4 || off < 1 || off > 8) throw new TonCellError('bad BoC sizes');
  const count = read(size);
  const roots = read(size);
  const absent = read(size);
  const total = read(off);
  if (roots !== 1) throw new TonCellError('a BoC with exactly one root is expected');
  if (absent !== 0) throw new TonCellError('absent cells are not supported');
  if (count < 1 || count > MAX_CELLS) throw new TonCellError('bad cell count');
  const root = read(size);
  if (root >= count) throw new TonCellError('bad root index');
  if (withIndex) {
    need(count * off);
    p += count * off;
  }
  const start = p;
  need(total);
  const raw: { bits: Uint8Array; bitLength: number; refs: number[] }[] = [];
  for (let i = 0; i < count; i++) {
    const d1 = read(1);
    const d2 = read(1);
    if (d1 & 0xf8) throw new TonCellError('exotic or levelled cells are not supported');
    const refCount = d1 & 7;
    if (refCount > 4) throw new TonCellError('too many references');
    const len = Math.ceil(d2 / 2);
    need(len);
    const bits = data.slice(p, p + len);
    p += len;
    let bitLength = len * 8;
    if (d2 % 2) {
      const last = bits[len - 1] as number;
      if (last === 0) throw new TonCellError('bad cell padding');
      let trailing = 0;
      while (!((last >> trailing) & 1)) trailing++;
      bitLength -= trailing + 1;
    }
    const refs: number[] = [];
    for (let k = 0; k < refCount; k++) {
      const r = read(size);
      if (r <= i || r >= count) throw new TonCellError('references must point forward');
      refs.push(r);
    }
    raw.push({ bits, bitLength, refs });
  }
  if (p - start !== total) throw new TonCellError('BoC cell data size mismatch');
  if (withCrc) {
    const crc = crc32c(data.subarray(0, p));
    const got = read(4);
    const le = ((got & 0xff) << 24) | (((got >> 8) & 0xff) << 16) | (((got >> 16) & 0xff) << 8) | (got >>> 24);
    if (le >>> 0 !== crc) throw new TonCellError('bad BoC crc32c');
  }
  if (p !== data.length) throw new TonCellError('trailing bytes after the BoC');
  const built: Cell[] = new Array(count);
  for (let i = count - 1; i >= 0; i--) {
    const c = raw[i] as (typeof raw)[number];
    built[i] = new Cell(
      c.bits,
      c.bitLength,
      c.refs.map((r) => built[r] as Cell),
    );
  }
  return built[root] as Cell;
}

/** Standard base64 with padding, as TON tools print BoCs (`Cell.toBoc().toString('base64')`). */
export function bytesToBase64(bytes: Uint8Array): string {
  const url = toBase64Url(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return url + '='.repeat((4 - (url.length % 4)) % 4);
}

/** base64 or base64url, padding optional. */
export function base64ToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw new TonCellError('not base64');
  try {
    return fromBase64Url(text);
  } catch {
    throw new TonCellError('not base64');
  }
}
