import { sha256 } from '@noble/hashes/sha2.js';
import { type TonAddress, V4R2_CODE_HASH, V4R2_SUBWALLET_ID, v4r2AccountId } from './ton-address.ts';
import { base64ToBytes, beginCell, type Cell, parseBoc, type Slice, serializeBoc, TonCellError } from './ton-boc.ts';

/**
 * Wallet v4r2 external messages: built by the browser's vault, parsed and checked by the devnet
 * (apps/server/src/chain/ton-transfer.ts). Byte-identical to @ton/ton's WalletContractV4.createTransfer wrapped
 * in @ton/core's external() + storeMessage() (vectors: test/fixtures/ton-v4-vectors.json).
 *
 *   external message = ext_in_msg_info$10 src:addr_none dest:<wallet> import_fee:0
 *                      init:(Maybe (Either StateInit ^StateInit))  -- the wallet's StateInit when seqno = 0
 *                      body:(Either X ^X)
 *   body             = signature:bits512 || signing body
 *   signing body     = subwallet_id:uint32 valid_until:uint32 seqno:uint32 op:uint8(0 = simple send)
 *                      send_mode:uint8 ^internal message       -- exactly one message here, send mode 3
 *   signature        = ed25519(hash(signing body cell)) by the key in the wallet's data cell
 *   internal message = int_msg_info$0 ihr_disabled:1 bounce bounced:0 src:addr_none dest value:Coins
 *                      extra:0 ihr_fee:0 fwd_fee:0 created_lt:0 created_at:0 init:0 body:(Either X ^X)
 *
 * HOW A QUOTE MAPS TO THE INTERNAL MESSAGE (`tonQuoteMessage`, from the quote's `sign_message` fields):
 *   transfer / swap of TON:   dest = `to` (swap: the chain's pool), value = amount in nanotons, bounce = false,
 *                             body = text comment (uint32 0 + UTF-8) holding the quote id.
 *   transfer / swap of a jetton (USDT): dest = the sender's jetton wallet (`devnetJettonWallet`), value =
 *                             0.05 TON for gas, bounce = true, body = TEP-74 transfer#0f8a7ea5 query_id = seqno,
 *                             amount (minor units), destination = `to` / pool, response_destination = sender,
 *                             no custom payload, forward_ton_amount = 1 nanoton, forward_payload = ^comment(quote id).
 *   approve / nft_transfer:   TON has no allowances and the devnet's NFTs have no item contracts, so: dest =
 *                             spender / `to`, value = 0, bounce = false, body = comment(quote id); the amount,
 *                             coin and NFT are bound by the quote the id names.
 * The devnet charges the quote's fee itself (a real chain takes gas and forward fees from the balance).
 */

export const V4R2_CODE_BOC =
  'te6ccgECFAEAAtQAART/APSkE/S88sgLAQIBIAIPAgFIAwYC5tAB0NMDIXGwkl8E4CLXScEgkl8E4ALTHyGCEHBsdWe9IoIQZHN0cr2wkl8F4AP6QDAg+kQByMoHy//J0O1E0IEBQNch9AQwXIEBCPQKb6Exs5JfB+AF0z/IJYIQcGx1Z7qSODDjDQOCEGRzdHK6kl8G4w0EBQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAHDgIBIAgNAgFYCQoAPbKd+1E0IEBQNch9AQwAsjKB8v/ydABgQEI9ApvoTGACASALDAAZrc52omhAIGuQ64X/wAAZrx32omhAEGuQ64WPwAARuMl+1E0NcLH4AFm9JCtvaiaECAoGuQ+gIYRw1AgIR6STfSmRDOaQPp/5g3gSgBt4EBSJhxWfMYQE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8QERITAG7SB/oA1NQi+QAFyMoHFcv/ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjIywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tqyx8Syz/Jc/sAAAr0AMntVA==';

/** Pay fees separately (1) + ignore errors (2): what wallets send with. */
export const V4_SEND_MODE = 3;
/** TON attached to a jetton transfer for gas (the excess returns to the response destination). */
export const JETTON_TRANSFER_VALUE = 50_000_000n;
export const JETTON_FORWARD_TON = 1n;
const JETTON_TRANSFER_OP = 0x0f8a7ea5;

/** Coins the TON devnet knows: native TON and USDT as a jetton (the ledger's decimals, apps/server/src/ledger/coins.ts). */
export const TON_CHAIN_COINS: Record<string, { decimals: number; jetton: boolean }> = {
  TON: { decimals: 9, jetton: false },
  USDT: { decimals: 6, jetton: true },
};

export class TonWalletError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TonWalletError';
  }
}

type Addr = Pick<TonAddress, 'workchain' | 'hash'>;

let codeCell: Cell | null = null;
export function v4r2Code(): Cell {
  if (!codeCell) codeCell = parseBoc(base64ToBytes(V4R2_CODE_BOC));
  return codeCell;
}

export function v4r2Data(publicKey: Uint8Array, subwalletId = V4R2_SUBWALLET_ID): Cell {
  return beginCell().uint(0, 32).uint(subwalletId, 32).bytes(publicKey).bit(0).end();
}

/** StateInit with code and data only: split_depth:0 special:0 code:1 data:1 library:0. */
export function stateInitCell(code: Cell, data: Cell): Cell {
  return beginCell().uint(0b00110, 5).ref(code).ref(data).end();
}

export function textComment(text: string): Cell {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > 123) throw new TonWalletError('comment too long for one cell');
  return beginCell().uint(0, 32).bytes(bytes).end();
}

export interface InternalMessage {
  to: Addr;
  value: bigint;
  bounce: boolean;
  body: Cell;
}

/** storeMessageRelaxed of @ton/core for an internal message from a wallet (no init). */
export function internalMessageCell(m: InternalMessage): Cell {
  const b = beginCell()
    .bit(0)
    .bit(1) // ihr_disabled
    .bit(m.bounce)
    .bit(0) // bounced
    .address(null)
    .address(m.to)
    .coins(m.value)
    .bit(0) // no extra currencies
    .coins(0n)
    .coins(0n)
    .uint(0, 64)
    .uint(0, 32)
    .bit(0); // no init
  return storeEither(b, m.body).end();
}

/** Either X ^X as @ton/core decides it: inline when the bits and refs fit, else a reference. */
function storeEither(b: ReturnType<typeof beginCell>, body: Cell) {
  if (b.availableBits - 1 < body.bitLength || b.refCount + body.refs.length > 4) return b.bit(1).ref(body);
  return b.bit(0).append(body);
}

export interface TransferArgs {
  publicKey: Uint8Array;
  /** ed25519 over the 32-byte signing-body hash, with the wallet's private key. */
  sign: (hash: Uint8Array) => Uint8Array;
  seqno: number;
  validUntil: number;
  message: InternalMessage;
  subwalletId?: number;
  sendMode?: number;
  /** Defaults to seqno === 0: the first message deploys the wallet. */
  withInit?: boolean;
}

export function signingBodyCell(args: Omit<TransferArgs, 'sign' | 'publicKey' | 'withInit'>): Cell {
  return beginCell()
    .uint(args.subwalletId ?? V4R2_SUBWALLET_ID, 32)
    .uint(args.validUntil, 32)
    .uint(args.seqno, 32)
    .uint(0, 8)
    .uint(args.sendMode ?? V4_SEND_MODE, 8)
    .ref(internalMessageCell(args.message))
    .end();
}

/** The external message cell (root of the BoC the wallet sends). */
export function v4TransferCell(args: TransferArgs): Cell {
  const subwalletId = args.subwalletId ?? V4R2_SUBWALLET_ID;
  const signing = signingBodyCell(args);
  const signature = args.sign(signing.hash());
  if (signature.length !== 64) throw new TonWalletError('an ed25519 signature is 64 bytes');
  const body = beginCell().bytes(signature).append(signing).end();
  const wallet: Addr = { workchain: 0, hash: v4r2AccountId(args.publicKey, sha256, subwalletId) };
  const b = beginCell().uint(0b10, 2).address(null).address(wallet).coins(0n);
  if (args.withInit ?? args.seqno === 0) {
    const init = stateInitCell(v4r2Code(), v4r2Data(args.publicKey, subwalletId));
    b.bit(1);
    if (b.availableBits - 2 < init.bitLength + body.bitLength) b.bit(1).ref(init);
    else b.bit(0).append(init);
  } else {
    b.bit(0);
  }
  return storeEither(b, body).end();
}

export function v4TransferBoc(args: TransferArgs, options?: { index?: boolean; crc32?: boolean }): Uint8Array {
  return serializeBoc(v4TransferCell(args), options);
}

// ---- parsing ----

export interface ParsedInternal extends InternalMessage {
  /** The message's own cell, as the wallet will send it. */
  cell: Cell;
}

export interface ParsedV4Transfer {
  wallet: Addr;
  /** The public key from the StateInit's data cell, when the message carries one. */
  initPublicKey: Uint8Array | null;
  initSubwalletId: number | null;
  signature: Uint8Array;
  signingHash: Uint8Array;
  subwalletId: number;
  validUntil: number;
  seqno: number;
  sendMode: number;
  message: ParsedInternal;
}

function readEither(s: Slice): Cell {
  return s.bit() ? s.ref() : s.rest();
}

function parseInternal(cell: Cell): ParsedInternal {
  const s = cell.beginParse();
  if (s.bit()) throw new TonWalletError('the wallet can only send internal messages');
  const ihrDisabled = s.bit();
  const bounce = s.bit();
  const bounced = s.bit();
  const src = s.address();
  const to = s.address();
  const value = s.coins();
  const extra = s.bit();
  const ihrFee = s.coins();
  const fwdFee = s.coins();
  const lt = s.uint(64);
  const at = s.uint(32);
  if (!ihrDisabled || bounced || src || extra || ihrFee || fwdFee || lt || at)
    throw new TonWalletError('the internal message has unexpected header fields');
  if (!to) throw new TonWalletError('the internal message has no destination');
  if (s.bit()) throw new TonWalletError('the internal message must not carry a StateInit');
  const body = readEither(s);
  s.end();
  return { to, value, bounce, body, cell };
}

function parseStateInit(s: Slice): { code: Cell; data: Cell } {
  if (s.small(5) !== 0b00110) throw new TonWalletError('the StateInit must hold exactly code and data');
  return { code: s.ref(), data: s.ref() };
}

/** Parses a v4 wallet external message (BoC bytes or base64); throws TonWalletError / TonCellError. */
export function parseV4Transfer(boc: Uint8Array | string): ParsedV4Transfer {
  const root = parseBoc(typeof boc === 'string' ? base64ToBytes(boc) : boc);
  const s = root.beginParse();
  if (s.small(2) !== 0b10) throw new TonWalletError('not an external inbound message');
  if (s.address() !== null) throw new TonWalletError('the external message source must be empty');
  const wallet = s.address();
  if (!wallet) throw new TonWalletError('the external message has no destination');
  if (s.coins() !== 0n) throw new TonWalletError('import fee must be 0');
  let initPublicKey: Uint8Array | null = null;
  let initSubwalletId: number | null = null;
  if (s.bit()) {
    const init = s.bit() ? parseStateInit(s.ref().beginParse()) : parseStateInit(s);
    if (toHex(init.code.hash()) !== V4R2_CODE_HASH) throw new TonWalletError('the StateInit is not a wallet v4r2');
    const d = init.data.beginParse();
    if (d.small(32) !== 0) throw new TonWalletError('a new wallet starts at seqno 0');
    initSubwalletId = d.small(32);
    initPublicKey = d.bytes(32);
    if (d.bit()) throw new TonWalletError('a new wallet has no plugins');
    d.end();
  }
  const body = readEither(s).beginParse();
  s.end();
  const signature = body.bytes(64);
  const signing = body.rest();
  const b = signing.beginParse();
  const subwalletId = b.small(32);
  const validUntil = b.small(32);
  const seqno = b.small(32);
  if (b.small(8) !== 0) throw new TonWalletError('only the simple send operation (op 0) is accepted');
  if (b.remainingRefs !== 1) throw new TonWalletError('exactly one internal message is expected');
  const sendMode = b.small(8);
  const message = parseInternal(b.ref());
  b.end();
  return {
    wallet,
    initPublicKey,
    initSubwalletId,
    signature,
    signingHash: signing.hash(),
    subwalletId,
    validUntil,
    seqno,
    sendMode,
    message,
  };
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function sameAddr(a: Addr, b: Addr): boolean {
  return a.workchain === b.workchain && sameBytes(a.hash, b.hash);
}

export interface V4Expectations {
  /** The sender's account. */
  wallet: Addr;
  /** The wallet's key when it is deployed already (the devnet remembers it from the deploying message). */
  knownPublicKey: Uint8Array | null;
  seqno: number;
  /** Unix seconds. */
  now: number;
  message: InternalMessage;
  verify: (signature: Uint8Array, hash: Uint8Array, publicKey: Uint8Array) => boolean;
  subwalletId?: number;
}

/**
 * Checks a parsed v4 message against what the chain expects; answers null when it is acceptable, else the
 * reason (one sentence). The key is the StateInit's (whose v4r2 address must be the wallet) or the known one.
 */
export function checkV4Transfer(p: ParsedV4Transfer, e: V4Expectations): { publicKey: Uint8Array } | string {
  const subwalletId = e.subwalletId ?? V4R2_SUBWALLET_ID;
  if (!sameAddr(p.wallet, e.wallet)) return 'The message is not addressed to the sending wallet';
  let key = e.knownPublicKey;
  if (p.initPublicKey) {
    const derived = v4r2AccountId(p.initPublicKey, sha256, p.initSubwalletId ?? subwalletId);
    if (e.wallet.workchain !== 0 || !sameBytes(derived, e.wallet.hash))
      return 'The StateInit does not derive the sending wallet';
    if (key && !sameBytes(key, p.initPublicKey)) return 'The StateInit key is not the wallet key';
    key = p.initPublicKey;
  }
  if (!key) return 'The wallet is not deployed yet: its first message must carry its StateInit';
  if (!e.verify(p.signature, p.signingHash, key)) return 'The signature does not match the wallet key';
  if (p.subwalletId !== subwalletId) return `The subwallet id must be ${subwalletId}`;
  if (p.validUntil <= e.now) return 'The message has expired (valid_until)';
  if (p.seqno !== e.seqno) return `The seqno must be the wallet's next one (${e.seqno})`;
  if (p.sendMode !== V4_SEND_MODE) return `The send mode must be ${V4_SEND_MODE}`;
  const m = p.message;
  if (!sameAddr(m.to, e.message.to)) return "The message's destination is not the quote's";
  if (m.value !== e.message.value) return "The message's amount is not the quote's";
  if (m.bounce !== e.message.bounce) return "The message's bounce flag is not the expected one";
  if (!sameBytes(m.body.hash(), e.message.body.hash()))
    return "The message's body does not match the quote (coin, amount, destination or quote id)";
  return { publicKey: key };
}

// ---- quote mapping ----

/** The devnet's jetton wallet of an owner for a coin (a real chain asks the jetton master's get_wallet_address). */
export function devnetJettonWallet(coin: string, owner: Addr): Addr {
  const tag = new TextEncoder().encode(`arcadia-devnet-jetton-wallet:${coin}:${owner.workchain}:`);
  const buf = new Uint8Array(tag.length + 32);
  buf.set(tag, 0);
  buf.set(owner.hash, tag.length);
  return { workchain: 0, hash: sha256(buf) };
}

export function jettonTransferBody(args: {
  queryId: bigint;
  amount: bigint;
  destination: Addr;
  response: Addr;
  forwardTon: bigint;
  comment: string;
}): Cell {
  return beginCell()
    .uint(JETTON_TRANSFER_OP, 32)
    .uint(args.queryId, 64)
    .coins(args.amount)
    .address(args.destination)
    .address(args.response)
    .bit(0)
    .coins(args.forwardTon)
    .bit(1)
    .ref(textComment(args.comment))
    .end();
}

/** "12.5" with 9 decimals -> 12500000000n; throws on more fractional digits than the coin has. */
export function toMinorUnits(amount: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!m) throw new TonWalletError(`not an amount: ${amount}`);
  const frac = m[2] ?? '';
  if (frac.length > decimals) throw new TonWalletError('too many decimals');
  return BigInt(m[1] as string) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/**
 * The internal message a TON quote asks for (see the header). `sign` holds the `sign_message` fields; `pool` is
 * the chain's swap pool (get_chain_list `pool`); `parse` reads a TON address (ton-address.ts parseTonAddress).
 */
export function tonQuoteMessage(
  sign: Record<string, string | number>,
  quoteId: string,
  pool: string,
  parse: (text: string) => Addr,
): InternalMessage {
  const kind = String(sign.kind);
  const from = parse(String(sign.from));
  if (kind === 'approve' || kind === 'nft_transfer') {
    const to = parse(String(kind === 'approve' ? sign.spender : sign.to));
    return { to, value: 0n, bounce: false, body: textComment(quoteId) };
  }
  if (kind !== 'transfer' && kind !== 'swap') throw new TonWalletError(`no TON message for ${kind}`);
  const coin = TON_CHAIN_COINS[String(sign.coin)];
  if (!coin) throw new TonWalletError(`${String(sign.coin)} is not a TON devnet coin`);
  const dest = parse(kind === 'swap' ? pool : String(sign.to));
  const amount = toMinorUnits(String(sign.amount), coin.decimals);
  if (!coin.jetton) return { to: dest, value: amount, bounce: false, body: textComment(quoteId) };
  return {
    to: devnetJettonWallet(String(sign.coin), from),
    value: JETTON_TRANSFER_VALUE,
    bounce: true,
    body: jettonTransferBody({
      queryId: BigInt(Number(sign.nonce)),
      amount,
      destination: dest,
      response: from,
      forwardTon: JETTON_FORWARD_TON,
      comment: quoteId,
    }),
  };
}

export { TonCellError };
